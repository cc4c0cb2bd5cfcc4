"use client";
// The booking wizard (/booking/wizard): asset, dates or departure, rooms, cabins or single beds
// from live availability (GET /api/rooms/available/{id}), a resort stay before or after a trip,
// guests per room (picked or created), options (state, option end, agency), a summary, and
// POST /api/bookings with an Idempotency-Key so that a double click books once.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { formatDayRange } from "@/lib/i18n/date-format";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "@/lib/client/api";
import { wizardPicks } from "@/lib/domain/booking/wizard-pick";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Input, Select } from "../ui/input";
import { GuestPicker, type Guest } from "./guest-picker";

type Choices = {
  today: string;
  resorts: { id: number; name: string }[];
  vessels: { id: number; name: string }[];
  schedules: { id: number; vesselId: number; from: string; to: string; tour: string }[];
  agencies: { id: number; name: string }[];
};
type Initial = {
  type: "resort" | "vessel";
  resortId?: number;
  vesselId?: number;
  scheduleId?: number;
  dateFrom?: string;
  dateTo?: string;
  roomId?: number;
  bedIds: number[];
};
type AvailRoom = {
  id: number;
  name: string;
  kind: "Room" | "Cabin";
  roomType: string;
  available: boolean;
  allowSharedRoom: boolean;
  maxNoOfPax: number;
  freeBedIds: number[];
  genders: string[];
  blocked: { type: string } | null;
  beds: { id: number; internalId: string | null; free: boolean }[];
};
type Availability = { dateFrom: string; dateTo: string; nights: number; rooms: AvailRoom[] };
/** one line of the booking: a whole room or some beds, its own dates for a stay beside a trip */
type Line = {
  key: string;
  roomId: number;
  name: string;
  bedIds?: number[];
  dateFrom?: string;
  dateTo?: string;
  guests: Guest[];
};

const CREATE_STATES = ["draft", "planned", "confirmed", "waiting"] as const;

function useAvailability(url: string | null) {
  const [data, setData] = useState<Availability | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    if (!url) return setData(null);
    setLoading(true);
    const res = await api<Availability>(url);
    setLoading(false);
    if (res.ok) {
      setData(res.data);
      setError(null);
    } else {
      setData(null);
      setError(res.error.message || String(res.status));
    }
  }, [url]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, error, loading, reload: load };
}

type StayDay = {
  date: string;
  arrival: { allowed: boolean; reasons: { message: string }[] };
  departure: { allowed: boolean; reasons: { message: string }[] };
};

/**
 * What the resort's stay rules say against arriving on `from` and leaving on `to` (weekdays,
 * closed to arrival or departure, stop-sell, min and max nights): staff may book anyway (they
 * take bookings the channels may not), but they see it before they do.
 */
function useStayRuleWarnings(resortId: number | undefined, from: string, to: string): string[] {
  const [warnings, setWarnings] = useState<string[]>([]);
  useEffect(() => {
    if (!resortId || !from || !to || from >= to) return setWarnings([]);
    const ctrl = new AbortController();
    void api<StayDay[]>(`/api/arrivaldeparture/date/${resortId}/${from}/${to}?arrival=${from}`, {
      signal: ctrl.signal,
    }).then((res) => {
      if (!res.ok) return setWarnings([]);
      const first = res.data.find((d) => d.date === from);
      const last = res.data.find((d) => d.date === to);
      const all = [...(first?.arrival.reasons ?? []), ...(last?.departure.reasons ?? [])].map((r) => r.message);
      setWarnings([...new Set(all)]);
    });
    return () => ctrl.abort();
  }, [resortId, from, to]);
  return warnings;
}

function StayRuleWarnings({ warnings }: { warnings: string[] }) {
  const t = useTranslations("bookingPages.wizard");
  if (!warnings.length) return null;
  return (
    <Alert tone="info" data-testid="wizard-stay-warnings">
      {t("stayRuleWarnings", { reasons: warnings.join("; ") })}
    </Alert>
  );
}

