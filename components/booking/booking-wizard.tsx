"use client";
// The booking wizard (/booking/wizard): asset, dates or departure, rooms, cabins or single beds
// from live availability (GET /api/rooms/available/{id}), a resort stay before or after a trip,
// guests per room (picked or created, with duplicates suggested), options (state, option end,
// agency), the live quote (POST /api/bookings/quote: the price and why, before anything is saved,
// and what would refuse the booking, such as a shared cabin's gender rule), a summary, and
// POST /api/bookings with an Idempotency-Key so that a double click books once.
// One component per step (./wizard), their state in one reducer (./wizard/state.ts).
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useState } from "react";
import { useSubmit } from "../form/use-submit";
import { ExtraStayStep } from "./wizard/extra-stay-step";
import { GuestsStep } from "./wizard/guests-step";
import { OptionsStep } from "./wizard/options-step";
import { RoomsStep } from "./wizard/rooms-step";
import {
  bookingRequest,
  initialWizard,
  mainAvailabilityUrl,
  quoteRequest,
  stayAvailabilityUrl,
  wizardGuests,
  wizardReducer,
} from "./wizard/state";
import { QuoteStep } from "./wizard/quote-step";
import { SummaryStep } from "./wizard/summary-step";
import type { Choices, Initial } from "./wizard/types";
import { useAvailability, useStayRuleWarnings } from "./wizard/use-availability";
import { useQuote } from "./wizard/use-quote";
import { WhatStep } from "./wizard/what-step";

export function BookingWizard({
  choices,
  initial,
  staff,
  canCreateGuests,
}: {
  choices: Choices;
  initial: Initial;
  staff: boolean;
  canCreateGuests: boolean;
}) {
  const router = useRouter();
  const [s, dispatch] = useReducer(wizardReducer, { ...initial, stayResortId: choices.resorts[0]?.id }, initialWizard);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { submit, pending, message, errors } = useSubmit();

  const main = useAvailability(mainAvailabilityUrl(s));
  const stayUrl = stayAvailabilityUrl(s);
  const stay = useAvailability(stayUrl);
  const mainWarnings = useStayRuleWarnings(s.type === "resort" ? s.resortId : undefined, s.dateFrom, s.dateTo);
  const stayWarnings = useStayRuleWarnings(s.type === "vessel" ? s.stayResortId : undefined, s.stayFrom, s.stayTo);
  // the price of the selection as it is, before anything is saved (a phone quote)
  const quote = useQuote(quoteRequest(s));
  const warnings = quote.data?.warnings ?? [];
  // what create would refuse with a 409 (taken, blocked, the gender rule): said before "Book"
  const refusal = warnings.find((w) => w.reason !== "NO_PRICE")?.message ?? null;
  const kindOf = (roomId: number) =>
    [...(main.data?.rooms ?? []), ...(stay.data?.rooms ?? [])].find((r) => r.id === roomId)?.kind;
  const add = (room: { id: number; name: string }, bedIds?: number[]) => dispatch({ type: "addLine", room, bedIds });

  // a selection handed over by the occupancy grid: the room (or beds) once availability is known
  const [preselected, setPreselected] = useState(false);
  useEffect(() => {
    if (preselected || !main.data || !initial.roomId) return;
    const room = main.data.rooms.find((r) => r.id === initial.roomId);
    if (room) add(room, initial.bedIds.length ? initial.bedIds : undefined);
    setPreselected(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [main.data, preselected]);

  const book = async () => {
    const body = bookingRequest(s);
    const done = await submit(
      () =>
        fetch("/api/bookings", {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
          body: JSON.stringify(body),
        }).then(async (res) => {
          const data = await res.json().catch(() => ({}));
          return res.ok
            ? { ok: true as const, status: res.status, data }
            : { ok: false as const, status: res.status, error: data };
        }),
      { success: null },
    );
    if (done) router.push(`/booking/${(done.data as { id: number }).id}`);
    else void main.reload();
  };

  return (
    <div className="space-y-4" data-testid="booking-wizard">
      <WhatStep choices={choices} s={s} dispatch={dispatch} />
      <RoomsStep s={s} availability={main} warnings={mainWarnings} onAdd={add} />
      {s.type === "vessel" && choices.resorts.length > 0 && (
        <ExtraStayStep
          choices={choices}
          s={s}
          dispatch={dispatch}
          url={stayUrl}
          availability={stay}
          warnings={stayWarnings}
        />
      )}
      <GuestsStep
        s={s}
        dispatch={dispatch}
        canCreateGuests={canCreateGuests}
        warnings={warnings}
        onBooking={wizardGuests(s).map((g) => g.id)}
      />
      <OptionsStep choices={choices} s={s} dispatch={dispatch} staff={staff} />
      <QuoteStep quote={quote} ready={quoteRequest(s) !== null} />
      <SummaryStep
        choices={choices}
        s={s}
        kindOf={kindOf}
        refusal={refusal}
        onBook={book}
        pending={pending}
        message={message}
        errors={errors}
      />
    </div>
  );
}
