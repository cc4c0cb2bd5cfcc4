// GET /api/bookings/{id}/customers: the guest list.
import { bookingScope } from "@/lib/domain/booking/access";
import { bookingCustomers } from "@/lib/domain/booking/booking-queries";
import { bookingRead } from "@/lib/http/booking-route";
import { z } from "zod";
import { genderAnswer } from "@/lib/domain/booking/view-schema";
import { wireDate, wireId } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary:
      "The booking's guests (distinct customers) with the rooms each is in; a customer sees the others' names only, not their contact details or birthdays.",
    response: z.array(
      z.object({
        id: wireId,
        fullName: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        gender: genderAnswer,
        isMain: z.boolean(),
        rooms: z.array(z.object({ id: wireId, name: z.string() })),
        // staff, agencies and the guest themself; not a fellow guest
        birthday: wireDate.nullable().optional(),
        email: z.string().nullable().optional(),
        nationality: z.string().nullable().optional(),
      }),
    ),
  },
  async ({ bookingId, principal }) => {
    const scope = await bookingScope(principal, "read");
    return bookingCustomers(bookingId, scope.kind === "customer" ? scope.customerId : undefined);
  },
);
