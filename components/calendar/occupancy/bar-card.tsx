"use client";
// The hover card of a booking's bar on the tape chart (pointer over it, or the focus on it): the
// guest, the nights, the state and the balance (the booking's open amount, read once when first
// shown: the grid's data carries no money).
import { useLocale, useTranslations } from "next-intl";
import { formatDayRange } from "@/lib/i18n/date-format";
import { nightsBetween, useBookingSummary, useMoney } from "../../booking/booking-drawer";
import type { BookingEntry } from "./use-bar-drag";

export function BarCard({ entry, anchor }: { entry: BookingEntry; anchor: DOMRect }) {
  const t = useTranslations("bookingDrawer");
  const ts = useTranslations("bookingStates");
  const locale = useLocale();
  const money = useMoney();
  const { summary } = useBookingSummary(entry.bookingId);
  // below the bar, or above it near the window's bottom
  const below = anchor.bottom + 140 < window.innerHeight;
  return (
    <div
      role="tooltip"
      data-testid="grid-card"
      className="pointer-events-none fixed z-50 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg"
      style={{
        left: Math.min(Math.max(anchor.left, 8), window.innerWidth - 272),
        top: below ? anchor.bottom + 4 : undefined,
        bottom: below ? undefined : window.innerHeight - anchor.top + 4,
      }}
    >
      <p className="font-semibold">{summary?.customer?.fullName ?? entry.label}</p>
      <p className="text-slate-600">{entry.bookingNo}</p>
      <p>
        {formatDayRange(entry.from, entry.to, locale)} · {t("nights", { nights: nightsBetween(entry.from, entry.to) })}{" "}
        · {t("pax", { pax: entry.pax })}
      </p>
      <p>
        {t("state")}: {ts(entry.state)}
      </p>
      <p data-testid="grid-card-balance">
        {t("balance")}: {summary ? money(summary.open, summary.currency) : "…"}
      </p>
    </div>
  );
}
