"use client";
// A dropdown menu (Radix) whose code is loaded when it is first used, not with the page (issue 43,
// page weight: Radix's menu, its positioning and focus handling are about 30 KB gzipped, on every
// staff page through the top bar). Until then the trigger is the same button without Radix: the
// first press on it (pointer, or Enter, Space or the down arrow) loads the menu (components/ui/
// menu-panel.tsx), renders it closed with Radix's trigger in the button's place and hands that
// trigger the same press, so the menu opens as Radix opens it (from the keyboard: the focus on its
// first entry). From then on, and for every menu of the page once one has loaded, it is Radix's.
import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import type * as MenuParts from "./menu-panel";

type Parts = typeof MenuParts;
let loaded: Parts | null = null;
let loading: Promise<Parts> | null = null;
const load = () =>
  (loading ??= import("./menu-panel").then((m) => (loaded = m)).catch((e) => ((loading = null), Promise.reject(e))));

/** the keys that open a menu from its trigger (Radix's) */
const OPENING_KEYS = ["Enter", " ", "ArrowDown"];

type TriggerProps = {
  onPointerDown?: (e: React.PointerEvent<HTMLElement>) => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (e: React.PointerEvent<HTMLElement>) => void;
};

export function LazyMenu({
  trigger,
  content,
  onOpenChange,
}: {
  /** the trigger: a button (Radix's trigger takes it as its own, asChild) */
  trigger: ReactElement<TriggerProps>;
  /** the menu's panel and entries, built with Radix's parts */
  content: (parts: Parts) => ReactNode;
  onOpenChange?: (open: boolean) => void;
}) {
  const [parts, setParts] = useState<Parts | null>(loaded);
  const triggerRef = useRef<HTMLElement>(null);
  // the press to hand Radix's trigger once it is there
  const replay = useRef<((el: HTMLElement) => void) | null>(null);
  useEffect(() => {
    const el = triggerRef.current;
    if (!parts || !el || !replay.current) return;
    const press = replay.current;
    replay.current = null;
    press(el);
  }, [parts]);

  if (parts) {
    const { Menu } = parts;
    return (
      <Menu.Root modal={false} onOpenChange={onOpenChange}>
        <Menu.Trigger asChild ref={triggerRef as React.Ref<HTMLButtonElement>}>
          {trigger}
        </Menu.Trigger>
        {content(parts)}
      </Menu.Root>
    );
  }
  const start = (press: (el: HTMLElement) => void) => {
    replay.current = press;
    void load().then(setParts);
  };
  const own = trigger.props;
  return cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: (e: React.PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      void load().catch(() => {});
    },
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(e);
      if (e.button !== 0 || e.ctrlKey) return;
      // as Radix's trigger: a pointer opening the menu does not focus the button
      e.preventDefault();
      const pointerType = e.pointerType;
      start((el) =>
        el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0, pointerType })),
      );
    },
    onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(e);
      if (!OPENING_KEYS.includes(e.key)) return;
      e.preventDefault();
      const key = e.key;
      start((el) => {
        el.focus();
        el.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, key }));
      });
    },
  } as TriggerProps & Record<string, unknown>);
}
