// "Why this price" on the booking page (issue 11, item 5): which prices were candidates and why
// one was used, how every line's price was found (price, period and entry, variant, surcharges,
// conversion, quantities), the specials that applied with the rules that matched and those that
// did not with the first rule that failed. A closed <details> until staff open it; the texts come
// translated from the server (lib/page/booking-calculation.ts).
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/i18n/money-format";
import type { CalculationPanelData } from "@/lib/page/booking-calculation";

export function WhyThisPrice({
  explain,
  currency,
}: {
  explain: NonNullable<CalculationPanelData["explain"]>;
  currency: string;
}) {
  const t = useTranslations("bookingCalculation.why");
  const locale = useLocale();
  const applied = explain.specials.filter((s) => s.applied);
  const notApplied = explain.specials.filter((s) => !s.applied);
  const explained = explain.lines.filter((l) => l.steps.length > 0);
  const heading = "text-sm font-semibold text-slate-900";
  return (
    <details className="group border-t border-slate-200" data-testid="why-this-price">
      <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50">
        {t("title")}
      </summary>
      <div className="space-y-5 px-4 pb-4 text-sm">
        <section aria-labelledby="why-prices">
          <h3 id="why-prices" className={heading}>
            {t("prices")}
          </h3>
          {explain.prices.length === 0 ? (
            <p className="text-slate-600">{t("noPrices")}</p>
          ) : (
            <ul className="mt-1 space-y-1" data-testid="why-prices">
              {explain.prices.map((p, i) => (
                <li key={i}>
                  <span className="font-medium">{p.name}</span>{" "}
                  <span className={p.chosen ? "text-success" : "text-slate-600"}>
                    {p.chosen ? t("chosen") : t("notChosen", { reason: p.reason })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="why-lines">
          <h3 id="why-lines" className={heading}>
            {t("lines")}
          </h3>
          {explained.length === 0 ? (
            <p className="text-slate-600">{t("noSteps")}</p>
          ) : (
            <ul className="mt-1 space-y-2" data-testid="why-lines">
              {explained.map((l) => (
                <li key={l.key} data-key={l.key}>
                  <span className="font-medium">{l.text}</span>
                  <ol className="ml-5 list-decimal text-slate-700">
                    {l.steps.map((s, i) => (
                      <li key={i}>{s}</li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="why-applied">
          <h3 id="why-applied" className={heading}>
            {t("applied")}
          </h3>
          {applied.length === 0 ? (
            <p className="text-slate-600">{t("none")}</p>
          ) : (
            <ul className="mt-1 space-y-2" data-testid="why-specials-applied">
              {applied.map((s) => (
                <li key={s.id} data-special={s.id}>
                  <span className="font-medium">{s.name}</span>
                  {s.effect && (
                    <span className="text-slate-600">
                      {" "}
                      · {t("effect", { amount: formatMoney(s.effect, currency, locale) })}
                    </span>
                  )}
                  {s.forced ? (
                    <p className="text-slate-700">{t("forced")}</p>
                  ) : (
                    s.matched.length > 0 && (
                      <p className="text-slate-700">
                        {t("matched")}: {s.matched.join("; ")}
                      </p>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="why-not-applied">
          <h3 id="why-not-applied" className={heading}>
            {t("notApplied")}
          </h3>
          {notApplied.length === 0 ? (
            <p className="text-slate-600">{t("none")}</p>
          ) : (
            <ul className="mt-1 space-y-2" data-testid="why-specials-not-applied">
              {notApplied.map((s) => (
                <li key={s.id} data-special={s.id}>
                  <span className="font-medium">{s.name}</span>
                  <span className="text-slate-600"> · {s.outcome}</span>
                  {s.failed && (
                    <p className="text-slate-700">
                      {t("failed")}: {s.failed}
                    </p>
                  )}
                  {s.conflictWith && <p className="text-slate-700">{t("conflict", { special: s.conflictWith })}</p>}
                  {s.matched.length > 0 && (
                    <p className="text-slate-600">
                      {t("matched")}: {s.matched.join("; ")}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </details>
  );
}
