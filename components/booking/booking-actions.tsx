"use client";
// The booking page's action buttons: only the actions the state table allows for this booking
// (computed on the server); each posts to /api/bookings/{id}/{action} naming the version shown,
// so a change made meanwhile answers 409 instead of being overwritten.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api, type ApiResult } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogActions, DialogContent } from "../ui/dialog";
import { Input, Select } from "../ui/input";
import { answerFlags, type GuardFlags } from "./guard-answer";
import { useStateMailOffer } from "../mail/state-mail-offer";
import { askCancellation, CancelDialog, Figure, ReasonField, type CancelAsk, type Priced } from "./cancel-dialog";

type Schedule = { id: number; from: string; to: string; tour: string };

/**
 * What a dialog asks before an action runs (issue 39, "guards that ask"): a guard's reason (an
 * early check-in, a check-out with money open: the server's 409 says so), the old and new price
 * of a move or rebook (a dry run), how to split the invoice. The cancellation's terms and fee
 * have a dialog of their own (cancel-dialog.tsx, shared with the booking drawer).
 */
type Ask =
  | { kind: "guard"; action: "checkin" | "checkout"; message: string; flags: GuardFlags }
  | {
      kind: "price";
      action: "move" | "rebook";
      path: string;
      body: Record<string, unknown>;
      now: Priced;
      after: Priced;
    }
  | { kind: "split" }
  | { kind: "delete" };

