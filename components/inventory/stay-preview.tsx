"use client";
// A month of a resort's stay rules as the booking pages will see them: for each day whether
// guests may arrive or leave, and why not. Choosing an arrival day checks the departures against
// the stay's nights and stop-sell nights (GET /api/arrivaldeparture/date/...).
import { endOfMonth, format, startOfMonth } from "date-fns";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import type { Option } from "../form/types";
import { FormField } from "../form/form-field";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { cn } from "../ui/cn";

type Reason = { code: string; message: string };
type Day = {
  date: string;
  weekday: number;
  weekend: boolean;
  arrival: { allowed: boolean; reasons: Reason[] };
  departure: { allowed: boolean; reasons: Reason[] };
  minNights: number;
  maxNights: number | null;
  stopSell: boolean;
};

const iso = (d: Date) => format(d, "yyyy-MM-dd");

export function StayPreview({ resorts, roomTypes, today }: { resorts: Option[]; roomTypes: Option[]; today: string }) {
  const t = useTranslations("stayRules.preview");
  const tw = useTranslations("weekdays");
  const [resort, setResort] = useState(resorts[0]?.value ?? "");
  const [roomType, setRoomType] = useState("");
  const [month, setMonth] = useState(today.slice(0, 7));
  const [arrival, setArrival] = useState<string | null>(null);
  const [days, setDays] = useState<Day[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!resort || !/^\d{4}-\d{2}$/.test(month)) return;
    const first = startOfMonth(new Date(`${month}-01T00:00:00`));
    const query = new URLSearchParams();
    if (roomType) query.set("roomTypeId", roomType);
    if (arrival) query.set("arrival", arrival);
    const url = `/api/arrivaldeparture/date/${resort}/${iso(first)}/${iso(endOfMonth(first))}?${query}`;
    const ctrl = new AbortController();
    void api<Day[]>(url, { signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        setDays(res.data);
        setError(null);
      } else setError(res.error.message);
    });
    return () => ctrl.abort();
  }, [resort, roomType, month, arrival]);

  const shift = (n: number) => {
    const d = new Date(`${month}-01T00:00:00`);
    d.setMonth(d.getMonth() + n);
    setMonth(format(d, "yyyy-MM"));
  };
  const lead = days.length ? days[0].weekday - 1 : 0;
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const why = (d: Day) =>
    [
      ...d.arrival.reasons.map((r) => `${t("arrival")}: ${r.message}`),
      ...d.departure.reasons.map((r) => `${t("departure")}: ${r.message}`),
    ].join("\n");

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="stay-preview">
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t("resort")} htmlFor="stay-resort">
          <Select id="stay-resort" value={resort} onValue={setResort}>
            <Options options={resorts} />
          </Select>
        </FormField>
        <FormField label={t("roomType")} htmlFor="stay-room-type">
          <Select id="stay-room-type" value={roomType} onValue={setRoomType}>
            <Options options={roomTypes} empty={t("allRoomTypes")} />
          </Select>
        </FormField>
        <FormField label={t("month")} htmlFor="stay-month">
          <Input id="stay-month" type="month" value={month} onValue={setMonth} />
        </FormField>
        <div className="flex gap-2 pb-0.5">
          <Button variant="secondary" size="sm" onClick={() => shift(-1)} aria-label={t("previous")}>
            ‹
          </Button>
          <Button variant="secondary" size="sm" onClick={() => shift(1)} aria-label={t("next")}>
            ›
          </Button>
        </div>
        {arrival && (
          <Button variant="ghost" size="sm" onClick={() => setArrival(null)}>
            {t("clearArrival", { date: arrival })}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">{t("hint")}</p>
      {error && <p className="text-sm text-error">{error}</p>}
      <div className="grid grid-cols-7 gap-1 text-xs">
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <div key={d} className="px-1 font-medium text-slate-500">
            {tw(String(d))}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} />
        ))}
        {days.map((d) => (
          <button
            type="button"
            key={d.date}
            title={why(d) || undefined}
            onClick={() => setArrival(d.date === arrival ? null : d.date)}
            data-testid={`stay-day-${d.date}`}
            className={cn(
              "min-h-16 rounded border p-1 text-left",
              d.weekend ? "bg-slate-100" : "bg-white",
              d.stopSell && "border-error",
              d.date === arrival ? "ring-2 ring-brand-500" : "border-slate-200",
            )}
          >
            <div className="font-medium">{Number(d.date.slice(8))}</div>
            <div className={d.arrival.allowed ? "text-success" : "text-error"}>
              {t("arrivalShort")} {mark(d.arrival.allowed)}
            </div>
            <div className={d.departure.allowed ? "text-success" : "text-error"}>
              {t("departureShort")} {mark(d.departure.allowed)}
            </div>
            {d.minNights > 1 && <div className="text-slate-500">{t("minNights", { nights: d.minNights })}</div>}
            {d.stopSell && <div className="text-error">{t("stopSell")}</div>}
          </button>
        ))}
      </div>
    </div>
  );
}
