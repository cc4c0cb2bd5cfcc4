"use client";
// The cash flow chart of /bank/cashflow (recharts): money in and out per period as bars, the
// balance at each period's end as a line on the same axis.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export function CashflowChart(props: {
  label: string;
  periods: { key: string; in: number; out: number; balance: number }[];
  names: { in: string; out: string; balance: string };
  currency: string;
  locale: string;
}) {
  const money = (v: unknown) =>
    new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency }).format(Number(v));
  return (
    <div role="img" aria-label={props.label} className="h-72 w-full" data-testid="cashflow-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={props.periods} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="key" fontSize={12} />
          <YAxis fontSize={12} width={80} tickFormatter={(v) => money(v)} />
          <Tooltip formatter={(v) => money(v)} />
          <Legend />
          <Bar dataKey="in" name={props.names.in} fill="#0e7490" />
          <Bar dataKey="out" name={props.names.out} fill="#e11d48" />
          <Line type="monotone" dataKey="balance" name={props.names.balance} stroke="#334155" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
