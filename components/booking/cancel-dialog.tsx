"use client";
// The question before a cancellation (issue 39, "guards that ask"), the same on the booking page
// and in the booking drawer: the cancellation terms that apply (the terms of payment's steps),
// what they give for today, the price now, the fee left after cancelling, what is paid and what
// would be paid back or is still open. The figures are the server's: GET cancellationFee and a
// dry run of the cancellation (nothing is saved). Staff may cancel without the terms' fee, with a
// reason the history keeps.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api, type ApiResult } from "@/lib/client/api";
import { formatDay } from "@/lib/i18n/date-format";
import { formatMoney } from "@/lib/i18n/money-format";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogActions, DialogContent } from "../ui/dialog";
import { Checkbox, Input } from "../ui/input";

/** The booking as the API answers it: what the dialog shows of it. */
export type Priced = { total: string; currency: string; paid: string; open: string };

type Step = { daysBefore: number; percent: string };
/** GET /api/bookings/{id}/cancellationFee */
type Terms = {
  terms: { id: number; name: string; steps: Step[] } | null;
  today: string;
  daysBefore: number;
  step: Step | null;
  percent: string;
  base: string;
  fee: string;
  currency: string;
  feeOnBooking: boolean;
};

export type CancelAsk = { now: Priced; after: Priced; terms: Terms };

/** What the dialog shows: the booking now, after a dry-run cancellation, and the terms' fee. */
export async function askCancellation(bookingId: number, version: number): Promise<ApiResult<CancelAsk>> {
  const [now, after, terms] = await Promise.all([
    api<Priced>(`/api/bookings/${bookingId}`),
    api<Priced>(`/api/bookings/${bookingId}/cancell`, { body: { dryRun: true, version } }),
    api<Terms>(`/api/bookings/${bookingId}/cancellationFee`),
  ]);
  if (!now.ok) return now;
  if (!after.ok) return after;
  if (!terms.ok) return terms;
  return { ok: true, status: 200, data: { now: now.data, after: after.data, terms: terms.data } };
}

/** What POST cancell is sent with: nothing, or the waived fee and why. */
export type CancelBody = { waiveFee?: true; reason?: string };

/** One line of a dialog's figures: a label and an amount. */
export function Figure(p: { label: string; amount: string; currency: string; testId?: string; strong?: boolean }) {
  const locale = useLocale();
  return (
    <div className={p.strong ? "flex justify-between gap-3 font-semibold" : "flex justify-between gap-3"}>
      <dt>{p.label}</dt>
      <dd className="tabular-nums" data-testid={p.testId}>
        {formatMoney(p.amount, p.currency, locale)}
      </dd>
    </div>
  );
}

/** Why staff confirm a step the server asked about (kept in the booking's history). */
export function ReasonField(p: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <label className="block">
      <span className="block text-slate-600">{p.label}</span>
      <Input value={p.value} onValue={p.onChange} required maxLength={500} autoFocus data-testid={p.testId} />
    </label>
  );
}

export function CancelDialog(p: {
  ask: CancelAsk;
  /** staff may cancel without the terms' fee */
  staff: boolean;
  pending: boolean;
  /** the server's refusal of the cancellation, shown where the user looks */
  error: string | null;
  onClose: () => void;
  onConfirm: (body: CancelBody) => void;
}) {
  const t = useTranslations("bookingCancellation");
  const ta = useTranslations("bookingPages.actions");
  const locale = useLocale();
  const [waive, setWaive] = useState(false);
  const [reason, setReason] = useState("");
  const { now, after, terms: c } = p.ask;
  // the fee the cancellation books by the terms (none where a fee line is there already)
  const termsFee = c.feeOnBooking ? 0 : Number(c.fee);
  const feeAfter = waive ? (Number(after.total) - termsFee).toFixed(2) : after.total;
  const left = Number(after.paid) - Number(feeAfter);
  const ready = !waive || reason.trim().length > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && p.onClose()}>
      <DialogContent title={ta("cancelTitle")}>
        <form
          className="space-y-4 text-sm"
          data-testid="ask-cancel"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) p.onConfirm(waive ? { waiveFee: true, reason: reason.trim() } : {});
          }}
        >
          <div className="space-y-1" data-testid="ask-cancel-terms">
            <p className="font-medium">{c.terms ? t("terms", { terms: c.terms.name }) : t("noTerms")}</p>
            {c.terms && c.terms.steps.length === 0 && <p className="text-slate-600">{t("noSteps")}</p>}
            {c.terms && c.terms.steps.length > 0 && (
              <ul className="list-disc pl-5 text-slate-700" aria-label={t("stepsLabel")}>
                {c.terms.steps.map((s) => (
                  <li key={s.daysBefore} className={s.daysBefore === c.step?.daysBefore ? "font-semibold" : undefined}>
                    {t("step", { days: s.daysBefore, percent: s.percent })}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-slate-600">
              {c.daysBefore < 0
                ? t("todayAfter", { today: formatDay(c.today, locale) })
                : t("today", { today: formatDay(c.today, locale), days: c.daysBefore })}{" "}
              {c.feeOnBooking
                ? t("feeOnBooking")
                : c.step && Number(c.fee) > 0
                  ? t("termsFee", {
                      percent: c.percent,
                      base: formatMoney(c.base, c.currency, locale),
                      fee: formatMoney(c.fee, c.currency, locale),
                    })
                  : t("noFeeToday")}
            </p>
          </div>
          <dl className="space-y-1 rounded-md bg-slate-50 p-3">
            <Figure label={ta("cancelPriceNow")} amount={now.total} currency={now.currency} />
            <Figure
              label={ta("cancelFee")}
              amount={feeAfter}
              currency={after.currency}
              testId="ask-cancel-fee"
              strong
            />
            <Figure label={ta("cancelPaid")} amount={after.paid} currency={after.currency} />
            {left > 0 ? (
              <Figure label={ta("cancelRefund")} amount={left.toFixed(2)} currency={after.currency} />
            ) : (
              <Figure label={ta("cancelOpen")} amount={(-left).toFixed(2)} currency={after.currency} />
            )}
          </dl>
          {p.staff && !c.feeOnBooking && termsFee > 0 && (
            <div className="space-y-2">
              <label className="flex items-center gap-2">
                <Checkbox checked={waive} onChecked={setWaive} data-testid="ask-cancel-waive" />
                {t("waive")}
              </label>
              {waive && (
                <ReasonField
                  label={t("waiveReason")}
                  value={reason}
                  onChange={setReason}
                  testId="ask-cancel-waive-reason"
                />
              )}
            </div>
          )}
          <p className="text-slate-600">{ta("cancelWhat")}</p>
          {p.error && <Alert tone="error">{p.error}</Alert>}
          <DialogActions className="flex-wrap">
            <Button type="submit" variant="danger" disabled={p.pending || !ready} data-testid="ask-confirm">
              {ta("cancell")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
