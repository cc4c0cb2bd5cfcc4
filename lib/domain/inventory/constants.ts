// GET /api/resort/constants: the fixed values the resort, room and calendar screens work with.
import { CALENDAR_ENTRY_TYPES, DEFAULT_CALENDAR_COLOURS } from "../calendar/colours";
import { DEFAULT_CALENDAR_SIZES } from "../calendar/sizes";
import { BLOCKER_TYPES } from "./blocker-types";
import { LIST_COLUMNS, RESORT_LIST_KINDS, VESSEL_LIST_KINDS } from "./print-lists";
import { STAY_REASONS, WEEKDAYS } from "./stay-rules";

export function resortConstants() {
  return {
    blockerTypes: BLOCKER_TYPES,
    roomKinds: ["Room", "Cabin"],
    surchargeTypes: ["percent", "ByEntry"],
    /** ISO weekdays: 1 = Monday .. 7 = Sunday */
    weekdays: WEEKDAYS,
    stayRuleReasons: STAY_REASONS,
    resortListKinds: RESORT_LIST_KINDS,
    vesselListKinds: VESSEL_LIST_KINDS,
    listColumns: Object.keys(LIST_COLUMNS),
    resortDefaults: { timezone: "Europe/Berlin", checkInTime: "14:00", checkOutTime: "11:00", minNights: 1 },
    roomTypeDefaults: {
      defaultNoOfPax: 2,
      minNoOfPax: 1,
      maxNoOfPax: 2,
      maxNoOfOTAPax: 2,
      availableToOTA: -1,
      roomTypeOTA: "Double",
      sizeInSqm: -1,
      surcharge: "0",
      surchargeType: "percent",
    },
    calendarSizes: DEFAULT_CALENDAR_SIZES,
    calendarEntryTypes: CALENDAR_ENTRY_TYPES,
    calendarColours: DEFAULT_CALENDAR_COLOURS,
  };
}