export function BookingActions(props: {
  bookingId: number;
  version: number;
  actions: string[];
  schedules: Schedule[];
  /** an option (planned) gets an end here: the day it is freed unless confirmed */
  state: string;
  optionUntil: string | null;
  today: string;
  /** a resort booking is rebooked to other dates (a trip to another departure) */
  type: string;
  dateFrom: string | null;
  dateTo: string | null;
  /** the departure: moving guests between its cabins happens on its cabin page */
  scheduleId: number | null;
  /** staff may cancel without the terms' fee */
  staff?: boolean;
}) {
  const t = useTranslations("bookingPages.actions");
  const locale = useLocale();
  const [optionDay, setOptionDay] = useState("");
  const [newFrom, setNewFrom] = useState(props.dateFrom ?? "");
  const [newTo, setNewTo] = useState(props.dateTo ?? "");
  // the rebook fields start from the stay as it now is: after its nights change (the room editor)
  // they follow, so the button cannot rebook to the nights the stay had before
  const [stay, setStay] = useState(`${props.dateFrom}|${props.dateTo}`);
  if (stay !== `${props.dateFrom}|${props.dateTo}`) {
    setStay(`${props.dateFrom}|${props.dateTo}`);
    setNewFrom(props.dateFrom ?? "");
    setNewTo(props.dateTo ?? "");
  }
  const newDatesOk = !!newFrom && !!newTo && newFrom < newTo && (newFrom !== props.dateFrom || newTo !== props.dateTo);
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [reason, setReason] = useState("");
  const [target, setTarget] = useState("");
  const [ask, setAsk] = useState<Ask | null>(null);
  const [cancelAsk, setCancelAsk] = useState<CancelAsk | null>(null);
  const [guardReason, setGuardReason] = useState("");
  // asking the server before a dialog (a guard's 409, a dry run) counts as busy too
  const [asking, setAsking] = useState(false);
  const busy = pending || asking;
  // staff: a change into a state with its template offers to mail it
  const mailOffer = useStateMailOffer(props.bookingId);
  const send = (path: string, body: Record<string, unknown> = {}) =>
    api(`/api/bookings/${props.bookingId}/${path}`, { body: { ...body, version: props.version } });
  /** Runs a request through the form's submit (its message, its errors); after success, to the booking. */
  const finish = async (request: () => Promise<ApiResult<unknown>>) => {
    const done = await submit(request, { success: t("done") });
    if (done) {
      // the choices made belong to the booking as it was
      setTarget("");
      setReason("");
      setOptionDay("");
      setAsk(null);
      setCancelAsk(null);
      setGuardReason("");
      const next = (done.data as { id?: number; state?: string } | undefined) ?? {};
      const same = !next.id || next.id === props.bookingId;
      if (props.staff && same && next.state && next.state !== props.state) void mailOffer.offerFor(next.state);
      // another booking (a rebook, a split) opens; this one is rendered again at the address it has
      // now: a tab opened meanwhile stays open (going to /booking/{id} would show the overview's)
      if (same) router.refresh();
      else router.push(`/booking/${next.id}`);
    }
    return done;
  };
  const post = (path: string, body: Record<string, unknown> = {}) => finish(() => send(path, body));
  /** check-in, check-out: a guard's 409 that a reason answers opens the dialog asking for it. */
  const guarded = async (action: "checkin" | "checkout", sent: GuardFlags = {}) => {
    setAsking(true);
    const answer = Object.keys(sent).length ? { ...sent, reason: guardReason } : {};
    const res = await send(action, answer).finally(() => setAsking(false));
    const flags = !res.ok && res.status === 409 ? answerFlags(res.error.details, sent) : null;
    if (!res.ok && flags) {
      // the next question keeps the reason already given
      if (!Object.keys(sent).length) setGuardReason("");
      setAsk({ kind: "guard", action, message: res.error.message, flags });
      return;
    }
    await finish(async () => res);
  };
  /** The booking now and as the change would leave it (a dry run: nothing is saved). */
  const trial = async (path: string, body: Record<string, unknown>) => {
    setAsking(true);
    const [now, after] = await Promise.all([
      api<Priced>(`/api/bookings/${props.bookingId}`),
      send(path, { ...body, dryRun: true }) as Promise<ApiResult<Priced>>,
    ]).finally(() => setAsking(false));
    if (!now.ok) return finish(async () => now).then(() => null);
    if (!after.ok) return finish(async () => after).then(() => null);
    return { now: now.data, after: after.data };
  };
  const askPrice = async (action: "move" | "rebook", path: string, body: Record<string, unknown> = {}) => {
    const both = await trial(path, body);
    if (both) setAsk({ kind: "price", action, path, body, ...both });
  };
  const askCancel = async () => {
    setAsking(true);
    const res = await askCancellation(props.bookingId, props.version).finally(() => setAsking(false));
    if (!res.ok) return void finish(async () => res);
    setCancelAsk(res.data);
  };
  const click = (a: string) => {
    if (a === "checkin" || a === "checkout") return void guarded(a);
    // what cannot simply be taken back asks first, in our own dialog
    if (a === "cancell") return void askCancel();
    if (a === "delete") return setAsk({ kind: "delete" });
    if (a === "splitInvoice") return setAsk({ kind: "split" });
    void post(a);
  };
  const plain = props.actions.filter((a) => !["release", "rebook", "move", "moveCabin", "lockUnlockRoom"].includes(a));
  return (
    <div className="space-y-3" data-testid="booking-actions">
      <div className="flex flex-wrap gap-2">
        {plain.map((a) => (
          <Button
            key={a}
            type="button"
            variant={a === "cancell" || a === "delete" ? "danger" : "secondary"}
            disabled={busy}
            data-testid={`action-${a}`}
            onClick={() => click(a)}
          >
            {t(a)}
          </Button>
        ))}
        {props.actions.includes("moveCabin") && props.scheduleId !== null && (
          <Link
            href={`/schedules/movecabin/${props.scheduleId}`}
            className="inline-flex h-10 items-center justify-center rounded-md bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            data-testid="action-moveCabin"
          >
            {t("moveCabin")}
          </Link>
        )}
      </div>
      {props.actions.includes("release") && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="block text-slate-600">{t("reason")}</span>
            <Input value={reason} onValue={setReason} data-testid="release-reason" />
          </label>
          <FieldAction
            testId="action-release"
            disabled={busy || !reason.trim()}
            onClick={() => post("release", { reason })}
          >
            {t("release")}
          </FieldAction>
        </div>
      )}
      {(props.actions.includes("rebook") || props.actions.includes("move")) && props.schedules.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="block text-slate-600">{t("targetSchedule")}</span>
            <Select value={target} onValue={setTarget} data-testid="target-schedule">
              <option value="">–</option>
              {props.schedules.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.tour} · {formatDayRange(s.from, s.to, locale)}
                </option>
              ))}
            </Select>
          </label>
          {props.actions.includes("move") && (
            <FieldAction
              testId="action-move"
              disabled={busy || !target}
              onClick={() => void askPrice("move", `move/${target}`)}
            >
              {t("move")}
            </FieldAction>
          )}
          {props.actions.includes("rebook") && (
            <FieldAction
              testId="action-rebook"
              disabled={busy || !target}
              onClick={() => void askPrice("rebook", "rebook", { scheduleId: Number(target) })}
            >
              {t("rebook")}
            </FieldAction>
          )}
          <MoveRebookHelp move={props.actions.includes("move")} rebook={props.actions.includes("rebook")} />
        </div>
      )}
      {props.actions.includes("rebook") && props.type === "resort" && (
        <div className="flex flex-wrap items-end gap-2" data-testid="rebook-dates">
          <DayField
            label={t("newDateFrom")}
            min={props.today}
            value={newFrom}
            onChange={setNewFrom}
            testId="rebook-dateFrom"
          />
          <DayField
            label={t("newDateTo")}
            min={newFrom || props.today}
            value={newTo}
            onChange={setNewTo}
            testId="rebook-dateTo"
          />
          <FieldAction
            testId="action-rebook-dates"
            disabled={busy || !newDatesOk}
            onClick={() => void askPrice("rebook", "rebook", { dateFrom: newFrom, dateTo: newTo })}
          >
            {t("rebookDates")}
          </FieldAction>
        </div>
      )}
      {props.state === "planned" && (
        <div className="flex flex-wrap items-end gap-2">
          <DayField
            label={t("optionUntil")}
            min={props.today}
            value={optionDay}
            onChange={setOptionDay}
            testId="option-until"
          />
          <FieldAction
            testId="action-optionUntil"
            disabled={busy || !optionDay}
            onClick={() => post("change", { optionUntil: optionDay })}
          >
            {props.optionUntil ? t("changeOptionUntil") : t("setOptionUntil")}
          </FieldAction>
        </div>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <AskDialog
        ask={ask}
        pending={pending}
        error={message?.tone === "error" ? message.text : null}
        reason={guardReason}
        onReason={setGuardReason}
        onClose={() => setAsk(null)}
        onConfirm={(a) => {
          if (a.kind === "guard") void guarded(a.action, a.flags);
          if (a.kind === "delete") void post("delete");
          if (a.kind === "price") void post(a.path, a.body);
        }}
        onSplit={(how) => void post("splitInvoice", how === "guest" ? { by: "guest" } : {})}
      />
      {mailOffer.dialog}
      {cancelAsk && (
        <CancelDialog
          ask={cancelAsk}
          staff={props.staff === true}
          pending={pending}
          error={message?.tone === "error" ? message.text : null}
          onClose={() => setCancelAsk(null)}
          onConfirm={(body) => void post("cancell", body)}
        />
      )}
    </div>
  );
}

