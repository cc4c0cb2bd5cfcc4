import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "../ui/cn";

export const SETTING_TYPES = ["general", "view", "currencies", "textblocks", "suppliers", "backup"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** The settings types as tabs; the type is part of the path, so these are plain links (TabLinks adds ?tab=). */
export async function SettingsTabs({ active }: { active: SettingType }) {
  const t = await getTranslations("config.types");
  return (
    <nav className="mb-6 flex flex-wrap gap-1 border-b border-slate-200" aria-label={t("label")}>
      {SETTING_TYPES.map((type) => (
        <Link
          key={type}
          href={`/config/settings/${type}`}
          aria-current={type === active ? "page" : undefined}
          data-testid={`settings-tab-${type}`}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm",
            type === active
              ? "border-brand-600 font-medium text-brand-700"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {t(type)}
        </Link>
      ))}
    </nav>
  );
}
