// A booking's summary as the drawer and the tape chart's hover card show it (GET
// /api/bookings/{id}, a part of it), read once and kept, and the helpers both format it with.
import { useLocale } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/api";

/** What the drawer and the hover card show of a booking (GET /api/bookings/{id}, a part of it). */
export type BookingSummary = {
  id: number;
  version: number;
  state: string;
  resolved: boolean;
  bookingNo: string | null;
  reservationNo: string | null;
  offerNo: string | null;
  customer: { fullName: string } | null;
  agency: { name: string } | null;
  resort: { name: string } | null;
  vessel: { name: string } | null;
  dateFrom: string;
  dateTo: string;
  noOfPax: number;
  currency: string;
  total: string;
  paid: string;
  open: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  rooms: { id: number; name: string; dateFrom: string; dateTo: string }[];
};

const cache = new Map<number, BookingSummary>();

export const bookingLabelOf = (b: Pick<BookingSummary, "id" | "bookingNo" | "reservationNo" | "offerNo">) =>
  b.bookingNo ?? b.reservationNo ?? b.offerNo ?? `#${b.id}`;

export const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The booking's summary (kept once read; `reload` reads it again), or the server's refusal. */
export function useBookingSummary(id: number | null) {
  const [summary, setSummary] = useState<BookingSummary | null>(id !== null ? (cache.get(id) ?? null) : null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => {
    if (id !== null) cache.delete(id);
    setGeneration((n) => n + 1);
  }, [id]);
  useEffect(() => {
    if (id === null) return setSummary(null);
    const known = cache.get(id);
    setSummary(known ?? null);
    setError(null);
    if (known) return;
    const ctrl = new AbortController();
    void api<BookingSummary>(`/api/bookings/${id}`, { signal: ctrl.signal }).then((res) => {
      if (ctrl.signal.aborted) return;
      if (res.ok) {
        cache.set(id, res.data);
        setSummary(res.data);
      } else setError(res.error.message);
    });
    return () => ctrl.abort();
  }, [id, generation]);
  return { summary, error, reload };
}

/** Money in the user's language. */
export function useMoney() {
  const locale = useLocale();
  return (v: string, currency: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency }).format(Number(v));
}
