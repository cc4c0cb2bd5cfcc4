"use client";
// Step 3: the lines of the booking and their guests: picked or created into the line chosen, or
// a guest already on the booking added to another line. What the live quote says against a line
// (a shared cabin's gender rule, a room taken) shows at that line while guests are chosen.
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { GuestPicker } from "../guest-picker";
import { wizardGuests, type WizardAction, type WizardState } from "./state";
import { useDayRange } from "./use-availability";
import type { QuoteWarning } from "./use-quote";

export function GuestsStep(p: {
  s: WizardState;
  dispatch: Dispatch<WizardAction>;
  canCreateGuests: boolean;
  warnings: QuoteWarning[];
  /** the guests already on the booking: the search does not offer them again */
  onBooking: number[];
}) {
  const t = useTranslations("bookingPages.wizard");
  const range = useDayRange();
  const { s, dispatch } = p;
  const allGuests = wizardGuests(s);
  return (
    <Card>
      <CardHeader title={t("step3")} />
      <div className="space-y-3 p-4 text-sm">
        {s.lines.length === 0 && <p className="text-slate-500">{t("noRooms")}</p>}
        <ul className="space-y-2" data-testid="wizard-lines">
          {s.lines.map((l) => (
            <li
              key={l.key}
              className={`rounded border p-2 ${s.active === l.key ? "border-brand-600" : "border-slate-200"}`}
              onClick={() => dispatch({ type: "activate", key: l.key })}
            >
              {/* the line new guests go to: a button, so the keyboard can choose it too */}
              <button
                type="button"
                className="sr-only focus:not-sr-only"
                aria-pressed={s.active === l.key}
                onClick={() => dispatch({ type: "activate", key: l.key })}
              >
                {t("chooseLine", { name: l.name })}
              </button>
              <div className="flex items-center justify-between">
                <span className="font-medium">
                  {l.name} {l.bedIds ? t("beds", { n: l.bedIds.length }) : ""}{" "}
                  {l.dateFrom && l.dateTo ? `(${range(l.dateFrom, l.dateTo)})` : ""}
                </span>
                <Button type="button" variant="ghost" onClick={() => dispatch({ type: "removeLine", key: l.key })}>
                  {t("remove")}
                </Button>
              </div>
              {p.warnings
                .filter((w) => w.roomId === l.roomId && w.reason !== "NO_PRICE")
                .map((w, i) => (
                  <p key={i} className="mt-1 text-error" data-testid="wizard-line-warning" data-reason={w.reason}>
                    {w.message}
                  </p>
                ))}
              <div className="mt-1 flex flex-wrap gap-1">
                {l.guests.map((g) => (
                  <span key={g.id} className="rounded bg-slate-100 px-2 py-0.5">
                    {g.name}{" "}
                    <button
                      type="button"
                      aria-label={t("removeGuest", { name: g.name })}
                      onClick={() => dispatch({ type: "removeGuest", key: l.key, guestId: g.id })}
                    >
                      ×
                    </button>
                  </span>
                ))}
                {allGuests
                  .filter((g) => !l.guests.some((x) => x.id === g.id))
                  .map((g) => (
                    <Button
                      key={g.id}
                      type="button"
                      variant="ghost"
                      onClick={() => dispatch({ type: "addGuest", key: l.key, guest: g })}
                    >
                      + {g.name}
                    </Button>
                  ))}
              </div>
            </li>
          ))}
        </ul>
        {s.lines.length > 0 && (
          <GuestPicker
            canCreate={p.canCreateGuests}
            exclude={p.onBooking}
            onPick={(guest) => dispatch({ type: "pickGuest", guest })}
          />
        )}
      </div>
    </Card>
  );
}
