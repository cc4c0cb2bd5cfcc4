// The wizard's live quote: POST /api/bookings/quote for the selection as it is, asked again a
// moment after the last change (rooms, guests, dates, options) so typing a date or clicking beds
// in a row asks once; an answer overtaken by a newer selection is dropped.
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import type { BookingQuoteAnswer } from "@/lib/page/booking-quote";

export const QUOTE_DEBOUNCE_MS = 350;

export type QuoteWarning = BookingQuoteAnswer["warnings"][number];

export type QuoteState = {
  data: BookingQuoteAnswer | null;
  /** what the server said against the selection (400: the fields in words) */
  error: string | null;
  loading: boolean;
};

export function useQuote(body: object | null): QuoteState {
  const key = body ? JSON.stringify(body) : null;
  const [state, setState] = useState<QuoteState>({ data: null, error: null, loading: false });
  const latest = useRef<string | null>(null);
  useEffect(() => {
    latest.current = key;
    if (!key) return setState({ data: null, error: null, loading: false });
    setState((s) => ({ ...s, loading: true }));
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      const res = await api<BookingQuoteAnswer>("/api/bookings/quote", { body: JSON.parse(key), signal: ctrl.signal });
      if (ctrl.signal.aborted || latest.current !== key) return;
      if (res.ok) setState({ data: res.data, error: null, loading: false });
      else {
        const fields = (res.error.fields ?? []).map((f) => f.message);
        const text = [...new Set([res.error.message, ...fields].filter(Boolean))].join(" · ");
        setState({ data: null, error: text || String(res.status), loading: false });
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [key]);
  return state;
}
