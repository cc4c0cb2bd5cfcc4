// The booking as the API answers it (view.ts presentBooking, its calculation texts in the caller's
// language) as a zod schema: what every booking write and GET /api/bookings/{id} declare as their
// answer (lib/http/booking-route.ts), shown in the OpenAPI document and checked by the API tests.
// The booking's own columns come from the Prisma schema (modelRow); what the view reshapes is here.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { modelRow } from "../../resources/rows";
import { wireDate, wireDecimal, wireId, wireInt, wireTimestamp } from "../../validation/wire";
import { lineTextKey } from "../pricing/answer-schemas";

const named = z.object({ id: wireId, name: z.string() });
export const genderAnswer = z.enum(WIRE_ENUMS.Gender as [string, ...string[]]);
const nullableTimestamp = wireTimestamp.nullable();

/** The columns of a stored calculation line the booking answers (its text besides, translated). */
export const calculationLineFields = {
  id: true,
  key: true,
  sort: true,
  type: true,
  amount: true,
  price: true,
  total: true,
  billable: true,
  customers: true,
  customerType: true,
  source: true,
  editable: true,
  deletable: true,
  onsite: true,
  taxable: true,
  commissionable: true,
  cancellationFee: true,
} as const;

/** A stored calculation line as answered (view.ts presentLine): its text in the caller's language, the key kept. */
export const calculationLineAnswer = modelRow("bookingCalculationLine", calculationLineFields)
  .extend({ text: z.string(), textKey: lineTextKey })
  .meta({ id: "CalculationLine" });

/** A payment row as answered (view.ts presentPayment). */
export const paymentAnswer = z
  .object({
    id: wireId,
    provider: z.string(),
    method: z.string(),
    status: z.string(),
    amount: wireDecimal.meta({ description: "as paid, in `currency`" }),
    currency: z.string(),
    bookingAmount: wireDecimal.meta({ description: "what it counts in the booking's currency" }),
    bookingCurrency: z.string(),
    rate: wireDecimal.nullable(),
    rateType: z.string().nullable(),
    date: wireDate,
    reference: z.string().nullable(),
    note: z.string().nullable(),
    reversesId: wireId.nullable(),
    reversedById: wireId.nullable(),
    reason: z.string().nullable(),
    recordedBy: named.nullable(),
    paidAt: nullableTimestamp,
    createdAt: nullableTimestamp,
  })
  .meta({ id: "Payment" });

/** What a booking's payment rows say (payment-due.ts bookingMoney): paid, open and each instalment. */
export const bookingMoneyAnswer = z.object({
  paid: wireDecimal,
  open: wireDecimal,
  instalments: z.array(
    z.object({
      kind: z.enum(["deposit", "rest"]),
      due: wireDate,
      amount: wireDecimal,
      paid: wireDecimal,
      open: wireDecimal,
      overdue: z.boolean(),
    }),
  ),
  paymentDueDate: wireDate.nullable(),
  hasExceededDueDate: z.boolean(),
});

/** A file kept with the booking, without its content (GET /api/bookings/{id}/documents adds who stored it). */
export const bookingDocumentAnswer = z.object({
  id: wireId,
  name: z.string(),
  contentType: z.string(),
  size: wireInt,
  createdAt: wireTimestamp,
});

/** A room or cabin of a booking as answered (view.ts presentBooking's rooms). */
export const bookingRoomAnswer = z.object({
  id: wireId,
  roomId: wireId,
  name: z.string(),
  kind: z.enum(WIRE_ENUMS.RoomKind as [string, ...string[]]),
  type: z.string(),
  roomTypeId: wireId,
  resortId: wireId.nullable(),
  vesselId: wireId.nullable(),
  allowSharedRoom: z.boolean(),
  allowMixedGender: z.boolean(),
  dateFrom: wireDate,
  dateTo: wireDate,
  noOfPax: wireInt,
  exclusive: z.boolean(),
  active: z.boolean(),
  locked: z.boolean(),
  sort: wireInt,
  checkedInAt: nullableTimestamp,
  checkedOutAt: nullableTimestamp,
  bedIds: z.array(wireId),
  beds: z.array(z.object({ id: wireId, bedId: wireId, internalId: z.string().nullable() })),
  guests: z.array(wireId),
  customers: z.array(
    z.object({
      id: wireId,
      fullName: z.string(),
      gender: genderAnswer,
      isMain: z.boolean(),
      variantId: wireId.nullable(),
    }),
  ),
});

