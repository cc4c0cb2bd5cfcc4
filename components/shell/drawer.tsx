"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { cn } from "../ui/cn";

export type DrawerSection = { group: string; label: string; items: { path: string; label: string }[] };

function isActive(pathname: string, path: string) {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** The side navigation; on small screens it slides in over the page. */
export function Drawer({ sections, open, onClose }: { sections: DrawerSection[]; open: boolean; onClose: () => void }) {
  const pathname = usePathname();
  const t = useTranslations("shell");
  useEffect(onClose, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-slate-900/30 lg:hidden" onClick={onClose} aria-hidden />}
      <nav
        aria-label={t("navigation")}
        data-testid="drawer"
        className={cn(
          "fixed inset-y-0 left-0 z-40 w-64 overflow-y-auto border-r border-slate-200 bg-white pb-8 pt-16 transition-transform lg:translate-x-0",
          open ? "translate-x-0" : "-translate-x-full",
        )}
      >
        {sections.map((s) => (
          <DrawerGroup key={s.group} section={s} pathname={pathname} />
        ))}
      </nav>
    </>
  );
}

function DrawerGroup({ section, pathname }: { section: DrawerSection; pathname: string }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="px-3 pt-4" data-group={section.group}>
      <button
        type="button"
        onClick={() => setCollapsed((c) => !c)}
        aria-expanded={!collapsed}
        className="flex w-full items-center justify-between px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-700"
      >
        {section.label}
        <span aria-hidden className={cn("transition-transform", collapsed && "-rotate-90")}>
          ▾
        </span>
      </button>
      {!collapsed && (
        <ul>
          {section.items.map((item) => (
            <li key={item.path}>
              <Link
                href={item.path}
                aria-current={isActive(pathname, item.path) ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2 py-1.5 text-sm",
                  isActive(pathname, item.path)
                    ? "bg-brand-50 font-medium text-brand-700"
                    : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
