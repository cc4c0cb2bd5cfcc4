"use client";
// Step 5: what will be booked, the button that books it, and what the server refused, each by
// the line it names.
import { useTranslations } from "next-intl";
import type { FormMessage } from "../../form/use-submit";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card, CardHeader } from "../../ui/card";
import { selectionCounts, wizardReady, type WizardState } from "./state";
import type { Choices } from "./types";
import { useDayRange } from "./use-availability";

export function SummaryStep(p: {
  choices: Choices;
  s: WizardState;
  kindOf: (roomId: number) => "Room" | "Cabin" | undefined;
  /** what the live quote says would refuse the booking now (taken, the gender rule) */
  refusal: string | null;
  onBook: () => void;
  pending: boolean;
  message: FormMessage | null;
  errors: Record<string, string>;
}) {
  const t = useTranslations("bookingPages.wizard");
  const ts = useTranslations("bookingStates");
  const range = useDayRange();
  const { s, choices, message, errors } = p;
  const ready = wizardReady(s);
  const counts = selectionCounts(s, p.kindOf);
  const what =
    s.type === "resort"
      ? [choices.resorts.find((r) => r.id === s.resortId)?.name, s.dateFrom && s.dateTo && range(s.dateFrom, s.dateTo)]
          .filter(Boolean)
          .join(" · ") || "–"
      : (() => {
          const x = choices.schedules.find((y) => y.vesselId === s.vesselId && y.id === s.scheduleId);
          return x ? `${x.tour} · ${range(x.from, x.to)}` : "–";
        })();
  return (
    <Card>
      <CardHeader title={t("step5")} />
      <div className="space-y-2 p-4 text-sm" data-testid="wizard-summary">
        <p>{what}</p>
        {/* a stay before or after the trip is part of the booking: the summary names it too */}
        {s.type === "vessel" &&
          s.lines
            .filter((l) => l.dateFrom && l.dateTo)
            .map((l) => (
              <p key={l.key} data-testid="wizard-summary-stay">
                {t("summaryStay", { room: l.name, range: range(l.dateFrom!, l.dateTo!) })}
              </p>
            ))}
        <p data-testid="wizard-summary-counts">
          {[
            counts.rooms > 0 && t("countRooms", { n: counts.rooms }),
            counts.cabins > 0 && t("countCabins", { n: counts.cabins }),
            counts.beds > 0 && t("countBerths", { n: counts.beds }),
            t("countGuests", { n: counts.guests }),
          ]
            .filter(Boolean)
            .join(", ")}
        </p>
        <p>
          {t("state")}: {ts(s.state)}
        </p>
        <Button
          type="button"
          disabled={!ready || p.pending || p.refusal !== null}
          onClick={p.onBook}
          data-testid="wizard-book"
          aria-describedby={p.refusal ? "wizard-refusal" : undefined}
        >
          {t("book")}
        </Button>
        {!ready && <p className="text-slate-500">{t("needRoomAndGuest")}</p>}
        {ready && p.refusal && (
          <p id="wizard-refusal" className="text-error" data-testid="wizard-refusal">
            {t("refusedBeforeBook", { reason: p.refusal })}
          </p>
        )}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {/* what the server refused, each by the line it names ("rooms.0.guests": the first line) */}
        {message?.tone === "error" && Object.keys(errors).length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-error" data-testid="wizard-errors">
            {Object.entries(errors).map(([path, text]) => {
              const line = s.lines[Number(/^rooms\.(\d+)\b/.exec(path)?.[1] ?? NaN)];
              return <li key={path}>{line ? `${line.name}: ${text}` : text}</li>;
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
