"use client";
// Inside a widget's frame on another site, the booking pages report their content's height to the
// embedding page as the widget page does (HEIGHT_REPORT_SCRIPT, embed-snippet.ts), so the frame
// follows each step, the form and the payment result instead of cutting them off. A React page
// cannot carry that inline script (hydration would see a script it did not render): the same
// message from an effect. Nothing when the page is not framed.
import { useEffect } from "react";
import { HEIGHT_MESSAGE, WIDGET_ROOT_ID } from "@/lib/domain/widget/embed-snippet";

export function FrameHeight() {
  useEffect(() => {
    const el = document.getElementById(WIDGET_ROOT_ID);
    if (!el || window.parent === window) return;
    let last = 0;
    const send = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height > 0 && height !== last) {
        last = height;
        window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
      }
    };
    send();
    const observer = new ResizeObserver(send);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return null;
}
