import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "./cn";

/** Tabs as links (?tab=key): each tab is its own address, rendered on the server. */
export async function TabLinks({
  base,
  tabs,
  active,
}: {
  base: string;
  tabs: { key: string; label: string }[];
  active: string;
}) {
  const t = await getTranslations("common");
  return (
    <nav className="mb-6 flex gap-1 border-b border-slate-200" aria-label={t("tabs")}>
      {tabs.map((tab, i) => (
        <Link
          key={tab.key}
          href={i === 0 ? base : `${base}?tab=${tab.key}`}
          aria-current={tab.key === active ? "page" : undefined}
          data-testid={`tab-${tab.key}`}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm",
            tab.key === active
              ? "border-brand-600 font-medium text-brand-700"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
