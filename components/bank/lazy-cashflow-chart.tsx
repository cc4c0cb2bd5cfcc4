"use client";
// The cash flow chart's code (recharts, ~130 KB gzipped) loads after the page: the table below it
// shows the figures at once, and the chart takes its place in a box of its height.
import dynamic from "next/dynamic";

export const LazyCashflowChart = dynamic(() => import("./cashflow-chart").then((m) => m.CashflowChart), {
  ssr: false,
  loading: () => <div className="h-72 w-full" aria-hidden />,
});
