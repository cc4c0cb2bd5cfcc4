import { resortConstants } from "@/lib/domain/inventory/constants";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "Fixed values of the resort, room and calendar screens: blocker types, room kinds, surcharge types, weekdays, " +
      "stay rule reasons, list kinds and columns, resort and room type defaults, calendar sizes and colours.",
    scopes: ["resort.read", "vessel.read", "bookings.read"],
    features: ["resort", "vessel"],
  },
  () => resortConstants(),
);
