// Whether a booking page (/book/resort, /book/online, /payment/...) shows inside a widget's frame,
// and which widget: middleware.ts names it in a request header (from ?widget={slug}, an active
// widget). The page then keeps the widget's colour, language and resort or vessel to the end
// (components/widget/widget-frame.tsx), and carries ?widget= on to its next step.
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { AppError } from "../core/errors";
import { WIDGET_FRAME_HEADER } from "../domain/widget/frame-ancestors";
import { publicWidget, type PublicWidget } from "../domain/widget/public-widget";
import { currentFeatures } from "./context";

/** The widget whose frame this request's page is in, or null (a page of its own, or the feature off). */
export const frameWidget = cache(async (): Promise<PublicWidget | null> => {
  const slug = (await headers()).get(WIDGET_FRAME_HEADER);
  if (!slug || !(await currentFeatures()).features.has("bookingWidget")) return null;
  return publicWidget(slug).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
});

/** True when middleware.ts named a widget for this request (the layouts leave the language switch out). */
export async function inWidgetFrame(): Promise<boolean> {
  return (await headers()).has(WIDGET_FRAME_HEADER);
}
