"use client";
// The booking drawer's opening (components/booking/booking-drawer-panel.tsx is the drawer itself,
// loaded when it first opens: issue 43, page weight), and the booking summary it shares with the
// tape chart's hover card (booking-summary.ts).
import dynamic from "next/dynamic";
import { Suspense, useState } from "react";

export * from "./booking-summary";

const BookingDrawerPanel = dynamic(() => import("./booking-drawer-panel"));

export type BookingDrawerProps = {
  /** the booking shown; null: the drawer is closed */
  bookingId: number | null;
  onClose: () => void;
  /** something changed the booking (the chart reloads its bars) */
  onChanged?: () => void;
  /** staff record payments and mail documents */
  staff?: boolean;
};

/** The drawer over the page while `bookingId` names a booking; loading its code holds up nothing else. */
export function BookingDrawer(p: BookingDrawerProps) {
  return p.bookingId === null ? null : (
    <Suspense fallback={null}>
      <BookingDrawerPanel {...p} />
    </Suspense>
  );
}

/**
 * The drawer opened from a link to a booking page: `follow(e, id)` on the link's click opens the
 * drawer instead (a plain click or Enter); a click with ctrl, cmd, shift or alt, or the middle
 * button, keeps the link's own behaviour (a new tab or window with the full page).
 */
export function useBookingDrawer(o: { staff?: boolean; onChanged?: () => void } = {}) {
  const [id, setId] = useState<number | null>(null);
  const follow = (e: React.MouseEvent, bookingId: number) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    setId(bookingId);
  };
  const drawer = <BookingDrawer bookingId={id} onClose={() => setId(null)} onChanged={o.onChanged} staff={o.staff} />;
  return { open: setId, follow, drawer };
}
