// The trip booking flow for guests, in its two forms (see OnlineBooking).
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HeldBookingForm } from "./held-booking-form";
import type { BookingFlow } from "./booking-flow";
import { Card, DocumentTitle } from "@/components/ui/card";
import { WidgetFrame } from "@/components/widget/widget-frame";
import { cn } from "@/components/ui/cn";
import { AppError } from "@/lib/core/errors";
import { addonsFor, displayCurrencies, onlineDepartures, freeRooms } from "@/lib/domain/online/lookups";
import { priceOnlineBooking } from "@/lib/domain/online/price-online";
import { activeProviders } from "@/lib/domain/payments/provider-config";
import { formatDayRange } from "@/lib/i18n/date-format";
import type { Locale } from "@/lib/i18n/locale";
import { formatMoney } from "@/lib/i18n/money-format";
import { translateMessage } from "@/lib/i18n/message-key";
import { requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam, unlessRefused, type SearchParams } from "@/lib/page/search-params";
import { frameWidget } from "@/lib/page/widget-frame";

type Offer = { roomId: number; name: string; type: string; beds?: number; total: string; currency: string };

/**
 * The trip booking flow of /book/online ("steps": each step replaces the last) and
 * /book/online-v2 ("onePage": departures, cabins and the details form stay on one page, the
 * chosen departure and cabin marked, the page scrolling to the next part). Same data, rules, hold.
 * In a vessel widget's frame (?widget=) it keeps to the widget's vessel, colour and language.
 */
