// What the tour screens load for a page: a new departure's defaults, one departure, the calendar feed.
import "server-only";
import { db, transaction } from "../core/db";
import { departureEligibility } from "../domain/forms/booking-eligibility";
import { scheduleInfo } from "../domain/tours/schedule-info";
import { feedToken, feedUrl } from "../domain/tours/tours-ics";

/** One departure with its cabins, beds and who holds them (404 for an unknown one). */
export const departureInfo = (scheduleId: number) => scheduleInfo(scheduleId);

/** The departure's divers: who meets its requirements (and its dive products'), and what the others lack. */
export const departureDivers = (scheduleId: number) => transaction((tx) => departureEligibility(tx, scheduleId));
export type DepartureDivers = Awaited<ReturnType<typeof departureDivers>>;

/** The address of the departures' ICS feed to subscribe to. */
export const calendarFeedUrl = async (origin: string) => feedUrl(await feedToken(), origin);

/**
 * A new departure of a tour starts with the tour and its ports (a departure saved without ports
 * takes the tour's anyway: the form shows them). Undefined for no tour or an unknown one.
 */
export async function newDepartureDefaults(tourId: number | undefined): Promise<Record<string, number> | undefined> {
  if (!tourId) return undefined;
  const tour = await db().tour.findUnique({
    where: { id: tourId },
    select: { id: true, embarkationPortId: true, disembarkationPortId: true },
  });
  if (!tour) return undefined;
  return {
    tourId: tour.id,
    ...(tour.embarkationPortId ? { embarkationPortId: tour.embarkationPortId } : {}),
    ...(tour.disembarkationPortId ? { disembarkationPortId: tour.disembarkationPortId } : {}),
  };
}
