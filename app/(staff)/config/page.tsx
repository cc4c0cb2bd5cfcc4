import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SETTING_TYPES } from "@/components/config/settings-tabs";
import { Card, PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";

export default async function ConfigPage() {
  await requireRoute("/config");
  const t = await getTranslations();
  const cards = [
    { key: "company", href: "/config/company", title: t("nav.configCompany") },
    ...SETTING_TYPES.map((type) => ({ key: type, href: `/config/settings/${type}`, title: t(`config.types.${type}`) })),
    { key: "modules", href: "/config/modules", title: t("nav.configModules") },
    { key: "translations", href: "/config/translations", title: t("nav.configTranslations") },
    { key: "booking", href: "/config/booking", title: t("nav.configBooking") },
    { key: "tax", href: "/tax", title: t("nav.tax") },
  ];
  return (
    <>
      <PageTitle>{t("nav.config")}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <Link
            key={c.key}
            href={c.href}
            className="group rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            data-testid={`config-card-${c.key}`}
          >
            <Card className="h-full p-4 transition-colors group-hover:border-brand-500">
              <h2 className="text-base font-semibold text-slate-900 group-hover:text-brand-700">{c.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`config.cards.${c.key}`)}</p>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
