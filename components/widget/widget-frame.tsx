// A booking page (/book/resort, /book/online, /payment/...) inside a widget's frame: the widget's
// heading, colour and height report around the page, as on the widget page itself
// (lib/page/widget-html.ts), so the guest stays in the operator's widget to the end. The house's
// brand colour becomes the widget's (the `widget-frame` rules in app/globals.css), with the text on
// it white or black, whichever reads.
import type { CSSProperties } from "react";
import { FrameHeight } from "./frame-height";
import { widgetPalette } from "@/lib/domain/widget/colours";
import { WIDGET_ROOT_ID } from "@/lib/domain/widget/embed-snippet";
import type { PublicWidget } from "@/lib/domain/widget/public-widget";
import { DEFAULT_WIDGET_COLOR } from "@/lib/domain/widget/resources";

export function WidgetFrame({ widget, children }: { widget: PublicWidget; children: React.ReactNode }) {
  const p = widgetPalette(widget.primaryColor, DEFAULT_WIDGET_COLOR);
  const style = { "--widget": p.widget, "--on-widget": p.onWidget, "--heading": p.heading } as CSSProperties;
  return (
    <div id={WIDGET_ROOT_ID} data-widget={widget.slug} className="widget-frame" style={style}>
      <header className="mx-auto max-w-3xl px-4 pt-4">
        <div className="border-b-4 border-[var(--widget)] pb-2">
          <p className="text-xl font-semibold text-[var(--heading)]" data-testid="widget-frame-name">
            {widget.name}
          </p>
          <p className="text-sm text-slate-600">{widget.asset.name}</p>
        </div>
      </header>
      {children}
      <FrameHeight />
    </div>
  );
}
