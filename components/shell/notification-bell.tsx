"use client";
import { LazyMenu } from "../ui/lazy-menu";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { BELL_SIZE, notificationHref, unreadBadge } from "./notification-format";

export type BellNotification = {
  id: number;
  title: string;
  text: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
};
export type BellState = { unread: number; items: BellNotification[] };

/** a notification that arrives while a page stays open shows within a minute */
const REFRESH_MS = 60_000;

const item =
  "block w-full cursor-pointer px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/**
 * The staff's notifications (the waiting list's "space freed" ones): a bell in the top bar with
 * the unread count, opening a menu (Radix: Enter, Space or the arrow keys open it, Escape closes
 * it) of the newest, each leading to the booking it names. Following one or its check mark marks
 * it read; "mark all" marks the rest. The first count comes rendered with the page; opening the
 * menu and a slow refresh while the page is visible bring it up to date.
 */
export function NotificationBell({ initial }: { initial: BellState }) {
  const t = useTranslations("shell.notifications");
  const format = useFormatter();
  const [state, setState] = useState(initial);
  const [failed, setFailed] = useState(false);
  // a new server render (another language, router.refresh) brings a newer list
  useEffect(() => setState(initial), [initial]);

  const refresh = useCallback(async () => {
    const res = await api<BellState>("/api/events/notifications");
    if (res.ok) setState({ unread: res.data.unread, items: res.data.items.slice(0, BELL_SIZE) });
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  /** the given ones read, or all of them */
  const markRead = async (ids?: number[]) => {
    const res = await api<{ unread: number }>("/api/events/notifications/read", { body: ids ? { ids } : {} });
    setFailed(!res.ok);
    if (!res.ok) return;
    const now = new Date().toISOString();
    setState((s) => ({
      unread: res.data.unread,
      items: s.items.map((n) => (!n.readAt && (!ids || ids.includes(n.id)) ? { ...n, readAt: now } : n)),
    }));
  };

  const badge = unreadBadge(state.unread);
  return (
    <LazyMenu
      onOpenChange={(open) => {
        if (open) void refresh();
      }}
      trigger={
        <button
          type="button"
          data-testid="notification-bell"
          aria-label={t("bell", { count: state.unread })}
          className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {badge && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
            >
              {badge}
            </span>
          )}
        </button>
      }
      content={({ Menu, MenuPanel }) => (
        <MenuPanel
          className="max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto py-1"
          data-testid="notification-panel"
        >
          <Menu.Label className="border-b border-slate-100 px-3 py-2 text-xs font-semibold text-slate-700">
            {t("title")}
          </Menu.Label>
          {/* a menu holds menu items only (axe): the empty list and a failure are disabled ones */}
          {state.items.length === 0 && (
            <Menu.Item disabled className="px-3 py-3 text-sm text-slate-600">
              {t("empty")}
            </Menu.Item>
          )}
          {state.items.map((n) => {
            const href = notificationHref(n.link);
            const body = (
              <>
                <span className={n.readAt ? "block text-slate-700" : "block font-semibold"}>
                  {!n.readAt && (
                    <>
                      <span aria-hidden className="mr-1.5 inline-block h-2 w-2 rounded-full bg-brand-600" />
                      <span className="sr-only">{t("unread")}: </span>
                    </>
                  )}
                  {n.title}
                </span>
                {n.text && <span className="block text-slate-600">{n.text}</span>}
                <time dateTime={n.createdAt} className="block text-xs text-slate-600">
                  {format.dateTime(new Date(n.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </>
            );
            return (
              <div key={n.id} className="flex items-start border-b border-slate-100 last:border-b-0">
                <Menu.Item
                  asChild
                  className={item}
                  data-testid={`notification-${n.id}`}
                  onSelect={() => {
                    if (!n.readAt) void markRead([n.id]);
                  }}
                >
                  {href ? <Link href={href}>{body}</Link> : <div>{body}</div>}
                </Menu.Item>
                {!n.readAt && (
                  <Menu.Item
                    aria-label={t("markRead", { title: n.title })}
                    data-testid={`notification-read-${n.id}`}
                    className="shrink-0 cursor-pointer px-3 py-2 text-sm text-slate-600 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
                    // stays open: the next one may be marked too
                    onSelect={(e) => {
                      e.preventDefault();
                      void markRead([n.id]);
                    }}
                  >
                    <span aria-hidden>✓</span>
                  </Menu.Item>
                )}
              </div>
            );
          })}
          {failed && (
            <Menu.Item disabled className="px-3 py-2 text-sm text-red-700">
              {t("failed")}
            </Menu.Item>
          )}
          {state.unread > 0 && (
            <Menu.Item
              data-testid="notifications-read-all"
              className={`${item} border-t border-slate-100 font-medium text-brand-700`}
              onSelect={(e) => {
                e.preventDefault();
                void markRead();
              }}
            >
              {t("markAllRead")}
            </Menu.Item>
          )}
        </MenuPanel>
      )}
    />
  );
}
