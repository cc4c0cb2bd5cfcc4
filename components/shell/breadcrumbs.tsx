"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { findRoute } from "@/lib/access/routes";
import { useActiveItem, type DrawerSection } from "./drawer";

/**
 * Where a detail, edit or create page sits: Home › its section (the drawer entry, a link) › the
 * page. Top-level pages (the drawer entries themselves) need none.
 */
export function Breadcrumbs({ sections }: { sections: DrawerSection[] }) {
  const pathname = usePathname();
  const t = useTranslations();
  const section = useActiveItem(sections);
  const route = findRoute(pathname)?.route;
  if (!route || !section || section.path === pathname || pathname === "/") return null;
  return (
    <nav aria-label={t("shell.breadcrumb")} className="mb-3 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        <li>
          <Link href="/" className="hover:text-brand-700 hover:underline">
            {t("nav.home")}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li>
          <Link href={section.path} className="hover:text-brand-700 hover:underline">
            {section.label}
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li aria-current="page" className="font-medium text-slate-800">
          {t(`nav.${route.key}` as never)}
        </li>
      </ol>
    </nav>
  );
}
