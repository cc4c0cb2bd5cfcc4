"use client";
// The booking drawer: a side panel over the screen (the tape chart, the calendar, a list) with a
// booking's guest, stay, state and balance and the desk's quick actions (check in, check out,
// record a payment, mail a document, cancel) and a link to the full booking page, so the desk
// need not leave the screen it works on. It reads GET /api/bookings/{id} and calls the same
// endpoints the booking page does (checkin, checkout, payment, sendMail, cancell), naming the
// version it shows: a change made meanwhile is a 409, shown as the server says it. A guard's 409
// (an early check-in, a check-out with money open) asks for the reason here, as the booking page
// does; cancelling asks in the same dialog as the booking page (terms, fee). `useBookingSummary`
// is its read, shared with the chart's hover card; `useBookingDrawer` opens it from a list, the
// calendar or a bed (a plain click or Enter on the booking's link; ctrl/middle click still opens
// the page).
// Loaded when it first opens (components/booking/booking-drawer.tsx), with Radix: no page carries it
// before (issue 43, page weight).
import * as RadixDialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { api, type ApiResult } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CloseX, focusOpener, OpenerCapture } from "../ui/dialog-panel";
import { Input, Options, Select } from "../ui/input";
import { toast } from "../ui/toast";
import { answerFlags, type GuardFlags } from "./guard-answer";
import { askCancellation, CancelDialog, ReasonField, type CancelAsk, type CancelBody } from "./cancel-dialog";
import { SendPaper } from "./send-paper";
import type { BookingDrawerProps } from "./booking-drawer";
import { bookingLabelOf, nightsBetween, useBookingSummary, useMoney } from "./booking-summary";

const METHODS = ["cash", "card", "transfer"] as const;
/** The states a booking may be cancelled from (docs/booking-states.md: cancell), before check-in. */
const CANCELLABLE = ["draft", "planned", "confirmed", "waiting"];