/** The booking's own columns as the view answers them. */
const bookingColumns = modelRow(
  "booking",
  Object.fromEntries(
    [
      "id",
      "bookingNo",
      "reservationNo",
      "offerNo",
      "type",
      "state",
      "resolved",
      "version",
      "resortId",
      "vesselId",
      "tourId",
      "scheduleId",
      "customerId",
      "agencyId",
      "userId",
      "sourceId",
      "categoryId",
      "termsOfPaymentId",
      "dateFrom",
      "dateTo",
      "noOfPax",
      "language",
      "currency",
      "roomPrice",
      "total",
      "priceId",
      "expenses",
      "commission",
      "tax",
      "systemReference",
      "references",
      "onsite",
      "todo",
      "hasOpenTodos",
      "optionUntil",
      "previousState",
      "checkedInAt",
      "checkedOutAt",
      "paidAt",
      "invoiceSplit",
      "rebookedFromId",
      "splitFromId",
      "bookingDate",
      "reservationDate",
      "cancelationDate",
      "resolvedDate",
      "freedDate",
      "deletedDate",
      "createdAt",
      "updatedAt",
    ].map((k) => [k, true]),
  ),
  ["dateFrom", "dateTo"],
);

/** The booking as the API answers it: GET /api/bookings/{id} and every booking write. */
export const bookingAnswer = bookingColumns
  .extend({
    resort: named.nullable(),
    vessel: named.nullable(),
    tour: named.nullable(),
    schedule: z.object({ id: wireId, from: wireDate, to: wireDate }).nullable(),
    customer: z
      .object({ id: wireId, fullName: z.string(), gender: genderAnswer, email: z.string().nullable() })
      .nullable(),
    agency: named.nullable(),
    user: named.nullable(),
    source: named.nullable(),
    category: named.extend({ color: z.string() }).nullable(),
    termsOfPayment: named.nullable(),
    calculation: z.array(calculationLineAnswer),
    payments: z.array(paymentAnswer),
    ...bookingMoneyAnswer.shape,
    documents: z.array(bookingDocumentAnswer),
    rooms: z.array(bookingRoomAnswer),
    guests: z.array(
      z.object({
        customerId: wireId,
        fullName: z.string(),
        gender: genderAnswer,
        isMain: z.boolean(),
        rooms: z.array(wireId),
      }),
    ),
  })
  .meta({ id: "Booking" });

/** A booking as lists and pickers show it (list-bookings.ts: GET /api/bookings, /api/bookings/find). */
export const bookingListRowAnswer = z
  .object({
    id: wireId,
    number: z.string().meta({ description: "the booking's, else the reservation's, else the offer's number" }),
    bookingNo: z.string().nullable(),
    reservationNo: z.string().nullable(),
    offerNo: z.string().nullable(),
    type: bookingColumns.shape.type,
    state: bookingColumns.shape.state,
    resolved: z.boolean(),
    dateFrom: wireDate,
    dateTo: wireDate,
    noOfPax: wireInt,
    total: wireDecimal,
    currency: z.string(),
    optionUntil: nullableTimestamp,
    paymentDueDate: wireDate.nullable().meta({ description: "the first open instalment's due date" }),
    hasExceededDueDate: z.boolean(),
    createdAt: wireTimestamp,
    customerId: wireId.nullable(),
    customer: z.string().nullable(),
    agencyId: wireId.nullable(),
    agency: z.string().nullable(),
    asset: z.string().nullable(),
    resortId: wireId.nullable(),
    vesselId: wireId.nullable(),
    scheduleId: wireId.nullable(),
    category: z.string().nullable(),
    categoryColor: z.string().nullable(),
    source: z.string().nullable(),
  })
  .meta({ id: "BookingListRow" });
