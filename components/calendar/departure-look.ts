// How a departure looks on the vessel calendar: coloured by its tour, draft faded, closed
// outlined, cancelled grey and struck through (the calendar's legend says so).
import type { Departure } from "@/lib/domain/tours/departures";

export function departureLook(d: Pick<Departure, "status" | "colour" | "textColour">) {
  const cancelled = d.status === "cancelled";
  return {
    /** react-big-calendar's event box (.rbc-event) */
    style: {
      background: cancelled ? "#cbd5e1" : d.colour,
      color: cancelled ? "#334155" : d.textColour,
      opacity: d.status === "draft" ? 0.6 : 1,
      border: d.status === "closed" ? "2px solid #0f172a" : "none",
    },
    /**
     * The event's text, a button inside the box: a text-decoration set on the box does not reach
     * an inline-block descendant, so the line-through goes on the button itself.
     */
    textClassName: cancelled ? "line-through" : "",
  };
}
