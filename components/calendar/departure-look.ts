// How a departure looks on the vessel calendar: coloured by its tour, draft faded, closed
// outlined, cancelled grey and struck through (the calendar's legend says so). Every look keeps its
// text readable (WCAG AA): a faded draft is a paler opaque colour with its own text colour, not a
// transparent box whose text fades with it.
import { fadeColour, textColourOn } from "@/lib/domain/calendar/colours";
import type { Departure } from "@/lib/domain/tours/departures";

/** How much of the tour's colour a draft keeps (the rest is white). */
export const DRAFT_SHARE = 0.45;

export function departureLook(d: Pick<Departure, "status" | "colour" | "textColour">) {
  const cancelled = d.status === "cancelled";
  const draft = d.status === "draft";
  const faded = draft ? fadeColour(d.colour, DRAFT_SHARE) : d.colour;
  return {
    /** react-big-calendar's event box (.rbc-event) */
    style: {
      background: cancelled ? "#cbd5e1" : faded,
      color: cancelled ? "#334155" : draft ? textColourOn(faded) : d.textColour,
      // a draft's own colour outlines it, dashed: still its tour's, not yet sold
      border: d.status === "closed" ? "2px solid #0f172a" : draft ? `2px dashed ${d.colour}` : "none",
    },
    /**
     * The event's text, a button inside the box: a text-decoration set on the box does not reach
     * an inline-block descendant, so the line-through goes on the button itself.
     */
    textClassName: cancelled ? "line-through" : "",
  };
}
