// One offer of the guest booking pages (a room type of a resort, a cabin of a departure): what it
// is, its price, and the link that chooses it; the chosen one is marked. And the offers a search
// found but cannot sell, each saying why.
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatMoney } from "@/lib/i18n/money-format";

export const CHOOSE_LINK = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

export async function OfferItem(p: {
  /** its price for the whole stay or trip, written for the guest in their language */
  offer: { total: string; currency: string };
  chosen: boolean;
  href: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const [t, locale] = await Promise.all([getTranslations("book"), getLocale()]);
  return (
    <li aria-current={p.chosen ? "true" : undefined}>
      <Card className={cn("flex items-center justify-between p-4", p.chosen && "ring-2 ring-brand-600")}>
        <div>{p.children}</div>
        <div className="flex items-center gap-4">
          <span className="font-semibold">{formatMoney(p.offer.total, p.offer.currency, locale)}</span>
          <a className={CHOOSE_LINK} href={p.href} data-testid={p.testId}>
            {p.chosen ? t("chosen") : t("choose")}
          </a>
        </div>
      </Card>
    </li>
  );
}

/** The offers not offered, under a heading (`id`), each an item of the list saying why. */
export function NotOffered(p: {
  id: string;
  title: string;
  testId: string;
  /** the trip's closer list in small text */
  dense?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={p.dense ? "space-y-2" : "space-y-3"} aria-labelledby={p.id}>
      <h2 id={p.id} className="text-sm font-medium text-slate-600">
        {p.title}
      </h2>
      <ul className={p.dense ? "space-y-2 text-sm" : "space-y-3"} data-testid={p.testId}>
        {p.children}
      </ul>
    </section>
  );
}
