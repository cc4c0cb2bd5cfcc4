"use client";
// One write to the booking API from the calculation panel: POST (or DELETE)
// /api/bookings/{id}/{path} naming the version shown (If-Match, and `version` in the body), so a
// change made meanwhile answers 409 instead of being overwritten; the server's message stays
// where the control is; on success the page's data are loaded again, and the control stays
// pending until they are there (a second click would still name the old version).
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";

export function useBookingWrite(bookingId: number, version: number) {
  const router = useRouter();
  const submitting = useSubmit();
  const [refreshing, startRefresh] = useTransition();
  const run = async (path: string, o: { method?: "POST" | "DELETE"; body?: Record<string, unknown> } = {}) => {
    const method = o.method ?? "POST";
    const done = await submitting.submit(
      () =>
        api(`/api/bookings/${bookingId}/${path}`, {
          method,
          body: method === "DELETE" ? undefined : { ...o.body, version },
          headers: { "if-match": `"${version}"` },
        }),
      { success: null },
    );
    if (done) startRefresh(() => router.refresh());
    return done !== null;
  };
  return { ...submitting, pending: submitting.pending || refreshing, run };
}
