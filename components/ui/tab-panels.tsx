"use client";
// Tabs over panels rendered on the server: all panels are in the page (a form keeps what was typed
// when another tab is opened), one is shown. The open tab is in the address (?tab=key, none for
// the first) so a reload, a link or "back" after an action opens the same one. Keyboard as a WAI-ARIA
// tablist with automatic activation (as Radix Tabs): arrows move between the tabs, Home and End go
// to the first and last, only the open tab is in the Tab order, Tab then enters its panel.
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export type TabPanel = { key: string; label: ReactNode; content: ReactNode };

export function TabPanels({
  id,
  tabs,
  initial,
  label,
}: {
  /** prefix of the tabs' and panels' element ids */
  id: string;
  tabs: TabPanel[];
  /** the tab the address names (the server read it), the first when it names none or an unknown one */
  initial?: string;
  /** the tab list's accessible name */
  label: string;
}) {
  const first = tabs[0]?.key ?? "";
  const [active, setActive] = useState(tabs.some((t) => t.key === initial) ? initial! : first);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (key: string, focus = false) => {
    setActive(key);
    if (focus) buttons.current[tabs.findIndex((t) => t.key === key)]?.focus();
    // the address follows without a navigation: Next keeps its router in step with replaceState
    const url = new URL(window.location.href);
    if (key === first) url.searchParams.delete("tab");
    else url.searchParams.set("tab", key);
    window.history.replaceState(window.history.state, "", url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      e.key === "ArrowRight"
        ? (i + 1) % tabs.length
        : e.key === "ArrowLeft"
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    open(tabs[next].key, true);
  };

  return (
    <div>
      {/* a narrow screen scrolls the tab list, not the page */}
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="sticky top-14 z-10 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 bg-slate-50"
      >
        {tabs.map((t, i) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              data-testid={`tab-${t.key}`}
              onClick={() => open(t.key)}
              className={cn(
                "-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm focus-visible:-outline-offset-2",
                selected
                  ? "border-brand-600 font-medium text-brand-700"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          hidden={t.key !== active}
          data-testid={`tab-panel-${t.key}`}
          className="min-w-0 space-y-4"
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