function RoomPicker(props: {
  availability: Availability | null;
  loading: boolean;
  error: string | null;
  lines: Line[];
  /** the state the booking is made in: a waiting-list entry may name taken rooms and beds */
  state: (typeof CREATE_STATES)[number];
  onAdd: (room: AvailRoom, bedIds?: number[]) => void;
  testId: string;
}) {
  const t = useTranslations("bookingPages.wizard");
  const taken = new Set(props.lines.map((l) => l.roomId));
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
            className="rounded border border-slate-200 p-2 text-sm"
            data-testid={`room-${r.id}`}
            data-available={r.available}
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
                .map((b) => (
                  <Button
                    key={b.id}
                    type="button"
                    variant="ghost"
                    disabled={props.lines.some((l) => l.bedIds?.includes(b.id))}
                    onClick={() => props.onAdd(r, [b.id])}
                    data-testid={`pick-bed-${b.id}`}
                    data-free={b.free}
                  >
                    {t(b.free ? "bed" : "bedTaken", { bed: b.internalId ?? String(b.id) })}
                  </Button>
                ))}
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

/** A resort and the nights of a stay: the resort stay itself, or the stay before or after a trip. */
function StayFields(p: {
  /** prefix of the fields' test ids ("wizard", "stay") */
  testId: string;
  resorts: { id: number; name: string }[];
  today: string;
  resortId: number | undefined;
  dateFrom: string;
  dateTo: string;
  onResort: (id: number) => void;
  onDateFrom: (d: string) => void;
  onDateTo: (d: string) => void;
}) {
  const t = useTranslations("bookingPages.wizard");
  return (
    <>
      <label>
        <span className="block text-slate-600">{t("resort")}</span>
        <Select
          value={p.resortId ?? ""}
          onChange={(e) => p.onResort(Number(e.target.value))}
          data-testid={`${p.testId}-resort`}
        >
          {p.resorts.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </label>
      <label>
        <span className="block text-slate-600">{t("dateFrom")}</span>
        <Input
          type="date"
          value={p.dateFrom}
          min={p.today}
          onChange={(e) => p.onDateFrom(e.target.value)}
          data-testid={`${p.testId}-dateFrom`}
        />
      </label>
      <label>
        <span className="block text-slate-600">{t("dateTo")}</span>
        <Input
          type="date"
          value={p.dateTo}
          min={p.dateFrom || p.today}
          onChange={(e) => p.onDateTo(e.target.value)}
          data-testid={`${p.testId}-dateTo`}
        />
      </label>
    </>
  );
}

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
  const t = useTranslations("bookingPages.wizard");
  const locale = useLocale();
  // a stay or trip as the language writes it; unfinished dates as they are
  const range = (from: string, to: string) => (from && to ? formatDayRange(from, to, locale) : `${from} – ${to}`);
  const ts = useTranslations("bookingStates");
  const router = useRouter();
  const [type, setType] = useState(initial.type);
  const [resortId, setResortId] = useState(initial.resortId);
  const [vesselId, setVesselId] = useState(initial.vesselId);
  const [scheduleId, setScheduleId] = useState(initial.scheduleId);
  const [dateFrom, setDateFrom] = useState(initial.dateFrom ?? "");
  const [dateTo, setDateTo] = useState(initial.dateTo ?? "");
  const [stayResortId, setStayResortId] = useState(choices.resorts[0]?.id);
  const [stayFrom, setStayFrom] = useState("");
  const [stayTo, setStayTo] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [state, setState] = useState<(typeof CREATE_STATES)[number]>("draft");
  const [optionUntil, setOptionUntil] = useState("");
  const [agencyId, setAgencyId] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { submit, pending, message, errors } = useSubmit();

  const mainUrl =
    type === "resort"
      ? resortId && dateFrom && dateTo && dateFrom < dateTo
        ? `/api/rooms/available/${resortId}?type=resort&dateFrom=${dateFrom}&dateTo=${dateTo}`
        : null
      : vesselId && scheduleId
        ? `/api/rooms/available/${vesselId}?type=vessel&scheduleId=${scheduleId}`
        : null;
  const main = useAvailability(mainUrl);
  const stayUrl =
    type === "vessel" && stayResortId && stayFrom && stayTo && stayFrom < stayTo
      ? `/api/rooms/available/${stayResortId}?type=resort&dateFrom=${stayFrom}&dateTo=${stayTo}`
      : null;
  const stay = useAvailability(stayUrl);
  const mainWarnings = useStayRuleWarnings(type === "resort" ? resortId : undefined, dateFrom, dateTo);
  const stayWarnings = useStayRuleWarnings(type === "vessel" ? stayResortId : undefined, stayFrom, stayTo);

  const add = (room: AvailRoom, bedIds?: number[], dates?: { dateFrom: string; dateTo: string }) => {
    const key = `${room.id}:${bedIds?.join(",") ?? "all"}:${dates?.dateFrom ?? ""}`;
    setLines((ls) => {
      const same = bedIds ? ls.find((l) => l.roomId === room.id && l.bedIds && !dates && !l.dateFrom) : undefined;
      if (same) return ls.map((l) => (l === same ? { ...l, bedIds: [...(l.bedIds ?? []), ...bedIds!] } : l));
      return [...ls, { key, roomId: room.id, name: room.name, bedIds, ...dates, guests: [] }];
    });
    setActive(key);
  };

  // a selection handed over by the occupancy grid: the room (or beds) once availability is known
  const [preselected, setPreselected] = useState(false);
  useEffect(() => {
    if (preselected || !main.data || !initial.roomId) return;
    const room = main.data.rooms.find((r) => r.id === initial.roomId);
    if (room) add(room, initial.bedIds.length ? initial.bedIds : undefined);
    setPreselected(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [main.data, preselected]);

  const schedules = choices.schedules.filter((s) => s.vesselId === vesselId);
  const allGuests = useMemo(() => {
    const seen = new Map<number, Guest>();
    for (const l of lines) for (const g of l.guests) seen.set(g.id, g);
    return [...seen.values()];
  }, [lines]);
  const customerId = allGuests[0]?.id;
  const ready = lines.length > 0 && customerId !== undefined;

  const book = async () => {
    const body = {
      type,
      ...(type === "resort" ? { resortId, dateFrom, dateTo } : { scheduleId }),
      customerId,
      state,
      ...(state === "planned" && optionUntil ? { optionUntil } : {}),
      ...(agencyId ? { agencyId: Number(agencyId) } : {}),
      rooms: lines.map((l) => ({
        roomId: l.roomId,
        ...(l.bedIds ? { bedIds: l.bedIds } : {}),
        ...(l.dateFrom ? { dateFrom: l.dateFrom, dateTo: l.dateTo } : {}),
        guests: l.guests.map((g) => g.id),
      })),
    };
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
      <Card>
        <CardHeader title={t("step1")} />
        <div className="flex flex-wrap items-end gap-3 p-4 text-sm">
          <label>
            <span className="block text-slate-600">{t("type")}</span>
            <Select
              value={type}
              onChange={(e) => {
                setType(e.target.value as "resort" | "vessel");
                setLines([]);
              }}
              data-testid="wizard-type"
            >
              <option value="resort">{t("typeResort")}</option>
              <option value="vessel">{t("typeVessel")}</option>
            </Select>
          </label>
          {type === "resort" ? (
            <StayFields
              testId="wizard"
              resorts={choices.resorts}
              today={choices.today}
              resortId={resortId}
              dateFrom={dateFrom}
              dateTo={dateTo}
              onResort={setResortId}
              onDateFrom={setDateFrom}
              onDateTo={setDateTo}
            />
          ) : (
            <>
              <label>
                <span className="block text-slate-600">{t("vessel")}</span>
                <Select
                  value={vesselId ?? ""}
                  onChange={(e) => {
                    setVesselId(Number(e.target.value));
                    setScheduleId(undefined);
                  }}
                  data-testid="wizard-vessel"
                >
                  {choices.vessels.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
                </Select>
              </label>
              <label>
                <span className="block text-slate-600">{t("schedule")}</span>
                <Select
                  value={scheduleId ?? ""}
                  onChange={(e) => {
                    setScheduleId(e.target.value ? Number(e.target.value) : undefined);
                    setLines([]);
                  }}
                  data-testid="wizard-schedule"
                >
                  <option value="">–</option>
                  {schedules.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.tour} · {range(s.from, s.to)}
                    </option>
                  ))}
                </Select>
              </label>
            </>
          )}
        </div>
        {type === "resort" && dateFrom && dateTo && dateFrom >= dateTo && (
          <div className="px-4 pb-4">
            <Alert>{t("datesOrder")}</Alert>
          </div>
        )}
      </Card>

      <Card>
        <CardHeader title={type === "resort" ? t("step2Rooms") : t("step2Cabins")} />
        <div className="space-y-3 p-4">
          <StayRuleWarnings warnings={mainWarnings} />
          <RoomPicker
            availability={main.data}
            loading={main.loading}
            error={main.error}
            lines={lines}
            state={state}
            onAdd={(r, b) => add(r, b)}
            testId="wizard-rooms"
          />
        </div>
      </Card>

      {type === "vessel" && choices.resorts.length > 0 && (
        <Card>
          <CardHeader title={t("extraStay")} />
          <div className="space-y-3 p-4 text-sm">
            <div className="flex flex-wrap items-end gap-3">
              <StayFields
                testId="stay"
                resorts={choices.resorts}
                today={choices.today}
                resortId={stayResortId}
                dateFrom={stayFrom}
                dateTo={stayTo}
                onResort={setStayResortId}
                onDateFrom={setStayFrom}
                onDateTo={setStayTo}
              />
            </div>
            {stayFrom && stayTo && stayFrom >= stayTo && <Alert>{t("datesOrder")}</Alert>}
            <StayRuleWarnings warnings={stayWarnings} />
            {stayUrl && (
              <RoomPicker
                availability={stay.data}
                loading={stay.loading}
                error={stay.error}
                lines={lines.filter((l) => l.dateFrom === stayFrom)}
                state={state}
                onAdd={(r, b) => add(r, b, { dateFrom: stayFrom, dateTo: stayTo })}
                testId="stay-rooms"
              />
            )}
          </div>
        </Card>
      )}

      <Card>
        <CardHeader title={t("step3")} />
        <div className="space-y-3 p-4 text-sm">
          {lines.length === 0 && <p className="text-slate-500">{t("noRooms")}</p>}
          <ul className="space-y-2" data-testid="wizard-lines">
            {lines.map((l) => (
              <li
                key={l.key}
                className={`rounded border p-2 ${active === l.key ? "border-brand-600" : "border-slate-200"}`}
                onClick={() => setActive(l.key)}
              >
                {/* the line new guests go to: a button, so the keyboard can choose it too */}
                <button
                  type="button"
                  className="sr-only focus:not-sr-only"
                  aria-pressed={active === l.key}
                  onClick={() => setActive(l.key)}
                >
                  {t("chooseLine", { name: l.name })}
                </button>
                <div className="flex items-center justify-between">
                  <span className="font-medium">
                    {l.name} {l.bedIds ? t("beds", { n: l.bedIds.length }) : ""}{" "}
                    {l.dateFrom && l.dateTo ? `(${range(l.dateFrom, l.dateTo)})` : ""}
                  </span>
                  <Button type="button" variant="ghost" onClick={() => setLines((ls) => ls.filter((x) => x !== l))}>
                    {t("remove")}
                  </Button>
                </div>
                <div className="mt-1 flex flex-wrap gap-1">
                  {l.guests.map((g) => (
                    <span key={g.id} className="rounded bg-slate-100 px-2 py-0.5">
                      {g.name}{" "}
                      <button
                        type="button"
                        aria-label={t("removeGuest", { name: g.name })}
                        onClick={() =>
                          setLines((ls) =>
                            ls.map((x) => (x === l ? { ...x, guests: x.guests.filter((y) => y.id !== g.id) } : x)),
                          )
                        }
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
                        onClick={() =>
                          setLines((ls) => ls.map((x) => (x === l ? { ...x, guests: [...x.guests, g] } : x)))
                        }
                      >
                        + {g.name}
                      </Button>
                    ))}
                </div>
              </li>
            ))}
          </ul>
          {lines.length > 0 && (
            <GuestPicker
              canCreate={canCreateGuests}
              onPick={(g) =>
                setLines((ls) => {
                  const target = ls.find((x) => x.key === active) ?? ls[0];
                  return ls.map((x) =>
                    x === target && !x.guests.some((y) => y.id === g.id) ? { ...x, guests: [...x.guests, g] } : x,
                  );
                })
              }
            />
          )}
        </div>
      </Card>

      <Card>
        <CardHeader title={t("step4")} />
        <div className="flex flex-wrap items-end gap-3 p-4 text-sm">
          <label>
            <span className="block text-slate-600">{t("state")}</span>
            <Select value={state} onChange={(e) => setState(e.target.value as typeof state)} data-testid="wizard-state">
              {CREATE_STATES.map((s) => (
                <option key={s} value={s}>
                  {ts(s)}
                </option>
              ))}
            </Select>
          </label>
          {state === "planned" && (
            <label>
              <span className="block text-slate-600">{t("optionUntil")}</span>
              <Input
                type="date"
                value={optionUntil}
                min={choices.today}
                onChange={(e) => setOptionUntil(e.target.value)}
                data-testid="wizard-optionUntil"
              />
            </label>
          )}
          {staff && (
            <label>
              <span className="block text-slate-600">{t("agency")}</span>
              <Select value={agencyId} onChange={(e) => setAgencyId(e.target.value)} data-testid="wizard-agency">
                <option value="">–</option>
                {choices.agencies.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </label>
          )}
        </div>
      </Card>

      <Card>
        <CardHeader title={t("step5")} />
        <div className="space-y-2 p-4 text-sm" data-testid="wizard-summary">
          <p>
            {type === "resort"
              ? [choices.resorts.find((r) => r.id === resortId)?.name, dateFrom && dateTo && range(dateFrom, dateTo)]
                  .filter(Boolean)
                  .join(" · ") || "–"
              : (() => {
                  const s = schedules.find((x) => x.id === scheduleId);
                  return s ? `${s.tour} · ${range(s.from, s.to)}` : "–";
                })()}
          </p>
          {/* a stay before or after the trip is part of the booking: the summary names it too */}
          {type === "vessel" &&
            lines
              .filter((l) => l.dateFrom && l.dateTo)
              .map((l) => (
                <p key={l.key} data-testid="wizard-summary-stay">
                  {t("summaryStay", { room: l.name, range: range(l.dateFrom!, l.dateTo!) })}
                </p>
              ))}
          <p>{t("summaryRooms", { rooms: lines.length, guests: allGuests.length })}</p>
          <p>
            {t("state")}: {ts(state)}
          </p>
          <Button type="button" disabled={!ready || pending} onClick={book} data-testid="wizard-book">
            {t("book")}
          </Button>
          {!ready && <p className="text-slate-500">{t("needRoomAndGuest")}</p>}
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          {/* what the server refused, each by the line it names ("rooms.0.guests": the first line) */}
          {message?.tone === "error" && Object.keys(errors).length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-error" data-testid="wizard-errors">
              {Object.entries(errors).map(([path, text]) => {
                const line = lines[Number(/^rooms\.(\d+)\b/.exec(path)?.[1] ?? NaN)];
                return <li key={path}>{line ? `${line.name}: ${text}` : text}</li>;
              })}
            </ul>
          )}
        </div>
      </Card>
    </div>
  );
}
