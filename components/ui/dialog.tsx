"use client";
// Every dialog: dims the whole page (the top bar too), traps the focus, closes with Escape or its
// visible close button, and gives the focus back to what opened it, also when it was opened
// without a DialogTrigger (a row, a button with its own handler). Forms inside offer Cancel.
// Its open state, trigger and close buttons are here; the dialog itself (Radix: focus trap, scroll
// lock, the page hidden from screen readers) is components/ui/dialog-panel.tsx, loaded when a
// dialog first opens, so that no page carries it before (issue 43, page weight).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import {
  cloneElement,
  createContext,
  isValidElement,
  Suspense,
  useContext,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { Button } from "./button";
import { cn } from "./cn";

type DialogState = { open: boolean; setOpen: (open: boolean) => void; contentId: string };
const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} is used outside a <Dialog>`);
  return state;
}

/** A dialog's open state, given (`open`, `onOpenChange`) or its own. */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const contentId = useId();
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return <DialogContext.Provider value={{ open: open ?? own, setOpen, contentId }}>{children}</DialogContext.Provider>;
}

type Clickable = ReactElement<{ onClick?: (e: React.MouseEvent<HTMLElement>) => void }>;

/** `children` (asChild: the one element given, else a button) with `props` and a click doing `act` after its own. */
function ActingChild(p: { asChild?: boolean; children: ReactNode; props: object; act: () => void }) {
  if (p.asChild && isValidElement(p.children)) {
    const child = p.children as Clickable;
    return cloneElement(child, {
      ...p.props,
      onClick: (e: React.MouseEvent<HTMLElement>) => {
        child.props.onClick?.(e);
        if (!e.defaultPrevented) p.act();
      },
    });
  }
  return (
    <button type="button" {...p.props} onClick={p.act}>
      {p.children}
    </button>
  );
}

/** Opens the dialog (and closes it), saying so to screen readers as Radix's trigger does. */
export function DialogTrigger({ asChild, children }: { asChild?: boolean; children: ReactNode }) {
  const { open, setOpen, contentId } = useDialog("DialogTrigger");
  const props = {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    "data-state": open ? "open" : "closed",
  };
  return (
    <ActingChild asChild={asChild} props={props} act={() => setOpen(!open)}>
      {children}
    </ActingChild>
  );
}

/** Closes the dialog it is in. */
export function DialogClose({ asChild, children }: { asChild?: boolean; children: ReactNode }) {
  const { setOpen } = useDialog("DialogClose");
  return (
    <ActingChild asChild={asChild} props={{}} act={() => setOpen(false)}>
      {children}
    </ActingChild>
  );
}

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

export type DialogContentProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/** the dialog itself, loaded when one first opens (nothing shows meanwhile: a moment on the first opening) */
const DialogPanel = dynamic(() => import("./dialog-panel"));

/**
 * The dialog, while it is open: its title, its description (or the title again, for screen readers), its content.
 * Its own Suspense boundary: next/dynamic adds none (server-rendered, no `loading`), and without one
 * the first opening suspended the whole page's update, holding every click of the page until the
 * dialog's code had come (tests/e2e/lazy-parts.spec.ts).
 */
export function DialogContent(props: DialogContentProps) {
  const { open, setOpen, contentId } = useDialog("DialogContent");
  return open ? (
    <Suspense fallback={null}>
      <DialogPanel {...props} id={contentId} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
