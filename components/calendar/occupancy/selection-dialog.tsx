"use client";
// The nights dragged across on the occupancy grid: what the stay rules say against them, the link
// that books them in the wizard, and the form that blocks them.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/lib/i18n/date-format";
import { BlockerForm } from "../../inventory/blocker-form";
import { Dialog, DialogContent } from "../../ui/dialog";
import type { ChosenRange } from "./use-grid-selection";

export function SelectionDialog(p: {
  range: ChosenRange | null;
  canBook: boolean;
  canBlock: boolean;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const t = useTranslations("occupancy");
  const tr = useTranslations("stayRules.reasons");
  const locale = useLocale();
  const { range } = p;
  return (
    <Dialog open={!!range} onOpenChange={(o) => !o && p.onClose()}>
      {range?.room && (
        <DialogContent
          title={t("selection.title", { room: range.room.name })}
          description={t("selection.description", {
            from: formatDay(range.from, locale),
            to: formatDay(range.to, locale),
            nights: range.nights,
          })}
        >
          <div className="space-y-4" data-testid="grid-selection">
            {range.warnings.length > 0 && (
              <div
                className="rounded border border-amber-300 bg-amber-50 p-2 text-sm"
                data-testid="grid-selection-stay"
              >
                <p className="font-medium">{t("stay.warning")}</p>
                <ul className="list-disc pl-5">
                  {range.warnings.map((w, i) => (
                    <li key={i}>
                      {t(`stay.on.${w.on}`)}: {tr(w.reason.code, w.reason.values ?? {})}
                      {w.reason.code === "STOP_SELL" && w.reason.values?.date ? ` (${w.reason.values.date})` : null}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {p.canBook && (
              <Link
                className="inline-block rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white"
                data-testid="grid-book"
                href={`/booking/wizard?${new URLSearchParams({
                  type: "resort",
                  resortId: String(range.room.resortId),
                  roomId: String(range.room.id),
                  dateFrom: range.from,
                  dateTo: range.to,
                })}`}
              >
                {t("selection.book")}
              </Link>
            )}
            {p.canBlock && (
              <section className="space-y-2">
                <h3 className="font-medium">{t("selection.block")}</h3>
                <BlockerForm roomId={range.room.id} from={range.from} to={range.to} onDone={p.onBlocked} />
              </section>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
