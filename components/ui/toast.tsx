"use client";
import { useEffect, useSyncExternalStore } from "react";
import { cn } from "./cn";

// Short confirmations ("Saved.") that outlive a navigation: a module-level list shown by the one
// <Toaster> of the root layout. Its live region is in the page from the start, so screen readers
// announce each new toast (aria-live="polite") without moving the focus.

type Toast = { id: number; text: string; tone: "success" | "error" | "info" };
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const EMPTY: Toast[] = [];

/** Shows a confirmation for a few seconds and announces it to screen readers. */
export function toast(text: string, tone: Toast["tone"] = "success") {
  toasts = [...toasts, { id: nextId++, text, tone }].slice(-3);
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      data-testid="toasts"
      className="pointer-events-none fixed bottom-6 right-6 z-[80] flex w-[min(24rem,calc(100vw-3rem))] flex-col gap-2"
    >
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(t.id), 6000);
    return () => clearTimeout(timer);
  }, [t.id]);
  return (
    <div
      data-testid="toast"
      data-tone={t.tone}
      className={cn(
        "pointer-events-auto rounded-md px-4 py-3 text-sm font-medium shadow-lg",
        t.tone === "success" && "bg-success text-white",
        t.tone === "error" && "bg-error text-white",
        t.tone === "info" && "bg-slate-800 text-white",
      )}
      onClick={() => dismiss(t.id)}
    >
      {t.text}
    </div>
  );
}
