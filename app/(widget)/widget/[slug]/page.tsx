// /widget/{slug}: the booking widget an operator embeds in its own web site (an iframe, see the
// snippet on /widget-admin/{id}). A compact page rendered on the server in the widget's colour and
// language: a resort's free room types for the guest's dates, or a vessel's next departures; the
// guest's choice continues in the booking flow (/book/resort, /book/online) in the same frame. Its
// only client component reports its height to the embedding page. Who may frame it: middleware.ts.
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { DocumentTitle } from "@/components/ui/card";
import { WidgetHeightReporter } from "@/components/widget/height-reporter";
import { AppError } from "@/lib/core/errors";
import { operatorToday } from "@/lib/core/operator";
import { textOn, readableOnWhite } from "@/lib/domain/widget/colours";
import { WIDGET_ROOT_ID } from "@/lib/domain/widget/embed-snippet";
import { resortOffers, vesselDepartures, type RoomTypeOffer } from "@/lib/domain/widget/offers";
import { publicWidget, type PublicWidget } from "@/lib/domain/widget/public-widget";
import { guestsOf, MAX_GUESTS, staySearch } from "@/lib/domain/widget/search";
import type { Locale } from "@/lib/i18n/locale";
import { translateMessage } from "@/lib/i18n/message-key";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import type { SearchParams } from "@/lib/page/search-params";

/** departures shown in the widget; the rest on the full booking page */
const DEPARTURES = 8;

async function widgetOrNotFound(slug: string): Promise<PublicWidget> {
  try {
    return await publicWidget(slug);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
}

export default async function WidgetPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: SearchParams;
}) {
  const { slug } = await params;
  const principal = await requireRoute(`/widget/${encodeURIComponent(slug)}`);
  if (!(await currentFeatures()).features.has("bookingWidget")) notFound();
  const widget = await widgetOrNotFound(slug);
  const [t, locale, sp] = await Promise.all([getTranslations(), getLocale(), searchParams]);
  const colour = widget.primaryColor;
  const button = { backgroundColor: colour, color: textOn(colour) };
  const buttonClass = "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium hover:opacity-90";

  return (
    <main id={WIDGET_ROOT_ID} className="mx-auto max-w-2xl space-y-4 p-4" data-widget={widget.slug}>
      <DocumentTitle title={widget.name} />
      <header style={{ borderColor: colour }} className="border-b-4 pb-2">
        <h1 className="text-xl font-semibold" style={{ color: readableOnWhite(colour) }}>
          {widget.name}
        </h1>
        <p className="text-sm text-slate-600">{widget.asset.name}</p>
      </header>
      {widget.offer === "resort" ? (
        <ResortOffers
          widget={widget}
          sp={sp}
          locale={locale as Locale}
          principal={principal}
          t={t}
          button={button}
          buttonClass={buttonClass}
        />
      ) : (
        <VesselOffers widget={widget} sp={sp} t={t} button={button} buttonClass={buttonClass} />
      )}
      <WidgetHeightReporter />
    </main>
  );
}

type T = Awaited<ReturnType<typeof getTranslations>>;
type Shared = {
  widget: PublicWidget;
  sp: Record<string, string | string[] | undefined>;
  t: T;
  button: React.CSSProperties;
  buttonClass: string;
};
const inputClass = "mt-1 block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";

async function ResortOffers({
  widget,
  sp,
  locale,
  principal,
  t,
  button,
  buttonClass,
}: Shared & { locale: Locale; principal: Awaited<ReturnType<typeof requireRoute>> }) {
  const today = await operatorToday();
  const stay = staySearch(sp, today);
  let offers: RoomTypeOffer[] = [];
  let problem = stay.problem ? translateMessage(t, stay.problem) : null;
  if (stay.searched) {
    try {
      offers = await resortOffers({ resortId: widget.asset.id, ...stay }, principal, locale);
      if (!offers.length) problem = t("widgets.page.nothingFree");
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      problem = e.fields?.map((f) => translateMessage(t, f.message)).join(" ") || translateMessage(t, e.message);
    }
  }
  const continueAt = (o: RoomTypeOffer) =>
    `/book/resort?${new URLSearchParams({ resort: String(widget.asset.id), from: stay.from, to: stay.to, guests: String(stay.guests), roomType: String(o.roomTypeId) })}`;
  return (
    <>
      <form method="get" className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="widget-search">
        <label className="text-sm">
          {t("widgets.page.arrival")}
          <input className={inputClass} type="date" name="from" min={today} defaultValue={stay.from} required />
        </label>
        <label className="text-sm">
          {t("widgets.page.departure")}
          <input className={inputClass} type="date" name="to" min={today} defaultValue={stay.to} required />
        </label>
        <label className="text-sm">
          {t("widgets.page.guests")}
          <input
            className={inputClass}
            type="number"
            name="guests"
            min={1}
            max={MAX_GUESTS}
            defaultValue={stay.guests}
            required
          />
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonClass} style={button}>
            {t("widgets.page.search")}
          </button>
        </div>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      {offers.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="widget-offers">
          {offers.map((o) => (
            <li key={o.roomTypeId} className="flex items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium">{o.name}</p>
                <p className="text-xs text-slate-600">{t("widgets.page.freeRooms", { n: o.free })}</p>
              </div>
              <div className="flex items-center gap-3">
                {o.total && (
                  <span className="text-sm font-semibold">
                    {o.total} {o.currency}
                  </span>
                )}
                <a
                  className={buttonClass}
                  style={button}
                  href={continueAt(o)}
                  data-testid={`widget-choose-${o.roomTypeId}`}
                >
                  {t("widgets.page.choose")}
                  <span className="sr-only"> {o.name}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

async function VesselOffers({ widget, sp, t, button, buttonClass }: Shared) {
  const guests = guestsOf(sp, 1);
  const { departures, more } = await vesselDepartures(widget.asset.id, DEPARTURES);
  const vessel = String(widget.asset.id);
  const continueAt = (scheduleId?: number) =>
    `/book/online?${new URLSearchParams({ vessel, guests: String(guests), ...(scheduleId ? { schedule: String(scheduleId) } : {}) })}`;
  return (
    <>
      <form method="get" className="flex items-end gap-3" data-testid="widget-search">
        <label className="text-sm">
          {t("widgets.page.guests")}
          <input
            className={`${inputClass} w-24`}
            type="number"
            name="guests"
            min={1}
            max={MAX_GUESTS}
            defaultValue={guests}
            required
          />
        </label>
        <button type="submit" className={buttonClass} style={button}>
          {t("widgets.page.update")}
        </button>
      </form>
      {departures.length === 0 ? (
        <p className="text-sm text-slate-600">{t("widgets.page.noDepartures")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="widget-departures">
          {departures.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium">{s.tour}</p>
                <p className="text-xs text-slate-600">
                  {t("widgets.page.dates", { from: s.dateFrom, to: s.dateTo })} ·{" "}
                  {t("widgets.page.nights", { n: s.nights })}
                </p>
              </div>
              <a
                className={buttonClass}
                style={button}
                href={continueAt(s.id)}
                data-testid={`widget-departure-${s.id}`}
              >
                {t("widgets.page.choose")}
                <span className="sr-only">
                  {" "}
                  {s.tour} {s.dateFrom}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <a className="text-sm underline" href={continueAt()}>
          {t("widgets.page.moreDepartures")}
        </a>
      )}
    </>
  );
}
