"use client";
// The widget's embed snippet in a read-only text field with a Copy button (the clipboard, else
// the text selected for Ctrl+C).
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "../ui/button";
import { Textarea } from "../ui/input";
import { toast } from "../ui/toast";

export function CopySnippet({ snippet }: { snippet: string }) {
  const t = useTranslations("widgets.embed");
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(snippet);
      toast(t("copied"));
    } catch {
      toast(t("copyByHand"), "error");
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor="widget-snippet" className="block text-sm font-medium text-slate-700">
        {t("snippet")}
      </label>
      <Textarea
        id="widget-snippet"
        ref={field}
        readOnly
        value={snippet}
        className="min-h-40 font-mono text-xs"
        data-testid="widget-snippet"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button variant="secondary" size="sm" onClick={copy}>
        {t("copy")}
      </Button>
    </div>
  );
}
