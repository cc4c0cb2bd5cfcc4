// What the tour screens load for a page.
import "server-only";
import { db } from "../core/db";

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
