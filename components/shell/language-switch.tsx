"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { setLanguage } from "@/app/actions/language";
import { LOCALES, type Locale } from "@/lib/i18n/locale";

/** The interface language; `languages`: the ones this page offers (default: every language). */
export function LanguageSwitch({
  className,
  languages = LOCALES,
}: {
  className?: string;
  languages?: readonly Locale[];
}) {
  const locale = useLocale();
  const t = useTranslations();
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <label className={className}>
      <span className="sr-only">{t("shell.language")}</span>
      <select
        data-testid="language-switch"
        value={locale}
        disabled={pending}
        onChange={(e) =>
          start(async () => {
            await setLanguage(e.target.value as Locale);
            router.refresh();
          })
        }
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
