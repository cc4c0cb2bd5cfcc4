// The resort booking flow for guests, in its two forms (see ResortBooking).
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HeldBookingForm } from "./held-booking-form";
import { NotOffered, OfferItem } from "./offer-item";
import { flowHref, type FlowPageProps } from "./booking-flow";
import { DetailsStep, FlowSteps } from "./flow-steps";
import { Card, DocumentTitle } from "@/components/ui/card";
import { WidgetFrame } from "@/components/widget/widget-frame";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { addCalendarDays } from "@/lib/core/dates";
import { AppError } from "@/lib/core/errors";
import { operatorToday } from "@/lib/core/operator";
import type { ResortOffers } from "@/lib/domain/online/resort-offers";
import { datesInText, formatDayRange } from "@/lib/i18n/date-format";
import type { Locale } from "@/lib/i18n/locale";
import { formatMoney } from "@/lib/i18n/money-format";
import { translateMessage } from "@/lib/i18n/message-key";
import { requireRoute } from "@/lib/page/context";
import { firstParam, positiveIntParam } from "@/lib/page/search-params";
import { bookableResorts, detailsFormData, resortChoice } from "@/lib/page/online";
import { frameWidget } from "@/lib/page/widget-frame";

/**
 * The resort booking flow of /book/resort ("steps": each step replaces the last) and
 * /book/resort-v2 ("onePage": dates, room types and the details form stay on one page, the
 * chosen room type marked, the page scrolling to the next part). Same data, rules and hold.
 * In a resort widget's frame (?widget=) it keeps to the widget's resort, colour and language.
 */
