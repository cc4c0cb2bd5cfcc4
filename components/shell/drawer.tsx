"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { sectionOf } from "@/lib/access/navigation";
import { cn } from "../ui/cn";

export type DrawerLink = { path: string; label: string };
export type DrawerItem = DrawerLink & { create?: DrawerLink };
export type DrawerSection = { group: string; label: string; items: DrawerItem[] };

/** The entry the current page belongs to: itself, or the list of a detail, edit or create page. */
export function useActiveItem(sections: DrawerSection[]): DrawerItem | undefined {
  const pathname = usePathname();
  return sectionOf(
    pathname,
    sections.flatMap((s) => s.items),
  );
}

/** The side navigation; on small screens it slides in over the page. */
export function Drawer({ sections, open, onClose }: { sections: DrawerSection[]; open: boolean; onClose: () => void }) {
  const pathname = usePathname();
  const t = useTranslations("shell");
  const active = useActiveItem(sections);
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
          <DrawerGroup key={s.group} section={s} pathname={pathname} active={active?.path} />
        ))}
      </nav>
    </>
  );
}

function DrawerGroup({ section, pathname, active }: { section: DrawerSection; pathname: string; active?: string }) {
  const [collapsed, setCollapsed] = useState(false);
  const id = `drawer-group-${section.group}`;
  return (
    <div className="px-3 pt-4" data-group={section.group}>
      <button
        type="button"
        onClick={() => setCollapsed((c) => !c)}
        aria-expanded={!collapsed}
        aria-controls={id}
        className="flex w-full items-center justify-between px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-800"
      >
        {section.label}
        <span aria-hidden className={cn("transition-transform", collapsed && "-rotate-90")}>
          ▾
        </span>
      </button>
      {!collapsed && (
        <ul id={id}>
          {section.items.map((item) => {
            const current = item.path === active;
            return (
              <li key={item.path} className="flex items-center gap-1" data-section-active={current || undefined}>
                <Link
                  href={item.path}
                  // the page itself, or a page inside this section (a detail or create page)
                  aria-current={current ? (pathname === item.path ? "page" : "location") : undefined}
                  className={cn(
                    "block flex-1 rounded-md px-2 py-1.5 text-sm",
                    current ? "bg-brand-50 font-medium text-brand-700" : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {item.label}
                </Link>
                {item.create && (
                  <Link
                    href={item.create.path}
                    aria-label={item.create.label}
                    title={item.create.label}
                    aria-current={pathname === item.create.path ? "page" : undefined}
                    data-testid={`drawer-create-${item.create.path}`}
                    className="grid h-7 w-7 shrink-0 place-items-center rounded-md text-base text-slate-600 hover:bg-slate-100 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    <span aria-hidden>+</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
