"use client";
// The widget page's only script: tells the embedding page how tall the widget is (see the snippet
// in lib/domain/widget/embed-snippet.ts), so the guest never scrolls inside a frame.
import { useEffect } from "react";
import { reportWidgetHeight, WIDGET_ROOT_ID } from "@/lib/domain/widget/embed-snippet";

export function WidgetHeightReporter() {
  useEffect(() => {
    const el = document.getElementById(WIDGET_ROOT_ID);
    return el ? reportWidgetHeight(el, window) : undefined;
  }, []);
  return null;
}
