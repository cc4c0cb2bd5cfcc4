"use client";
// The booking page's action buttons: only the actions the state table allows for this booking
// (computed on the server); each posts to /api/bookings/{id}/{action} naming the version shown,
// so a change made meanwhile answers 409 instead of being overwritten.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";

type Schedule = { id: number; from: string; to: string; tour: string };

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
  const post = async (path: string, body: Record<string, unknown> = {}) => {
    const done = await submit(
      () => api(`/api/bookings/${props.bookingId}/${path}`, { body: { ...body, version: props.version } }),
      { success: t("done") },
    );
    if (done) {
      // the choices made belong to the booking as it was
      setTarget("");
      setReason("");
      setOptionDay("");
      const next = (done.data as { id?: number } | undefined)?.id;
      router.push(next && next !== props.bookingId ? `/booking/${next}` : `/booking/${props.bookingId}`);
      router.refresh();
    }
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
            disabled={pending}
            data-testid={`action-${a}`}
            onClick={() => {
              // what cannot simply be taken back asks first
              if (a === "cancell" && !window.confirm(t("confirmCancell"))) return;
              if (a === "delete" && !window.confirm(t("confirmDelete"))) return;
              void post(a);
            }}
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
            <Input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="release-reason" />
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={pending || !reason.trim()}
            data-testid="action-release"
            onClick={() => post("release", { reason })}
          >
            {t("release")}
          </Button>
        </div>
      )}
      {(props.actions.includes("rebook") || props.actions.includes("move")) && props.schedules.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="block text-slate-600">{t("targetSchedule")}</span>
            <Select value={target} onChange={(e) => setTarget(e.target.value)} data-testid="target-schedule">
              <option value="">–</option>
              {props.schedules.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.tour} · {formatDayRange(s.from, s.to, locale)}
                </option>
              ))}
            </Select>
          </label>
          {props.actions.includes("move") && (
            <Button
              type="button"
              variant="secondary"
              disabled={pending || !target}
              data-testid="action-move"
              onClick={() => post(`move/${target}`)}
            >
              {t("move")}
            </Button>
          )}
          {props.actions.includes("rebook") && (
            <Button
              type="button"
              variant="secondary"
              disabled={pending || !target}
              data-testid="action-rebook"
              onClick={() => post("rebook", { scheduleId: Number(target) })}
            >
              {t("rebook")}
            </Button>
          )}
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
          <Button
            type="button"
            variant="secondary"
            disabled={pending || !newDatesOk}
            data-testid="action-rebook-dates"
            onClick={() => post("rebook", { dateFrom: newFrom, dateTo: newTo })}
          >
            {t("rebookDates")}
          </Button>
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
          <Button
            type="button"
            variant="secondary"
            disabled={pending || !optionDay}
            data-testid="action-optionUntil"
            onClick={() => post("change", { optionUntil: optionDay })}
          >
            {props.optionUntil ? t("changeOptionUntil") : t("setOptionUntil")}
          </Button>
        </div>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}

/** Pins a room of the booking (or unpins it): lockUnlockRoom/{roomBooking}. */
/** A labelled day picker of the actions (new dates of a rebook, an option's last day): none before `min`. */
function DayField(p: { label: string; min: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <label className="text-sm">
      <span className="block text-slate-600">{p.label}</span>
      <Input
        type="date"
        min={p.min}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        data-testid={p.testId}
      />
    </label>
  );
}

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
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("placeholder")}
        data-testid="comment-text"
      />
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
