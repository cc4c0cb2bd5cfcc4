// How long an unpaid online booking holds its rooms and beds (issue 36), as a pure rule. Paid by
// card: a reservation for the card payment's minutes. Paid by bank transfer: a reservation until
// the operator's days have passed, the deposit is due or the guests arrive, whichever comes first
// (never shorter than the card's minutes), or, if the operator confirms transfers at once, a firm
// booking. Nothing to pay: firm at once. The expiry sweep frees a reservation whose time is up.
import { addCalendarDays, startOfDayIn } from "../../core/dates";

export type PaymentMode = "card" | "offline";

export type DeadlineRules = {
  cardMinutes: number;
  offlineDays: number;
  offlineConfirm: boolean;
  reminderHours: number;
};

export type OnlineHoldTerms = {
  state: "planned" | "confirmed";
  /** when an unpaid reservation is released; null for a firm booking */
  optionUntil: Date | null;
  /** when the guest is reminded (null: no reminder; the time is too short for one) */
  remindAt: Date | null;
};

export function onlineHoldTerms(o: {
  now: Date;
  mode: PaymentMode;
  rules: DeadlineRules;
  /** what is to be paid; nothing: the booking is firm */
  payable: { isPositive(): boolean };
  /** the first arrival (YYYY-MM-DD) and the property's time zone */
  arrival: string;
  timeZone: string;
  /** the deposit's due date from the payment plan (YYYY-MM-DD), if the terms give one */
  depositDue?: string | null;
}): OnlineHoldTerms {
  const firm: OnlineHoldTerms = { state: "confirmed", optionUntil: null, remindAt: null };
  if (!o.payable.isPositive()) return firm;
  const card = new Date(o.now.getTime() + o.rules.cardMinutes * 60_000);
  if (o.mode === "card") return { state: "planned", optionUntil: card, remindAt: null };
  if (o.rules.offlineConfirm) return firm;
  const ends = [
    new Date(o.now.getTime() + o.rules.offlineDays * 86_400_000),
    startOfDayIn(o.arrival, o.timeZone),
    // a deposit due on a day is due until that day's end
    ...(o.depositDue ? [startOfDayIn(addCalendarDays(o.depositDue, 1), o.timeZone)] : []),
  ];
  const earliest = new Date(Math.min(...ends.map((d) => d.getTime())));
  const optionUntil = earliest > card ? earliest : card;
  const remind = new Date(optionUntil.getTime() - o.rules.reminderHours * 3_600_000);
  // a reminder only makes sense well after the booking mail and before the end
  const remindAt = o.rules.reminderHours > 0 && remind.getTime() - o.now.getTime() >= 3_600_000 ? remind : null;
  return { state: "planned", optionUntil, remindAt };
}
