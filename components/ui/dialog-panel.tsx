"use client";
// A dialog's Radix part (focus trap, Escape, the overlay's click, scroll lock, the rest of the
// page hidden from screen readers), loaded by components/ui/dialog.tsx when a dialog first opens:
// no page carries it before (issue 43, page weight). Also the booking drawer's close button.
import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef } from "react";
import { cn } from "./cn";
import type { DialogContentProps } from "./dialog";

/** Remembers what had the focus when the dialog opened (before Radix moves it into the dialog). */
export function OpenerCapture({ into }: { into: React.RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    into.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [into]);
  return null;
}

/**
 * Radix gives the focus back to its own Trigger only: a dialog's Content hands this to
 * onCloseAutoFocus, with <OpenerCapture into={opener} /> inside, to give it back to what opened it
 * (a DialogTrigger, a row, a button with its own handler).
 */
export const focusOpener = (opener: React.RefObject<HTMLElement | null>) => (e: Event) => {
  const el = opener.current;
  if (el?.isConnected) {
    e.preventDefault();
    el.focus();
  }
};

/** The × that closes a dialog or a drawer, named "Close" for screen readers. */
export function CloseX({ className, testId }: { className?: string; testId: string }) {
  const t = useTranslations("common");
  return (
    <RadixDialog.Close
      className={cn(
        "grid h-9 w-9 place-items-center rounded-md text-xl leading-none text-slate-600 hover:bg-slate-100",
        className,
      )}
      aria-label={t("close")}
      data-testid={testId}
    >
      <span aria-hidden>×</span>
    </RadixDialog.Close>
  );
}

/** The open dialog: Radix's, open as long as it is rendered; closing asks `onClose`. */
export default function DialogPanel({
  title,
  description,
  children,
  className,
  id,
  onClose,
}: DialogContentProps & { id: string; onClose: () => void }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open onOpenChange={(o) => !o && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" data-testid="dialog-overlay" />
        <RadixDialog.Content
          id={id}
          className={cn(
            "fixed left-1/2 top-1/2 z-[70] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none",
            className,
          )}
          onCloseAutoFocus={focusOpener(opener)}
        >
          <OpenerCapture into={opener} />
          <RadixDialog.Title className="pr-10 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {/* last in the tab order (the first field gets the focus), first in sight */}
          <CloseX className="absolute right-3 top-3 hover:text-slate-900" testId="dialog-close" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
