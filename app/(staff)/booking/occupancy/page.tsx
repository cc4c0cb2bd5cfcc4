import { getTranslations } from "next-intl/server";
import { OccupancyGrid } from "@/components/calendar/occupancy-grid";
import { PageTitle } from "@/components/ui/card";
import { hasSome } from "@/lib/access/scopes";
import { operatorToday } from "@/lib/core/operator";
import { calendarSizesOf } from "@/lib/domain/calendar/sizes";
import { requireRoute } from "@/lib/page/context";
import { canSetRoomStatus } from "@/lib/page/housekeeping";
import { chartDepartureOptions, resortRoomTypeOptions } from "@/lib/page/inventory-options";
import { optionsOf } from "@/lib/page/options";

/**
 * The tape chart: resort rooms down, nights across, bookings and blockers in their colours; or a
 * departure's cabin beds down, the trip's nights across, a guest on each bed.
 */
export default async function BookingOccupancyPage() {
  const principal = await requireRoute("/booking/occupancy");
  const [t, resorts, roomTypes, departures, today] = await Promise.all([
    getTranslations(),
    optionsOf("resort"),
    resortRoomTypeOptions(),
    chartDepartureOptions(),
    operatorToday(),
  ]);
  return (
    <>
      <PageTitle>{t("nav.bookingOccupancy")}</PageTitle>
      <OccupancyGrid
        resorts={resorts}
        roomTypes={roomTypes}
        departures={departures}
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
