"use client";
import { useEffect, useState } from "react";
import { Alert } from "../ui/alert";

/** The external system in a frame; an error text it posts to us is shown above it. */
export function SystemFrame({ url, title }: { url: string; title: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin) return;
      const text = typeof e.data === "string" ? e.data : e.data?.error;
      if (typeof text === "string" && text) setError(text.slice(0, 500));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url]);
  return (
    <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
      {error && <Alert data-testid="frame-error">{error}</Alert>}
      <iframe src={url} title={title} className="w-full flex-1 rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
