// The trip booking flow for guests, in its two forms (see OnlineBooking).
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HeldBookingForm } from "./held-booking-form";
import { CHOOSE_LINK, NotOffered, OfferItem } from "./offer-item";
import { flowHref, type FlowPageProps } from "./booking-flow";
import { DetailsStep, FlowSteps } from "./flow-steps";
import { Card, DocumentTitle } from "@/components/ui/card";
import { WidgetFrame } from "@/components/widget/widget-frame";
import { cn } from "@/components/ui/cn";
import { AppError } from "@/lib/core/errors";
import type { CabinOffers } from "@/lib/domain/online/cabin-offers";
import { MONTH, PARTIES, type Party } from "@/lib/domain/online/search-terms";
import { formatDayRange } from "@/lib/i18n/date-format";
import type { Locale } from "@/lib/i18n/locale";
import { formatMoney } from "@/lib/i18n/money-format";
import { translateMessage } from "@/lib/i18n/message-key";
import { requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam } from "@/lib/page/search-params";
import { cabinChoice, departureChoice, detailsFormData } from "@/lib/page/online";
import { frameWidget } from "@/lib/page/widget-frame";

/** Departures a page of the list shows. */
const PAGE = 20;

/** "May 2027" as the guest's language writes it. */
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The trip booking flow of /book/online ("steps": each step replaces the last) and
 * /book/online-v2 ("onePage": departures, cabins and the details form stay on one page, the
 * chosen departure and cabin marked, the page scrolling to the next part). Same data, rules, hold.
 * In a vessel widget's frame (?widget=) it keeps to the widget's vessel, colour and language.
 */