export async function ResortBooking({ path, flow, searchParams }: FlowPageProps<"/book/resort" | "/book/resort-v2">) {
  const principal = await requireRoute(path);
  const onePage = flow === "onePage";
  const [t, sp, locale, allResorts, today, widget] = await Promise.all([
    getTranslations(),
    searchParams,
    getLocale(),
    bookableResorts(),
    operatorToday(),
    frameWidget(),
  ]);
  // a widget sells its own resort only (a vessel's widget has no stays to offer)
  if (widget && widget.offer !== "resort") notFound();
  const resorts = widget ? [widget.asset] : allResorts;
  const resortId = widget ? widget.asset.id : (positiveIntParam(sp.resort) ?? resorts[0]?.id);
  const from = firstParam(sp.from) ?? addCalendarDays(today, 14);
  const to = firstParam(sp.to) ?? addCalendarDays(from, 3);
  const guests = Math.min(positiveIntParam(sp.guests) ?? 2, 12);
  const chosenType = positiveIntParam(sp.roomType);
  const searched = !!firstParam(sp.from);

  // step 2: the room types for the dates, each priced by the pricing engine, and why the others are not offered
  let result: ResortOffers = { offers: [], notOffered: [], problem: null };
  let problem: string | null = null;
  if (searched && resortId) {
    try {
      result = await resortChoice(principal, { resortId, from, to, guests }, locale as Locale);
      if (result.problem) problem = translateMessage(t, result.problem);
      else if (!result.offers.length && !result.notOffered.length) problem = t("book.nothingFree");
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      problem = translateMessage(t, e.message);
    }
  }
  const offers = result.offers;
  const say = (raw: string) => datesInText(translateMessage(t, raw), locale);
  const chosen = chosenType ? offers.find((o) => o.roomTypeId === chosenType) : undefined;
  const query = (extra: Record<string, string | number>) =>
    flowHref({ resort: resortId ?? "", from, to, guests, ...extra }, widget, onePage && "details");

  const page = (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <DocumentTitle title={t("book.resortTitle")} />
      <h1 className="text-2xl font-semibold">{t("book.resortTitle")}</h1>
      {onePage ? (
        <h2 className="text-lg font-semibold">{t("book.stepDates")}</h2>
      ) : (
        <FlowSteps
          steps={[t("book.stepDates"), t("book.stepRoom"), t("book.stepDetails")]}
          current={!searched ? 0 : chosen ? 2 : 1}
        />
      )}
      <Card className="p-6">
        <form method="get" className="grid gap-4 sm:grid-cols-4" data-testid="resort-search">
          {resorts.length > 1 && (
            <label className="text-sm sm:col-span-4">
              {t("book.resort")}
              <Select name="resort" defaultValue={String(resortId ?? "")}>
                {resorts.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </label>
          )}
          {resorts.length === 1 && <input type="hidden" name="resort" value={resortId} />}
          {widget && <input type="hidden" name="widget" value={widget.slug} />}
          <label className="text-sm">
            {t("book.arrival")}
            <Input type="date" name="from" min={today} defaultValue={from} required />
          </label>
          <label className="text-sm">
            {t("book.departure")}
            <Input type="date" name="to" min={today} defaultValue={to} required />
          </label>
          <label className="text-sm">
            {t("book.guests")}
            <Input type="number" name="guests" min={1} max={12} defaultValue={guests} required />
          </label>
          <div className="flex items-end">
            <Button type="submit" data-testid="resort-search-submit">
              {t("book.search")}
            </Button>
          </div>
        </form>
      </Card>
      {problem && (
        <p role="alert" className="text-error" data-testid="book-problem">
          {problem}
        </p>
      )}
      {onePage && searched && offers.length > 0 && <h2 className="text-lg font-semibold">{t("book.stepRoom")}</h2>}
      {searched && (onePage || !chosen) && offers.length > 0 && (
        <ul className="space-y-3" data-testid="room-offers">
          {offers.map((o) => (
            <OfferItem
              key={o.roomTypeId}
              chosen={o === chosen}
              offer={o}
              href={query({ roomType: o.roomTypeId })}
              testId={`choose-${o.roomTypeId}`}
            >
              <p className="font-medium">{o.name}</p>
              <p className="text-sm text-slate-600">{t("book.freeRooms", { n: o.free })}</p>
            </OfferItem>
          ))}
        </ul>
      )}
      {searched && !chosen && result.notOffered.length > 0 && (
        <NotOffered id="not-offered" title={t("book.notOfferedTitle")} testId="room-not-offered">
          {result.notOffered.map((n) => (
            <li key={n.roomTypeId}>
              <Card className="space-y-2 p-4 text-sm">
                <p>
                  <span className="font-medium">{n.name}</span>: {n.reasons.map(say).join(". ")}
                </p>
                {n.suggestions.length > 0 && (
                  <p className="flex flex-wrap items-center gap-2" data-testid={`nearest-${n.roomTypeId}`}>
                    {t("book.stay.nearest")}
                    {n.suggestions.map((x) => (
                      <a
                        key={`${x.dateFrom}-${x.dateTo}`}
                        className="rounded border border-brand-600 px-2 py-1 text-brand-700 hover:bg-brand-50"
                        href={`?${new URLSearchParams({ resort: String(resortId ?? ""), from: x.dateFrom, to: x.dateTo, guests: String(guests) })}`}
                      >
                        {formatDayRange(x.dateFrom, x.dateTo, locale)}
                      </a>
                    ))}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </NotOffered>
      )}
      {chosen && resortId && (
        <DetailsStep
          onePage={onePage}
          summary={
            <>
              {chosen.name}: {formatDayRange(from, to, locale)}, {t("book.guestsN", { n: guests })},{" "}
              {formatMoney(chosen.total, chosen.currency, locale)}
            </>
          }
        >
          <HeldBookingForm
            choice={{
              type: "resort",
              resortId,
              dateFrom: from,
              dateTo: to,
              roomTypeId: chosen.roomTypeId,
              guests,
              language: locale,
            }}
            {...await detailsFormData(locale as Locale, { resortId })}
            widget={widget?.slug}
          />
        </DetailsStep>
      )}
    </main>
  );
  return widget ? <WidgetFrame widget={widget}>{page}</WidgetFrame> : page;
}
