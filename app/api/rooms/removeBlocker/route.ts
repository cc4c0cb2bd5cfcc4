import { removeBlocker, removeBlockerSchema } from "@/lib/domain/booking/remove-blocker";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Remove a blocker: {id}; its nights are free again.",
    scopes: ["resort.update", "vessel.update", "bookings.update"],
    features: ["resort", "vessel"],
    body: removeBlockerSchema,
  },
  ({ body, principal }) => removeBlocker(body, principal),
);
