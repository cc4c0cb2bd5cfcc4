// GET /api/book/roomTypes: the room (cabin) types of a resort or vessel.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { roomTypesOf } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Room types of a resort (resortId) or cabin types of a vessel (vesselId).",
    query: z
      .object({ resortId: id().optional(), vesselId: id().optional() })
      .refine((q) => q.resortId !== undefined || q.vesselId !== undefined, {
        path: ["resortId"],
        message: "validation.required",
      }),
  },
  async ({ query }) => roomTypesOf(query),
);
