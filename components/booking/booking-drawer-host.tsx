"use client";
// The booking drawer for a table rendered on the server (the dashboard's lists): a plain click, or
// Enter, on a booking's link marked `data-drawer-booking` opens the booking in the drawer over the
// page; a click with ctrl, cmd, shift or alt, or the middle button, still opens the page.
import { useRouter } from "next/navigation";
import { useBookingDrawer } from "./booking-drawer";

export function BookingDrawerHost(p: { staff: boolean; children: React.ReactNode }) {
  const router = useRouter();
  const { follow, drawer } = useBookingDrawer({ staff: p.staff, onChanged: () => router.refresh() });
  return (
    <>
      {/* the capture phase: before the link's own handler starts the navigation */}
      <div
        onClickCapture={(e) => {
          const link = (e.target as HTMLElement).closest<HTMLElement>("a[data-drawer-booking]");
          if (link && e.currentTarget.contains(link)) follow(e, Number(link.dataset.drawerBooking));
        }}
      >
        {p.children}
      </div>
      {drawer}
    </>
  );
}
