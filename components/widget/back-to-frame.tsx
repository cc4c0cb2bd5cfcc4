"use client";
// On a payment return page in a widget's look: when it opened in a window of its own (a
// provider's page that refuses frames, lib/client/checkout-window.ts), the result goes back into
// the widget's frame and the window closes.
import { useEffect } from "react";
import { backToFrame } from "@/lib/client/checkout-window";

export function BackToFrame() {
  useEffect(() => {
    backToFrame();
  }, []);
  return null;
}
