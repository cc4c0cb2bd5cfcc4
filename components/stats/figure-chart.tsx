"use client";
// A statistics figure's chart (recharts): bars, lines or a pie of the figure's series along its
// labels. The chart is a picture of the table beside it (figure-card.tsx), which carries the
// numbers for keyboards and screen readers; recharts' accessibility layer lets the keyboard walk
// its points too.
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const COLOURS = ["#0e7490", "#b45309", "#4338ca", "#be123c", "#15803d", "#6d28d9", "#334155", "#a16207"];

export function FigureChart(props: {
  label: string;
  kind: "bar" | "line" | "pie";
  labels: string[];
  series: { key: string; label: string; values: number[] }[];
}) {
  const data = props.labels.map((x, i) => ({
    x,
    ...Object.fromEntries(props.series.map((s) => [s.key, s.values[i] ?? 0])),
  }));
  return (
    <div role="img" aria-label={props.label} className="h-72 w-full" data-testid="figure-chart">
      <ResponsiveContainer width="100%" height="100%">
        {props.kind === "pie" ? (
          <PieChart accessibilityLayer>
            <Pie data={data} dataKey={props.series[0]?.key ?? ""} nameKey="x" outerRadius="80%" label>
              {data.map((_, i) => (
                <Cell key={i} fill={COLOURS[i % COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        ) : (
          // bars and lines on the same axes: one chart, the series drawn as the figure's kind asks
          <ComposedChart data={data} accessibilityLayer margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="x" fontSize={12} />
            <YAxis fontSize={12} />
            <Tooltip />
            <Legend />
            {props.series.map((s, i) =>
              props.kind === "line" ? (
                <Line key={s.key} dataKey={s.key} name={s.label} stroke={COLOURS[i % COLOURS.length]} dot />
              ) : (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLOURS[i % COLOURS.length]} />
              ),
            )}
          </ComposedChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
