import Link from "next/link";
import { cn } from "./cn";

/** Tabs as links (?tab=key): each tab is its own address, rendered on the server. */
export function TabLinks({ base, tabs, active }: { base: string; tabs: { key: string; label: string }[]; active: string }) {
  return (
    <nav className="mb-6 flex gap-1 border-b border-slate-200" aria-label="tabs">
      {tabs.map((t, i) => (
        <Link
          key={t.key}
          href={i === 0 ? base : `${base}?tab=${t.key}`}
          aria-current={t.key === active ? "page" : undefined}
          data-testid={`tab-${t.key}`}
          className={cn("-mb-px border-b-2 px-3 py-2 text-sm", t.key === active ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900")}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
