// GET /api/bookings/{id}/cabins: the booking's rooms or cabins.
import { bookingRead } from "@/lib/http/booking-route";
import { bookingCabins } from "@/lib/domain/booking/booking-queries";
import { z } from "zod";
import { bookingRoomAnswer } from "@/lib/domain/booking/view-schema";

export const GET = bookingRead(
  {
    summary: "The booking's rooms or cabins with beds and guests (booking sort: type, then sort).",
    response: z.array(bookingRoomAnswer),
  },
  ({ bookingId }) => bookingCabins(bookingId),
);
