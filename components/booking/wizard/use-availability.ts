// The wizard's two reads while it is filled in: the rooms, cabins and beds free for the dates or
// departure chosen, and what the resort's stay rules say against arriving and leaving on them.
import { useLocale } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { formatDayRange } from "@/lib/i18n/date-format";
import type { Availability } from "./types";

export function useAvailability(url: string | null) {
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
export function useStayRuleWarnings(resortId: number | undefined, from: string, to: string): string[] {
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

/** A stay or trip as the language writes it; unfinished dates as they are. */
export function useDayRange() {
  const locale = useLocale();
  return useCallback(
    (from: string, to: string) => (from && to ? formatDayRange(from, to, locale) : `${from} – ${to}`),
    [locale],
  );
}
