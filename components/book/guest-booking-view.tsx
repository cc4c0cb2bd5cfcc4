// A booking as its guest sees it (/book?no=..&token=..) and as staff preview it (/book/preview):
// what was booked, the guests, the total, what is paid and open (deposit and rest when the terms
// of payment split it) and buttons to pay with the active providers. `preview`: a banner says so
// and the buttons are inert. Rendered on the server; only the pay buttons run in the browser.
import { Fragment } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { dec } from "@/lib/core/money";
import type { GuestBooking } from "@/lib/domain/online/guest-booking";
import type { PayPart } from "@/lib/domain/payments/pay-parts";
import { formatDateTime, formatDay } from "@/lib/i18n/date-format";
import { formatMoney } from "@/lib/i18n/money-format";
import { Card, DocumentTitle } from "../ui/card";
import { PayButtons } from "./pay-button";

type Props = {
  booking: GuestBooking;
  /** the booking's access token from the guest's link (null in the preview) */
  token: string | null;
  /** what the link asks to pay; falls back to everything open when nothing of it is open */
  part: PayPart;
  providers: { code: string; name: string }[];
  preview?: boolean;
  /** inside the signed-in frame (a customer's own booking): no page landmark of its own */
  embedded?: boolean;
  /** shown after the payments (the customer's documents) */
  children?: React.ReactNode;
};

export async function GuestBookingView({ booking: b, token, part, providers, preview, embedded, children }: Props) {
  const [t, ts, locale] = await Promise.all([
    getTranslations("book.booking"),
    getTranslations("bookingStates"),
    getLocale(),
  ]);
  const money = (amount: string) => formatMoney(amount, b.currency, locale);
  // one number everywhere: the one it goes by, the one it had before beneath
  const number = b.number;
  const Frame = embedded ? "div" : "main";
  const p = b.payments;
  const due = (x: PayPart) => dec(p.amounts[x]).gt(0);
  const open = due("open");
  const chosen: PayPart = due(part) ? part : "open";
  const split = due("deposit") && due("rest");
  const facts: [string, React.ReactNode, string][] = [
    [t("state"), ts(b.state as "confirmed"), "state"],
    [t("asset"), b.asset ?? "–", "asset"],
    ...(b.tour ? [[t("tour"), b.tour, "tour"] as [string, string, string]] : []),
    [t("dates"), t("datesValue", { from: formatDay(b.dateFrom, locale), to: formatDay(b.dateTo, locale) }), "dates"],
    [t("guests"), String(b.noOfPax), "guests"],
    // an unpaid online reservation: released at this time unless paid
    ...(b.optionUntil && open
      ? [
          [t("heldUntil"), formatDateTime(new Date(b.optionUntil), locale, b.timeZone), "held-until"] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <Frame className={embedded ? "max-w-2xl space-y-6" : "mx-auto max-w-2xl space-y-6 px-4 py-12"}>
      <DocumentTitle title={t("title", { bookingNo: number })} />
      {preview && (
        <div
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="preview-banner"
        >
          <strong>{t("preview")}</strong> {t("previewText")}{" "}
          <a className="underline" href={`/booking/${b.id}`}>
            {t("backToBooking")}
          </a>
        </div>
      )}
      <h1 className="text-2xl font-semibold" data-testid="guest-booking-title">
        {t("title", { bookingNo: number })}
      </h1>
      {b.earlierNumber && (
        <p className="-mt-4 text-sm text-slate-600" data-testid="guest-booking-earlier-number">
          {t("earlierNumber", { number: b.earlierNumber })}
        </p>
      )}
      <Card className="p-6">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {facts.map(([label, value, key]) => (
            <div key={key} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd data-testid={`guest-booking-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
        {b.rooms.length > 0 && (
          <>
            <h2 className="mb-2 mt-4 font-medium">{t("rooms")}</h2>
            <ul className="space-y-1 text-sm" data-testid="guest-booking-rooms">
              {b.rooms.map((r, i) => (
                <li key={i}>{t("roomLine", { type: r.roomType, room: r.room, n: r.noOfPax })}</li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="font-medium">{t("payments")}</h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">{t("total")}</dt>
          <dd data-testid="guest-booking-total">{money(p.total)}</dd>
          <dt className="text-slate-600">{t("paid")}</dt>
          <dd data-testid="guest-booking-paid">{money(p.paid)}</dd>
          <dt className="text-slate-600">{t("open")}</dt>
          <dd data-testid="guest-booking-open">{money(p.amounts.open)}</dd>
          {split && (
            <>
              {(["deposit", "rest"] as const).map((part) => (
                <Fragment key={part}>
                  <dt className="text-slate-600">{t(part)}</dt>
                  <dd data-testid={`guest-booking-${part}`}>
                    {p.due[part]
                      ? t("amountDue", { amount: money(p.amounts[part]), date: p.due[part] })
                      : money(p.amounts[part])}
                  </dd>
                </Fragment>
              ))}
            </>
          )}
        </dl>
        {b.priceMissing ? (
          <p data-testid="guest-booking-price-missing">{t("priceMissing")}</p>
        ) : !open ? (
          <p data-testid="guest-booking-paid-in-full">{t("paidInFull")}</p>
        ) : !b.payable ? (
          <p>{t("notPayable")}</p>
        ) : providers.length === 0 ? (
          <p>{t("noProviders")}</p>
        ) : (
          <PayButtons
            bookingId={b.id}
            token={token}
            providers={providers}
            part={chosen}
            disabled={preview}
            label={t(chosen === "open" ? "payOpen" : chosen === "deposit" ? "payDeposit" : "payRest", {
              amount: money(p.amounts[chosen]),
            })}
          />
        )}
      </Card>
      {children}
    </Frame>
  );
}
