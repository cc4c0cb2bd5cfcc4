// GET /api/resort/constants: the inventory's fixed values and defaults for the admin screens.
import { resortConstants } from "@/lib/domain/inventory/constants";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireDecimal, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Fixed values of the resort, room and calendar screens: blocker types, room kinds, surcharge types, weekdays, " +
      "stay rule reasons, list kinds and columns, resort and room type defaults, calendar sizes and colours.",
    scopes: ["resort.read", "vessel.read", "bookings.read"],
    features: ["resort", "vessel"],
    response: z.object({
      blockerTypes: z.array(z.string()),
      roomKinds: z.array(z.string()),
      surchargeTypes: z.array(z.string()),
      weekdays: z.array(z.number().int().min(1).max(7)),
      stayRuleReasons: z.array(z.string()),
      resortListKinds: z.array(z.string()),
      vesselListKinds: z.array(z.string()),
      listColumns: z.array(z.string()),
      resortDefaults: z.object({
        timezone: z.string(),
        checkInTime: z.string(),
        checkOutTime: z.string(),
        minNights: wireInt,
      }),
      roomTypeDefaults: z.object({
        defaultNoOfPax: wireInt,
        minNoOfPax: wireInt,
        maxNoOfPax: wireInt,
        maxNoOfOTAPax: wireInt,
        availableToOTA: wireInt,
        roomTypeOTA: z.string(),
        sizeInSqm: wireInt,
        surcharge: wireDecimal,
        surchargeType: z.string(),
      }),
      calendarSizes: z.record(z.string(), wireInt),
      calendarEntryTypes: z.array(z.string()),
      calendarColours: z.record(z.string(), z.string()),
    }),
  },
  () => resortConstants(),
);
