"use client";
// The statistics chart's code (recharts, ~130 KB gzipped) loads after the page: the figure's table
// beside it shows the numbers at once, and the chart takes its place in a box of its height.
import dynamic from "next/dynamic";

export const LazyFigureChart = dynamic(() => import("./figure-chart").then((m) => m.FigureChart), {
  ssr: false,
  loading: () => <div className="h-72 w-full" aria-hidden />,
});
