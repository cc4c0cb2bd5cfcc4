// The one read of bookings as short rows (number, state, dates, guests, who and where): the home
// pages, the dashboard's lists, a customer's and an agency's bookings and the club's trips all
// read it, each with its own where, order and size.
import { isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import {
  bookingLabel,
  bookingNumberSelect,
  bookingsWithCustomer,
  earlierBookingNumber,
  workedBookings,
} from "./states";

export const bookingSummarySelect = {
  ...bookingNumberSelect,
  state: true,
  dateFrom: true,
  dateTo: true,
  noOfPax: true,
  total: true,
  currency: true,
  customerId: true,
  customer: { select: { fullName: true } },
  agency: { select: { name: true } },
  resort: { select: { name: true } },
  tour: { select: { name: true } },
  vessel: { select: { name: true } },
} satisfies Prisma.BookingSelect;

type SummaryRow = Prisma.BookingGetPayload<{ select: typeof bookingSummarySelect }>;

export type BookingSummary = {
  id: number;
  /** null while a booking is a draft (numbers are given on confirmation) */
  bookingNo: string | null;
  /** the number it goes by (bookingLabel): its booking, else reservation, else offer number */
  number: string;
  /** the offer or reservation number it had before (earlierBookingNumber) */
  earlierNumber: string | null;
  state: SummaryRow["state"];
  from: string;
  to: string;
  pax: number;
  total: string;
  currency: string;
  customerId: number | null;
  customer: string;
  agency: string | null;
  /** the tour, else the resort, else the vessel */
  where: string;
};

export const toBookingSummary = (b: SummaryRow): BookingSummary => ({
  id: b.id,
  bookingNo: b.bookingNo,
  number: bookingLabel(b),
  earlierNumber: earlierBookingNumber(b),
  state: b.state,
  from: isoDate(b.dateFrom),
  to: isoDate(b.dateTo),
  pax: b.noOfPax,
  total: b.total.toString(),
  currency: b.currency,
  customerId: b.customerId,
  customer: b.customer?.fullName ?? "",
  agency: b.agency?.name ?? null,
  where: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? "",
});

/** The bookings `where` selects as short rows, newest arrival first unless told otherwise. */
export async function bookingSummaries(
  where: Prisma.BookingWhereInput,
  o: { orderBy?: Prisma.BookingOrderByWithRelationInput[]; take?: number } = {},
): Promise<BookingSummary[]> {
  const rows = await db().booking.findMany({
    where,
    orderBy: o.orderBy ?? [{ dateFrom: "desc" }],
    take: o.take ?? 100,
    select: bookingSummarySelect,
  });
  return rows.map(toBookingSummary);
}

/**
 * The bookings a customer takes part in (as the main customer or as a guest), newest first;
 * `worked`: deleted bookings and online holds left out, as the booking list does; `within`: the
 * caller's booking scope (an agency sees its own).
 */
export function bookingsOfCustomer(
  customerId: number,
  o: { take?: number; worked?: boolean; within?: Prisma.BookingWhereInput } = {},
) {
  const and: Prisma.BookingWhereInput[] = [bookingsWithCustomer(customerId)];
  if (o.worked) and.push(workedBookings);
  if (o.within) and.push(o.within);
  return bookingSummaries({ AND: and }, { take: o.take ?? 100 });
}

const ofAgency = (agencyId: number) => ({ AND: [{ agencyId }, workedBookings] }) satisfies Prisma.BookingWhereInput;

/** An agency's bookings (deleted ones and online holds left out, as in the list), newest first, and how many. */
export async function bookingsOfAgency(agencyId: number, take: number) {
  const [rows, count] = await Promise.all([
    bookingSummaries(ofAgency(agencyId), { take }),
    db().booking.count({ where: ofAgency(agencyId) }),
  ]);
  return { rows, count };
}
