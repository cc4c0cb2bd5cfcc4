"use client";
// Tabs whose panels the server renders one at a time: the page renders the open tab's panel only
// (its HTML and its reads stay small) and a tab opened later is asked of the server through the
// address (?tab=key, none for the first): the router renders the page again with that panel, and
// the panel says it is loading until then. A panel once shown stays in the page, hidden, so a form
// keeps what was typed when another tab is opened; opened again it is shown once the server has
// rendered it afresh (what another tab changed meanwhile, the booking's version included, is in
// it then: a button of the old one would act on what is no longer so).
// The address names the open tab, so a reload, a link or "back" after an action opens the same one.
// The tabs are the page's own: a page of another record renders them anew (give them its key).
// Keyboard as a WAI-ARIA tablist with automatic activation (as Radix Tabs): arrows move between the
// tabs, Home and End go to the first and last, only the open tab is in the Tab order, Tab then
// enters its panel.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

/** `content`: the panel as the server rendered it, or undefined for a tab it did not render */
export type TabPanel = { key: string; label: ReactNode; content?: ReactNode };

export function TabPanels({
  id,
  tabs,
  initial,
  label,
  pendingLabel,
}: {
  /** prefix of the tabs' and panels' element ids */
  id: string;
  tabs: TabPanel[];
  /** the tab the address names (the server read it), the first when it names none or an unknown one */
  initial?: string;
  /** the tab list's accessible name */
  label: string;
  /** what a panel says while the server renders it */
  pendingLabel: string;
}) {
  const router = useRouter();
  const first = tabs[0]?.key ?? "";
  const known = (key: string | undefined) => (tabs.some((t) => t.key === key) ? key! : first);
  const [active, setActive] = useState(() => known(initial));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // the panels shown so far, each as the server rendered it last
  const [shown, setShown] = useState<Record<string, ReactNode>>({});
  const fresh = tabs.filter((t) => t.content !== undefined && shown[t.key] !== t.content);
  if (fresh.length) setShown({ ...shown, ...Object.fromEntries(fresh.map((t) => [t.key, t.content])) });
  // the tab opened whose panel the server has not rendered since (null: none)
  const [waiting, setWaiting] = useState<string | null>(null);
  if (waiting !== null && tabs.find((t) => t.key === waiting)?.content !== undefined) setWaiting(null);
  const asked = useRef(0);

  const request = (key: string) => {
    const url = new URL(window.location.href);
    if (key === first) url.searchParams.delete("tab");
    else url.searchParams.set("tab", key);
    router.replace(`${url.pathname}${url.search}`, { scroll: false });
  };

  const open = (key: string, focus = false) => {
    setActive(key);
    if (focus) buttons.current[tabs.findIndex((t) => t.key === key)]?.focus();
    // the panel the page holds now is the server's latest; any other is asked for afresh
    setWaiting(tabs.find((t) => t.key === key)?.content !== undefined ? null : key);
    asked.current = 0;
    request(key);
  };

  // a render of the server's without the open tab's panel (an action's refresh or navigation that
  // started before the tab was opened renders the address it had then; the router drops the tab's
  // own navigation): the panel kept, if any, is not what is now so, and the tab is asked for again
  // (a few times at most), saying it is loading until then
  useEffect(() => {
    if (tabs.find((t) => t.key === active)?.content !== undefined) return void (asked.current = 0);
    if (asked.current >= 3) return;
    asked.current += 1;
    setWaiting(active);
    request(active);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each render of the server's, not of ours
  }, [tabs]);

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
      {tabs.map((t) => {
        const content = t.content !== undefined ? t.content : shown[t.key];
        const loading = t.key === active && (waiting === t.key || content === undefined);
        return (
          <div
            key={t.key}
            role="tabpanel"
            id={`${id}-panel-${t.key}`}
            aria-labelledby={`${id}-tab-${t.key}`}
            aria-busy={loading || undefined}
            hidden={t.key !== active}
            data-testid={`tab-panel-${t.key}`}
            className="min-w-0"
          >
            {loading && <p className="p-4 text-sm text-slate-600">{pendingLabel}</p>}
            {content !== undefined && (
              <div hidden={loading} className="min-w-0 space-y-4">
                {content}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
