"use client";
import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef } from "react";
import { Button } from "./button";
import { cn } from "./cn";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** Remembers what had the focus when the dialog opened (before Radix moves it into the dialog). */
export function OpenerCapture({ into }: { into: React.RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    into.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [into]);
  return null;
}

/**
 * Radix gives the focus back to a DialogTrigger only: a dialog opened otherwise (a row, a link's
 * own handler) hands this to its Content's onCloseAutoFocus, with <OpenerCapture into={opener} />
 * inside the Content, to give it back to what opened it.
 */
export const focusOpener = (opener: React.RefObject<HTMLElement | null>) => (e: Event) => {
  const el = opener.current;
  if (el?.isConnected) {
    e.preventDefault();
    el.focus();
  }
};

/**
 * Every dialog: dims the whole page (the top bar too), traps the focus, closes with Escape or its
 * visible close button, and gives the focus back to what opened it, also when it was opened
 * without a DialogTrigger (a row, a button with its own handler). Forms inside offer Cancel.
 */
/** A dialog's buttons at its end: the one that closes it unchanged (Back or Cancel), then the dialog's own. */
export function DialogActions({
  close = "back",
  className,
  children,
}: {
  close?: "back" | "cancel";
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("common");
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {t(close)}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

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

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" data-testid="dialog-overlay" />
      <RadixDialog.Content
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
  );
}