export async function OnlineBooking({
  path,
  flow,
  searchParams,
}: {
  path: "/book/online" | "/book/online-v2";
  flow: BookingFlow;
  searchParams: SearchParams;
}) {
  const principal = await requireRoute(path);
  const onePage = flow === "onePage";
  const [t, sp, locale, widget] = await Promise.all([getTranslations(), searchParams, getLocale(), frameWidget()]);
  // a widget sells its own vessel's departures only (a resort's widget has no trips to offer)
  if (widget && widget.offer !== "vessel") notFound();
  const vesselId = widget ? widget.asset.id : positiveIntParam(sp.vessel);
  const scheduleId = positiveIntParam(sp.schedule);
  const guests = Math.min(positiveIntParam(sp.guests) ?? 1, 12);
  const schedules = await onlineDepartures({ vesselId });
  const schedule = schedules.find((s) => s.id === scheduleId);
  const roomId = positiveIntParam(sp.room);
  const shared = firstParam(sp.beds) === "1";

  let offers: Offer[] = [];
  let problem: string | null = null;
  if (schedule) {
    try {
      const free = await freeRooms({ scheduleId: schedule.id });
      const placeholder = Array.from({ length: guests }, (_, i) => ({ firstName: `Guest ${i + 1}`, lastName: "-" }));
      const candidates = free.rooms.filter(
        (r) => r.available && (r.shared ? r.freeBeds >= guests : r.maxNoOfPax >= guests),
      );
      offers = (
        await Promise.all(
          candidates.map(async (r) => {
            const beds = r.shared ? guests : undefined;
            const q = await unlessRefused(
              priceOnlineBooking(
                {
                  type: "vessel",
                  scheduleId: schedule.id,
                  rooms: [{ roomId: r.id, ...(beds ? { beds } : {}), guests: placeholder }],
                },
                principal,
                locale as Locale,
              ),
            );
            return q
              ? {
                  roomId: r.id,
                  name: r.name,
                  type: r.roomType ?? "",
                  beds,
                  total: String(q.total),
                  currency: q.currency,
                }
              : null;
          }),
        )
      ).filter((x) => x !== null);
      if (!offers.length) problem = t("book.nothingFree");
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      problem = translateMessage(t, e.message);
    }
  }
  const chosen = roomId ? offers.find((o) => o.roomId === roomId && !!o.beds === shared) : undefined;
  const href = (extra: Record<string, string | number>, anchor: string) =>
    `?${new URLSearchParams({ guests: String(guests), ...(vesselId ? { vessel: String(vesselId) } : {}), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])), ...(widget ? { widget: widget.slug } : {}) })}${onePage ? `#${anchor}` : ""}`;
  const link = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

  const page = (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <DocumentTitle title={t("book.onlineTitle")} />
      <h1 className="text-2xl font-semibold">{t("book.onlineTitle")}</h1>
      {!onePage && (
        <ol className="flex gap-4 text-sm text-slate-600" aria-label={t("book.steps")}>
          <li aria-current={!schedule ? "step" : undefined}>1. {t("book.stepTrip")}</li>
          <li aria-current={schedule && !chosen ? "step" : undefined}>2. {t("book.stepCabin")}</li>
          <li aria-current={chosen ? "step" : undefined}>3. {t("book.stepDetails")}</li>
        </ol>
      )}
      <Card className="p-6">
        <form method="get" className="flex items-end gap-4">
          {vesselId && <input type="hidden" name="vessel" value={vesselId} />}
          {schedule && <input type="hidden" name="schedule" value={schedule.id} />}
          {widget && <input type="hidden" name="widget" value={widget.slug} />}
          <label className="text-sm">
            {t("book.guests")}
            <input
              className="ml-2 w-20 rounded border px-2 py-1"
              type="number"
              name="guests"
              min={1}
              max={12}
              defaultValue={guests}
            />
          </label>
          <button type="submit" className={link}>
            {t("book.search")}
          </button>
        </form>
      </Card>
      {onePage && <h2 className="text-lg font-semibold">{t("book.stepTrip")}</h2>}
      {(onePage || !schedule) && (
        <ul className="space-y-3" data-testid="departures">
          {schedules.length === 0 && <li>{t("book.noDepartures")}</li>}
          {schedules.map((s) => (
            <li key={s.id} aria-current={s === schedule ? "true" : undefined}>
              <Card className={cn("flex items-center justify-between p-4", s === schedule && "ring-2 ring-brand-600")}>
                <div>
                  <p className="font-medium">
                    {s.tour} · {s.vessel}
                  </p>
                  <p className="text-sm text-slate-600">{formatDayRange(s.dateFrom, s.dateTo, locale)}</p>
                </div>
                <a className={link} href={href({ schedule: s.id }, "cabins")}>
                  {s === schedule ? t("book.chosen") : t("book.choose")}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-error">
          {problem}
        </p>
      )}
      {onePage && schedule && offers.length > 0 && (
        <h2 id="cabins" className="text-lg font-semibold">
          {t("book.stepCabin")}
        </h2>
      )}
      {schedule && (onePage || !chosen) && offers.length > 0 && (
        <ul className="space-y-3" data-testid="cabin-offers">
          {offers.map((o) => (
            <li key={`${o.roomId}-${o.beds ?? 0}`} aria-current={o === chosen ? "true" : undefined}>
              <Card className={cn("flex items-center justify-between p-4", o === chosen && "ring-2 ring-brand-600")}>
                <div>
                  <p className="font-medium">
                    {o.type} {o.name}
                  </p>
                  <p className="text-sm text-slate-600">
                    {o.beds ? t("book.singleBeds", { n: o.beds }) : t("book.wholeCabin")}
                  </p>
                </div>
                <div className="flex items-center gap-4">
                  <span className="font-semibold">{formatMoney(o.total, o.currency, locale)}</span>
                  <a
                    className={link}
                    href={href({ schedule: schedule.id, room: o.roomId, beds: o.beds ? 1 : 0 }, "details")}
                  >
                    {o === chosen ? t("book.chosen") : t("book.choose")}
                  </a>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {onePage && schedule && chosen && (
        <h2 id="details" className="text-lg font-semibold">
          {t("book.stepDetails")}
        </h2>
      )}
      {schedule && chosen && (
        <Card className="space-y-4 p-6">
          <p className="font-medium">
            {schedule.tour}, {formatDayRange(schedule.dateFrom, schedule.dateTo, locale)}: {chosen.type} {chosen.name},{" "}
            {t("book.guestsN", { n: guests })}, {formatMoney(chosen.total, chosen.currency, locale)}
          </p>
          <HeldBookingForm
            choice={{
              type: "vessel",
              scheduleId: schedule.id,
              roomId: chosen.roomId,
              beds: chosen.beds,
              guests,
              language: locale,
            }}
            providers={await activeProviders(locale as Locale)}
            addons={await addonsFor({ vesselId: schedule.vesselId })}
            displayCurrencies={await displayCurrencies()}
            widget={widget?.slug}
          />
        </Card>
      )}
    </main>
  );
  return widget ? <WidgetFrame widget={widget}>{page}</WidgetFrame> : page;
}