/** What "Move to departure" and "Rebook" each do (docs/booking-states.md). */
function MoveRebookHelp(p: { move: boolean; rebook: boolean }) {
  const t = useTranslations("bookingPages.actions");
  return (
    <ul className="w-full list-disc pl-5 text-xs text-slate-600" data-testid="move-rebook-help">
      {p.move && <li>{t("moveHelp")}</li>}
      {p.rebook && <li>{t("rebookHelp")}</li>}
    </ul>
  );
}

/** The message keys of the dialog's title and of its confirming button, for the question asked. */
function askTexts(a: Ask): [title: string, confirm: string] {
  if (a.kind === "guard") {
    if (a.flags.override === true) return ["guardTitleEligibility", "guardConfirmOverride"];
    return a.action === "checkin"
      ? ["guardTitleCheckin", "guardConfirmCheckin"]
      : ["guardTitleCheckout", "guardConfirmCheckout"];
  }
  if (a.kind === "price") return a.action === "move" ? ["priceTitleMove", "move"] : ["priceTitleRebook", "rebook"];
  return a.kind === "split" ? ["splitTitle", "splitRun"] : ["confirmDelete", "delete"];
}

/** The dialog that asks before an action runs; what it shows depends on the question. */
function AskDialog(p: {
  ask: Ask | null;
  pending: boolean;
  /** the server's refusal of the confirmed action, shown where the user looks */
  error: string | null;
  reason: string;
  onReason: (r: string) => void;
  onClose: () => void;
  onConfirm: (a: Ask) => void;
  onSplit: (how: "guest" | "shares") => void;
}) {
  const t = useTranslations("bookingPages.actions");
  const [how, setHow] = useState<"guest" | "shares">("guest");
  const a = p.ask;
  if (!a) return null;
  const [title, confirmLabel] = askTexts(a).map((key) => t(key));
  const ready = a.kind !== "guard" || p.reason.trim().length > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && p.onClose()}>
      <DialogContent title={title}>
        <form
          className="space-y-4 text-sm"
          data-testid={`ask-${a.kind}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready) return;
            if (a.kind === "split") p.onSplit(how);
            else p.onConfirm(a);
          }}
        >
          {a.kind === "guard" && (
            <>
              <p data-testid="ask-guard-message">{a.message}</p>
              <ReasonField label={t("guardReason")} value={p.reason} onChange={p.onReason} testId="ask-guard-reason" />
            </>
          )}
          {a.kind === "price" && (
            <>
              <dl className="space-y-1 rounded-md bg-slate-50 p-3">
                <Figure label={t("priceNow")} amount={a.now.total} currency={a.now.currency} testId="ask-price-now" />
                <Figure
                  label={t("priceAfter")}
                  amount={a.after.total}
                  currency={a.after.currency}
                  testId="ask-price-after"
                  strong
                />
                {a.now.currency === a.after.currency && (
                  <Figure
                    label={t("priceDifference")}
                    amount={(Number(a.after.total) - Number(a.now.total)).toFixed(2)}
                    currency={a.after.currency}
                  />
                )}
              </dl>
              <p className="text-slate-600">{t(a.action === "move" ? "moveHelp" : "rebookHelp")}</p>
            </>
          )}
          {a.kind === "split" && (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t("splitTitle")}</legend>
              {(["guest", "shares"] as const).map((h) => (
                <label key={h} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="how"
                    className="mt-1"
                    checked={how === h}
                    onChange={() => setHow(h)}
                    data-testid={`ask-split-${h}`}
                  />
                  <span>
                    <span className="block font-medium">{t(h === "guest" ? "splitHowGuest" : "splitHowShares")}</span>
                    <span className="block text-slate-600">
                      {t(h === "guest" ? "splitHowHelpGuest" : "splitHowHelpShares")}
                    </span>
                  </span>
                </label>
              ))}
              <p className="text-slate-600">{t("splitLinesHint")}</p>
            </fieldset>
          )}
          {p.error && <Alert tone="error">{p.error}</Alert>}
          <DialogActions className="flex-wrap">
            <Button
              type="submit"
              variant={a.kind === "delete" ? "danger" : "primary"}
              disabled={p.pending || !ready}
              data-testid="ask-confirm"
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The button of a row of fields (a reason, a departure, new dates): off while busy or not filled in. */
function FieldAction(p: { testId: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button type="button" variant="secondary" disabled={p.disabled} data-testid={p.testId} onClick={p.onClick}>
      {p.children}
    </Button>
  );
}

/** A labelled day picker of the actions (new dates of a rebook, an option's last day): none before `min`. */
function DayField(p: { label: string; min: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <label className="text-sm">
      <span className="block text-slate-600">{p.label}</span>
      <Input type="date" min={p.min} value={p.value} onValue={p.onChange} data-testid={p.testId} />
    </label>
  );
}

/** Pins a room of the booking (or unpins it): lockUnlockRoom/{roomBooking}. */
export function LockRoomButton(props: { bookingId: number; version: number; bookingRoomId: number; locked: boolean }) {
  const t = useTranslations("bookingPages.actions");
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        disabled={pending}
        data-testid={`lock-room-${props.bookingRoomId}`}
        onClick={async () => {
          const done = await submit(
            () =>
              api(`/api/bookings/${props.bookingId}/lockUnlockRoom/${props.bookingRoomId}`, {
                body: { version: props.version },
              }),
            { success: null },
          );
          if (done) router.refresh();
        }}
      >
        {props.locked ? t("unlock") : t("lock")}
      </Button>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </>
  );
}

/** A new comment on the booking (/api/bookingcomment). */
export function CommentForm({ bookingId, staff }: { bookingId: number; staff: boolean }) {
  const t = useTranslations("bookingPages.comments");
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [text, setText] = useState("");
  const [internal, setInternal] = useState(false);
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const done = await submit(() => api("/api/bookingcomment", { body: { bookingId, text, internal } }), {
          success: null,
        });
        if (done) {
          setText("");
          router.refresh();
        }
      }}
    >
      <Input value={text} onValue={setText} placeholder={t("placeholder")} data-testid="comment-text" />
      <div className="flex items-center gap-3">
        {staff && (
          <label className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            {t("internal")}
          </label>
        )}
        <Button type="submit" disabled={pending || !text.trim()} data-testid="comment-add">
          {t("add")}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
