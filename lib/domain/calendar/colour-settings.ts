// The calendar colour rules as the operator configured them: the one place that turns the view
// settings into a CalendarColourConfig (docs/calendar-colours.md), for every calendar and grid.
import { readGroup } from "../settings/group-settings";
import { calendarColourConfig, type CalendarColourConfig } from "./colours";

/**
 * The colour rules with the operator's settings. Rule 3 (old bookings grey) is on unless the
 * operator switched greyOutOldBookings off: on is the setting's default and the rules' default.
 */
export async function operatorColourConfig(): Promise<CalendarColourConfig> {
  const view = await readGroup("view");
  return calendarColourConfig({ greyOutOldBookings: view.greyOutOldBookings !== false });
}