export async function OnlineBooking({ path, flow, searchParams }: FlowPageProps<"/book/online" | "/book/online-v2">) {
  const principal = await requireRoute(path);
  const onePage = flow === "onePage";
  const [t, sp, locale, widget] = await Promise.all([getTranslations(), searchParams, getLocale(), frameWidget()]);
  // a widget sells its own vessel's departures only (a resort's widget has no trips to offer)
  if (widget && widget.offer !== "vessel") notFound();
  const vesselId = widget ? widget.asset.id : positiveIntParam(sp.vessel);
  const scheduleId = positiveIntParam(sp.schedule);
  const guests = Math.min(positiveIntParam(sp.guests) ?? 1, 12);
  const party = (PARTIES as readonly string[]).includes(firstParam(sp.party) ?? "")
    ? (firstParam(sp.party) as Party)
    : null;
  // the departures list: filtered by tour and month, grouped by month, a page at a time
  const tourId = positiveIntParam(sp.tour);
  const month = MONTH.test(firstParam(sp.month) ?? "") ? firstParam(sp.month)! : undefined;
  const pageNo = positiveIntParam(sp.page) ?? 1;
  const {
    all,
    items: schedules,
    more,
  } = await departureChoice({
    vesselId,
    tourId,
    month,
    pax: guests,
    offset: (pageNo - 1) * PAGE,
    limit: PAGE,
  });
  const tours = [...new Map(all.map((s) => [s.tourId, s.tour])).entries()];
  const months = [...new Set(all.map((s) => s.dateFrom.slice(0, 7)))];
  const schedule = all.find((s) => s.id === scheduleId);
  const byMonth = new Map<string, typeof schedules>();
  for (const s of schedules) byMonth.set(s.dateFrom.slice(0, 7), [...(byMonth.get(s.dateFrom.slice(0, 7)) ?? []), s]);
  const roomId = positiveIntParam(sp.room);
  const shared = firstParam(sp.beds) === "1";

  let result: CabinOffers = { offers: [], notOffered: [] };
  let problem: string | null = null;
  if (schedule) {
    try {
      result = await cabinChoice(principal, { scheduleId: schedule.id, guests, party });
      if (!result.offers.length && !result.notOffered.length) problem = t("book.nothingFree");
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      problem = translateMessage(t, e.message);
    }
  }
  const offers = result.offers;
  const chosen = roomId ? offers.find((o) => o.roomId === roomId && !!o.beds === shared) : undefined;
  // what the links keep of the search: who travels, the vessel and the list's filter and page
  const keep: Record<string, string> = {
    ...(party ? { party } : {}),
    ...(vesselId ? { vessel: String(vesselId) } : {}),
    ...(tourId ? { tour: String(tourId) } : {}),
    ...(month ? { month } : {}),
    ...(pageNo > 1 ? { page: String(pageNo) } : {}),
  };
  const href = (extra: Record<string, string | number>, anchor: string) =>
    flowHref({ guests, ...keep, ...extra }, widget, onePage && anchor);
  const link = CHOOSE_LINK;

  const page = (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <DocumentTitle title={t("book.onlineTitle")} />
      <h1 className="text-2xl font-semibold">{t("book.onlineTitle")}</h1>
      {!onePage && (
        <FlowSteps
          steps={[t("book.stepTrip"), t("book.stepCabin"), t("book.stepDetails")]}
          current={!schedule ? 0 : chosen ? 2 : 1}
        />
      )}
      <Card className="p-6">
        <form method="get" className="flex flex-wrap items-end gap-4">
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
          <label className="text-sm">
            {t("book.party.label")}
            <select className="ml-2 rounded border px-2 py-1" name="party" defaultValue={party ?? ""}>
              <option value="">{t("book.party.unsaid")}</option>
              {PARTIES.map((p) => (
                <option key={p} value={p}>
                  {t(`book.party.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={link}>
            {t("book.search")}
          </button>
        </form>
      </Card>
      {onePage && <h2 className="text-lg font-semibold">{t("book.stepTrip")}</h2>}
      {(onePage || !schedule) && (
        <form method="get" className="flex flex-wrap items-end gap-4 text-sm" data-testid="departure-filter">
          <input type="hidden" name="guests" value={guests} />
          {party && <input type="hidden" name="party" value={party} />}
          {vesselId && <input type="hidden" name="vessel" value={vesselId} />}
          <label>
            {t("book.departures.tour")}
            <select className="ml-2 rounded border px-2 py-1" name="tour" defaultValue={tourId ?? ""}>
              <option value="">{t("book.departures.allTours")}</option>
              {tours.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("book.departures.month")}
            <select className="ml-2 rounded border px-2 py-1" name="month" defaultValue={month ?? ""}>
              <option value="">{t("book.departures.allMonths")}</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthName(m, locale)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-brand-600 px-3 py-1 text-brand-700">
            {t("book.departures.filter")}
          </button>
        </form>
      )}
      {(onePage || !schedule) && (
        <div className="space-y-6" data-testid="departures">
          {schedules.length === 0 && <p>{tourId || month ? t("book.departures.none") : t("book.noDepartures")}</p>}
          {[...byMonth].map(([m, list]) => (
            <section key={m} aria-labelledby={`month-${m}`} className="space-y-3">
              <h3 id={`month-${m}`} className="font-medium text-slate-700">
                {monthName(m, locale)}
              </h3>
              <ul className="space-y-3">
                {list.map((s) => (
                  <li key={s.id} aria-current={s.id === schedule?.id ? "true" : undefined}>
                    <Card
                      className={cn(
                        "flex items-center justify-between gap-4 p-4",
                        s.id === schedule?.id && "ring-2 ring-brand-600",
                      )}
                    >
                      <div>
                        <p className="font-medium">
                          {s.tour} · {s.vessel}
                        </p>
                        <p className="text-sm text-slate-600">
                          {formatDayRange(s.dateFrom, s.dateTo, locale)} ·{" "}
                          {t("book.departures.nights", { n: s.nights })}
                        </p>
                      </div>
                      <div className="flex items-center gap-4 text-right">
                        <div>
                          <p className="font-semibold" data-testid="price-from">
                            {t("book.departures.priceFrom", { price: formatMoney(s.priceFrom, s.currency, locale) })}
                          </p>
                          <p className={cn("text-sm", s.fewLeft ? "font-medium text-amber-700" : "text-slate-600")}>
                            {s.fewLeft
                              ? t("book.departures.fewLeft", { n: s.freeBeds })
                              : t("book.freeBeds", { n: s.freeBeds })}
                          </p>
                        </div>
                        <a className={link} href={href({ schedule: s.id }, "cabins")}>
                          {s.id === schedule?.id ? t("book.chosen") : t("book.choose")}
                        </a>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {(pageNo > 1 || more) && (
            <nav className="flex justify-between text-sm" aria-label={t("book.departures.pages")}>
              {pageNo > 1 ? (
                <a
                  className="underline"
                  href={`?${new URLSearchParams({ guests: String(guests), ...keep, page: String(pageNo - 1) })}`}
                >
                  {t("book.departures.earlier")}
                </a>
              ) : (
                <span />
              )}
              {more && (
                <a
                  className="underline"
                  href={`?${new URLSearchParams({ guests: String(guests), ...keep, page: String(pageNo + 1) })}`}
                >
                  {t("book.departures.later")}
                </a>
              )}
            </nav>
          )}
        </div>
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
            <OfferItem
              key={`${o.roomId}-${o.beds ?? 0}`}
              chosen={o === chosen}
              offer={o}
              href={href({ schedule: schedule.id, room: o.roomId, beds: o.beds ? 1 : 0 }, "details")}
            >
              <p className="font-medium">
                {o.type} {o.name}
              </p>
              <p className="text-sm text-slate-600">
                {o.beds ? t("book.singleBeds", { n: o.beds }) : t("book.wholeCabin")}
                {o.beds ? ` · ${t("book.freeBeds", { n: o.freeBeds })}` : ""}
                {o.beds && o.genders.length
                  ? ` · ${t(o.genders.includes("m") ? (o.genders.includes("f") ? "book.sharedMixed" : "book.sharedMen") : "book.sharedWomen")}`
                  : ""}
              </p>
            </OfferItem>
          ))}
        </ul>
      )}
      {schedule && !chosen && result.notOffered.length > 0 && (
        <NotOffered id="cabins-not-offered" title={t("book.cabinsNotOffered")} testId="cabins-not-offered" dense>
          {result.notOffered.map((n) => (
            <li key={n.roomId} className="rounded-md border border-slate-200 bg-white px-4 py-2">
              <span className="font-medium">
                {n.type} {n.name}
              </span>
              : {n.reasons.map((r) => translateMessage(t, r)).join(". ")}
            </li>
          ))}
        </NotOffered>
      )}
      {schedule && chosen && (
        <DetailsStep
          onePage={onePage}
          summary={
            <>
              {schedule.tour}, {formatDayRange(schedule.dateFrom, schedule.dateTo, locale)}: {chosen.type} {chosen.name}
              , {t("book.guestsN", { n: guests })}, {formatMoney(chosen.total, chosen.currency, locale)}
            </>
          }
        >
          <HeldBookingForm
            choice={{
              type: "vessel",
              scheduleId: schedule.id,
              roomId: chosen.roomId,
              beds: chosen.beds,
              guests,
              language: locale,
              party,
            }}
            {...await detailsFormData(locale as Locale, { vesselId: schedule.vesselId })}
            widget={widget?.slug}
          />
        </DetailsStep>
      )}
    </main>
  );
  return widget ? <WidgetFrame widget={widget}>{page}</WidgetFrame> : page;
}
