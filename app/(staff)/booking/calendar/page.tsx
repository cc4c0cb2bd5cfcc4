import { getTranslations } from "next-intl/server";
import { VesselCalendar } from "@/components/calendar/vessel-calendar";
import { PageTitle } from "@/components/ui/card";
import { canOpenPath } from "@/lib/access/guard";
import { hasSome } from "@/lib/access/scopes";
import { operatorToday } from "@/lib/core/operator";
import { currentFeatures, currentOrigin, requireRoute } from "@/lib/page/context";
import { optionsOf } from "@/lib/page/options";
import { calendarFeedUrl } from "@/lib/page/tours";

/** The vessel calendar: every departure by month or as an agenda; the ICS feed to subscribe to. */
export default async function BookingCalendarPage() {
  const principal = await requireRoute("/booking/calendar");
  const [t, vessels, today] = await Promise.all([getTranslations(), optionsOf("vessel"), operatorToday()]);
  const feed = hasSome(principal, ["tours.read", "schedules.read", "bookings.read"])
    ? await calendarFeedUrl(await currentOrigin())
    : null;
  return (
    <>
      <PageTitle>{t("nav.bookingCalendar")}</PageTitle>
      <VesselCalendar
        vessels={vessels}
        today={today}
        canEdit={hasSome(principal, ["schedules.update"])}
        canBook={hasSome(principal, ["bookings.create"])}
        canOpenDeparture={canOpenPath("/schedule/1", principal, await currentFeatures())}
        staff={hasSome(principal, ["bookings.update"])}
      />
      {feed && (
        <p className="mt-4 text-sm text-slate-600" data-testid="ics-feed">
          {t("vesselCalendar.subscribe")} <code className="break-all rounded bg-slate-100 px-1 text-xs">{feed}</code>
        </p>
      )}
    </>
  );
}