export default function BookingDrawerPanel(p: BookingDrawerProps) {
  const t = useTranslations("bookingDrawer");
  const ts = useTranslations("bookingStates");
  const locale = useLocale();
  const money = useMoney();
  const { summary: b, error, reload } = useBookingSummary(p.bookingId);
  const [templates, setTemplates] = useState<{ id: string; name: string }[]>([]);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<(typeof METHODS)[number]>("cash");
  // a guard's question (the server's 409 message) and the reason that answers it
  const [guard, setGuard] = useState<{ action: "checkin" | "checkout"; message: string; flags: GuardFlags } | null>(
    null,
  );
  const [guardReason, setGuardReason] = useState("");
  const [cancelAsk, setCancelAsk] = useState<CancelAsk | null>(null);
  // closed, the focus goes back to what opened the drawer (a row's link, a bed, a bar)
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setMessage(null);
    setAmount("");
    setGuard(null);
    setGuardReason("");
    setCancelAsk(null);
    if (p.bookingId === null || !p.staff) return setTemplates([]);
    const ctrl = new AbortController();
    void api<{ id: string; name: string }[]>(`/api/bookings/${p.bookingId}/templates`, { signal: ctrl.signal }).then(
      (res) => !ctrl.signal.aborted && setTemplates(res.ok ? res.data : []),
    );
    return () => ctrl.abort();
  }, [p.bookingId, p.staff]);

  const write = async (path: string, body: Record<string, unknown>, done: string) => {
    if (!b) return;
    setPending(true);
    setMessage(null);
    const res = await api(`/api/bookings/${b.id}/${path}`, { body: { ...body, version: b.version } });
    setPending(false);
    return settle(res, done);
  };
  const settle = (res: ApiResult<unknown>, done: string) => {
    if (!res.ok) return void setMessage(res.error.message);
    toast(done);
    setGuard(null);
    setGuardReason("");
    setCancelAsk(null);
    reload();
    p.onChanged?.();
    return true;
  };
  /** check-in, check-out: a guard's 409 that a reason answers asks for it here. */
  const guarded = async (action: "checkin" | "checkout", sent: GuardFlags = {}) => {
    if (!b) return;
    setPending(true);
    setMessage(null);
    const answer = Object.keys(sent).length ? { ...sent, reason: guardReason.trim() } : {};
    const res = await api(`/api/bookings/${b.id}/${action}`, { body: { version: b.version, ...answer } });
    setPending(false);
    // the next question (an early check-in of a diver not eligible) keeps the reason given
    const flags = !res.ok && res.status === 409 ? answerFlags(res.error.details, sent) : null;
    if (!res.ok && flags) return setGuard({ action, message: res.error.message, flags });
    settle(res, t(action === "checkin" ? "checkedInDone" : "checkedOutDone"));
  };
  const askCancel = async () => {
    if (!b) return;
    setPending(true);
    setMessage(null);
    const res = await askCancellation(b.id, b.version);
    setPending(false);
    if (!res.ok) return setMessage(res.error.message);
    setCancelAsk(res.data);
  };

  const open = p.bookingId !== null;
  const active = b && !["aborted", "deleted", "freed", "rebooked", "splitted"].includes(b.state);
  const canCheckIn = active && b.state === "confirmed" && !b.checkedInAt;
  const canCheckOut = active && !!b.checkedInAt && !b.checkedOutAt;
  const canCancel = b && CANCELLABLE.includes(b.state) && !b.resolved && !b.checkedInAt;

  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && p.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/30" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-[70] flex w-[min(28rem,100vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none"
          data-testid="booking-drawer"
          onCloseAutoFocus={focusOpener(opener)}
        >
          <OpenerCapture into={opener} />
          <div className="flex items-start justify-between gap-2">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                {b ? bookingLabelOf(b) : t("loading")}
              </RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-slate-600">
                {b?.customer?.fullName ?? b?.agency?.name ?? t("noGuest")}
              </RadixDialog.Description>
            </div>
            <CloseX testId="booking-drawer-close" />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          {b && (
            <div className="mt-4 space-y-4 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-slate-600">{t("state")}</dt>
                <dd data-testid="booking-drawer-state">
                  {ts(b.state)}
                  {b.checkedOutAt ? ` · ${t("checkedOut")}` : b.checkedInAt ? ` · ${t("checkedIn")}` : ""}
                </dd>
                <dt className="text-slate-600">{t("stay")}</dt>
                <dd>
                  {formatDayRange(b.dateFrom, b.dateTo, locale)} ·{" "}
                  {t("nights", { nights: nightsBetween(b.dateFrom, b.dateTo) })} · {t("pax", { pax: b.noOfPax })}
                </dd>
                {(b.resort || b.vessel) && (
                  <>
                    <dt className="text-slate-600">{t("where")}</dt>
                    <dd>{b.resort?.name ?? b.vessel?.name}</dd>
                  </>
                )}
                <dt className="text-slate-600">{t("rooms")}</dt>
                <dd>{b.rooms.map((r) => r.name).join(", ") || "–"}</dd>
                <dt className="text-slate-600">{t("total")}</dt>
                <dd>{money(b.total, b.currency)}</dd>
                <dt className="text-slate-600">{t("paid")}</dt>
                <dd>{money(b.paid, b.currency)}</dd>
                <dt className="text-slate-600">{t("balance")}</dt>
                <dd className="font-semibold" data-testid="booking-drawer-balance">
                  {money(b.open, b.currency)}
                </dd>
              </dl>

              {p.staff && (canCheckIn || canCheckOut || canCancel) && (
                <div className="flex flex-wrap gap-2">
                  {canCheckIn && (
                    <Button
                      disabled={pending}
                      data-testid="booking-drawer-checkin"
                      onClick={() => void guarded("checkin")}
                    >
                      {t("checkin")}
                    </Button>
                  )}
                  {canCheckOut && (
                    <Button
                      disabled={pending}
                      data-testid="booking-drawer-checkout"
                      onClick={() => void guarded("checkout")}
                    >
                      {t("checkout")}
                    </Button>
                  )}
                  {canCancel && (
                    <Button
                      variant="danger"
                      disabled={pending}
                      data-testid="booking-drawer-cancel"
                      onClick={() => void askCancel()}
                    >
                      {t("cancel")}
                    </Button>
                  )}
                </div>
              )}
              {guard && (
                <form
                  className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3"
                  data-testid="booking-drawer-guard"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (guardReason.trim()) void guarded(guard.action, guard.flags);
                  }}
                >
                  <p data-testid="booking-drawer-guard-message">{guard.message}</p>
                  <ReasonField
                    label={t("guardReason")}
                    value={guardReason}
                    onChange={setGuardReason}
                    testId="booking-drawer-guard-reason"
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="submit"
                      disabled={pending || !guardReason.trim()}
                      data-testid="booking-drawer-guard-confirm"
                    >
                      {t(
                        guard.flags.override
                          ? "guardConfirmOverride"
                          : guard.action === "checkin"
                            ? "guardConfirmCheckin"
                            : "guardConfirmCheckout",
                      )}
                    </Button>
                    <Button type="button" variant="secondary" onClick={() => setGuard(null)}>
                      {t("guardBack")}
                    </Button>
                  </div>
                </form>
              )}
              {message && !cancelAsk && <Alert tone="error">{message}</Alert>}

              {p.staff && active && (
                <form
                  className="flex flex-wrap items-end gap-2"
                  data-testid="booking-drawer-payment"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void write(
                      "payment",
                      { amount: amount.replace(",", "."), currency: b.currency, method },
                      t("paymentRecorded"),
                    ).then((ok) => ok && setAmount(""));
                  }}
                >
                  <label>
                    <span className="block text-slate-600">{t("amount", { currency: b.currency })}</span>
                    <Input
                      name="amount"
                      inputMode="decimal"
                      required
                      className="w-28"
                      value={amount}
                      onChange={(e) => setAmount(e.target.value)}
                    />
                  </label>
                  <label>
                    <span className="block text-slate-600">{t("method")}</span>
                    <Select value={method} onChange={(e) => setMethod(e.target.value as (typeof METHODS)[number])}>
                      <Options options={METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))} />
                    </Select>
                  </label>
                  <Button type="submit" variant="secondary" disabled={pending || !amount.trim()}>
                    {t("recordPayment")}
                  </Button>
                </form>
              )}

              {p.staff && templates.length > 0 && <SendPaper bookingId={b.id} templates={templates} />}

              {cancelAsk && (
                <CancelDialog
                  ask={cancelAsk}
                  staff={p.staff === true}
                  pending={pending}
                  error={message}
                  onClose={() => {
                    setCancelAsk(null);
                    setMessage(null);
                  }}
                  onConfirm={(body: CancelBody) => void write("cancell", body, t("cancelled"))}
                />
              )}

              <Link
                href={`/booking/${b.id}`}
                className="inline-block font-medium text-brand-700 underline"
                data-testid="booking-drawer-open"
              >
                {t("openBooking")}
              </Link>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
