import { getTranslations } from "next-intl/server";
import { OccupancyGrid } from "@/components/calendar/occupancy-grid";
import { PageTitle } from "@/components/ui/card";
import { hasSome } from "@/lib/access/scopes";
import { operatorToday } from "@/lib/core/operator";
import { calendarSizesOf } from "@/lib/domain/calendar/sizes";
import { requireRoute } from "@/lib/page/context";
import { canSetRoomStatus } from "@/lib/page/housekeeping";
import { resortRoomTypeOptions } from "@/lib/page/inventory-options";
import { optionsOf } from "@/lib/page/options";

/** The resort occupancy grid: rooms down, nights across, bookings and blockers in their colours. */
export default async function BookingOccupancyPage() {
  const principal = await requireRoute("/booking/occupancy");
  const [t, resorts, roomTypes, today] = await Promise.all([
    getTranslations(),
    optionsOf("resort"),
    resortRoomTypeOptions(),
    operatorToday(),
  ]);
  return (
    <>
      <PageTitle>{t("nav.bookingOccupancy")}</PageTitle>
      <OccupancyGrid
        resorts={resorts}
        roomTypes={roomTypes}
        today={today}
        sizes={calendarSizesOf(principal.user?.settings)}
        canBlock={hasSome(principal, ["resort.update", "bookings.update"])}
        canBook={hasSome(principal, ["bookings.create"])}
        canMove={hasSome(principal, ["bookings.update"])}
        canSetStatus={canSetRoomStatus(principal)}
      />
    </>
  );
}
