"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { createContext, useContext, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "./breadcrumbs";
import { Drawer, type DrawerSection } from "./drawer";
import { NotificationBell, type BellState } from "./notification-bell";
import { UserMenu } from "./user-menu";
import { LanguageSwitch } from "./language-switch";
import { cn } from "../ui/cn";

type Fullscreen = { fullscreen: boolean; setFullscreen: (on: boolean) => void };
const FullscreenContext = createContext<Fullscreen>({ fullscreen: false, setFullscreen: () => {} });
/** Pages (the calendar) may hide the drawer and top bar; every navigation resets it. */
export const useFullscreen = () => useContext(FullscreenContext);

export type ShellUser = { name: string; email: string; canProfile: boolean; profileHref?: string };

export function AppShell({
  sections,
  user,
  notifications,
  children,
}: {
  sections: DrawerSection[];
  user: ShellUser;
  /** the bell's first state; none: this user gets no notifications and sees no bell */
  notifications?: BellState;
  children: React.ReactNode;
}) {
  const t = useTranslations();
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    setFullscreen(false);
    if (typeof document !== "undefined" && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, [pathname]);

  return (
    <FullscreenContext.Provider value={{ fullscreen, setFullscreen }}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("shell.skipToContent")}
      </a>
      {!fullscreen && (
        <>
          <header className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
            <button
              type="button"
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
              aria-label={drawerOpen ? t("shell.closeMenu") : t("shell.openMenu")}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen((o) => !o)}
            >
              ☰
            </button>
            <Link href="/" className="text-lg font-semibold text-brand-700">
              {t("app.name")}
            </Link>
            <div className="ml-auto flex items-center gap-3">
              <LanguageSwitch />
              {notifications && <NotificationBell initial={notifications} />}
              <UserMenu user={user} />
            </div>
          </header>
          <Drawer sections={sections} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </>
      )}
      <main
        id="main"
        tabIndex={-1}
        data-hydrated-shell
        className={cn("min-h-screen", fullscreen ? "p-2" : "px-4 pb-10 pt-20 lg:pl-72 lg:pr-8")}
      >
        {!fullscreen && <Breadcrumbs sections={sections} />}
        {children}
      </main>
    </FullscreenContext.Provider>
  );
}
