"use client";
// The rooms, cabins and beds of an availability answer, each with what may be picked of it (a
// whole room, single beds of a shared cabin; a waiting-list entry may name taken ones), and the
// stay rules' warnings for the dates chosen.
import { useTranslations } from "next-intl";
import { wizardPicks } from "@/lib/domain/booking/wizard-pick";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import type { CreateState, Line } from "./state";
import type { Availability, AvailRoom } from "./types";

export function StayRuleWarnings({ warnings }: { warnings: string[] }) {
  const t = useTranslations("bookingPages.wizard");
  if (!warnings.length) return null;
  return (
    <Alert tone="info" data-testid="wizard-stay-warnings">
      {t("stayRuleWarnings", { reasons: warnings.join("; ") })}
    </Alert>
  );
}

export function RoomPicker(props: {
  availability: Availability | null;
  loading: boolean;
  error: string | null;
  lines: Line[];
  /** the state the booking is made in: a waiting-list entry may name taken rooms and beds */
  state: CreateState;
  onAdd: (room: AvailRoom, bedIds?: number[]) => void;
  testId: string;
}) {
  const t = useTranslations("bookingPages.wizard");
  const taken = new Set(props.lines.map((l) => l.roomId));
  const chosenBeds = new Set(props.lines.flatMap((l) => l.bedIds ?? []));
  if (props.loading) return <p className="text-sm text-slate-500">{t("loading")}</p>;
  if (props.error) return <Alert>{props.error}</Alert>;
  if (!props.availability) return <p className="text-sm text-slate-500">{t("chooseFirst")}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid={props.testId}>
      {props.availability.rooms.map((r) => {
        const picks = wizardPicks(r, props.state);
        return (
          <li
            key={r.id}
            className={`rounded border p-2 text-sm ${taken.has(r.id) ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
            data-testid={`room-${r.id}`}
            data-available={r.available}
            data-selected={taken.has(r.id)}
          >
            <div className="flex items-center justify-between">
              <span className="font-medium">
                {r.name} <span className="text-slate-500">· {r.roomType}</span>
              </span>
              <span className={r.available ? "text-emerald-700" : "text-slate-500"}>
                {r.blocked
                  ? t("blocked")
                  : r.available
                    ? t("free")
                    : r.freeBedIds.length
                      ? t("freeBeds", { n: r.freeBedIds.length })
                      : t("taken")}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap gap-1">
              {picks.whole && (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={taken.has(r.id)}
                  onClick={() => props.onAdd(r)}
                  data-testid={`pick-room-${r.id}`}
                >
                  {r.kind === "Cabin" ? t("wholeCabin") : t("wholeRoom")}
                </Button>
              )}
              {r.beds
                .filter((b) => picks.bedIds.includes(b.id))
                .map((b) => {
                  // a bed on the booking stands out (and says so to a screen reader)
                  const chosen = chosenBeds.has(b.id);
                  return (
                    <Button
                      key={b.id}
                      type="button"
                      variant={chosen ? "primary" : "ghost"}
                      aria-pressed={chosen}
                      onClick={() => !chosen && props.onAdd(r, [b.id])}
                      data-testid={`pick-bed-${b.id}`}
                      data-free={b.free}
                      data-selected={chosen}
                    >
                      {chosen && <span aria-hidden="true">✓</span>}
                      {t(chosen ? "bedChosen" : b.free ? "bed" : "bedTaken", { bed: b.internalId ?? String(b.id) })}
                    </Button>
                  );
                })}
            </div>
            {r.genders.length > 0 && (
              <div className="mt-1 text-xs text-slate-500">
                {t("sharedWith", {
                  genders: r.genders
                    .map((g) => t(g === "f" ? "genderF" : g === "m" ? "genderM" : "genderU"))
                    .join(", "),
                })}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
