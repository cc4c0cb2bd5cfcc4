// A stay dragged on the tape chart (/booking/occupancy): one of the booking's rooms gets other
// nights (rooms/{roomId}/date) and/or another room (changeRoom), in one transaction, through those
// very use cases: the same checks, the same 409 on a taken night, the same history and price.
// `previewStayChange` runs the same change and rolls it back: the price the engine would store
// (old and new total) for the confirmation, and the refusal before anything is asked.
import type { Principal } from "../../auth/principal";
import { isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { changeBookingRoom, changeBookingRoomDates } from "./booking-rooms";
import type { EditInput } from "./lock-booking";
import type { BookingView } from "./view";

export type StayChange = EditInput & {
  /** the booking's room (BookingRoom id) */
  bookingRoomId: number;
  /** the room it goes to (unchanged when absent or the same) */
  roomId?: number;
  dateFrom?: string;
  dateTo?: string;
};

/** The change a stay route names: the booking room in its path, room and nights in its body. */
export const stayChangeOf = (c: {
  bookingId: number;
  expectedVersion?: number;
  bookingRoomId: number;
  body: { roomId?: number; dateFrom?: string; dateTo?: string };
}): StayChange => ({
  bookingId: c.bookingId,
  expectedVersion: c.expectedVersion,
  bookingRoomId: c.bookingRoomId,
  roomId: c.body.roomId,
  dateFrom: c.body.dateFrom,
  dateTo: c.body.dateTo,
});

const nothing = () =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "roomId", message: "validation.required" }] });

/**
 * Applies the change: the nights first (in the room the stay has), then the room (with its new
 * nights). Each step is the API's own use case; the version the caller read is checked once.
 */
export function changeStay(input: StayChange, actor: Principal, tx?: Tx): Promise<BookingView> {
  return transaction(
    async (tx) => {
      const row = await tx.bookingRoom.findFirst({
        where: { id: input.bookingRoomId, bookingId: input.bookingId },
        select: { roomId: true, dateFrom: true, dateTo: true },
      });
      const from = input.dateFrom ?? (row ? isoDate(row.dateFrom) : undefined);
      const to = input.dateTo ?? (row ? isoDate(row.dateTo) : undefined);
      const datesChange = !!row && (from !== isoDate(row.dateFrom) || to !== isoDate(row.dateTo));
      const roomChanges = !!row && input.roomId !== undefined && input.roomId !== row.roomId;
      if (row && !datesChange && !roomChanges) throw nothing();
      let view: BookingView | undefined;
      let expectedVersion = input.expectedVersion;
      // a room that is not the booking's: the use case answers its 404
      if (datesChange || !row) {
        view = await changeBookingRoomDates(
          { bookingId: input.bookingId, expectedVersion, room: input.bookingRoomId, dateFrom: from!, dateTo: to! },
          actor,
          tx,
        );
        expectedVersion = undefined; // checked under the lock the first step took
      }
      if (roomChanges)
        view = await changeBookingRoom(
          { bookingId: input.bookingId, expectedVersion, bookingRoomId: input.bookingRoomId, roomId: input.roomId! },
          actor,
          tx,
        );
      return view!;
    },
    { tx },
  );
}

class Preview extends Error {
  constructor(readonly view: BookingView) {
    super("preview");
  }
}

export type StayPreview = {
  currency: string;
  /** the total stored now */
  before: string;
  /** the total the engine stores after the change */
  after: string;
  dateFrom: string;
  dateTo: string;
};

/**
 * What `changeStay` would do, without doing it: the change runs in a transaction that is rolled
 * back. A refusal (409 taken, 400, 404) is the one the change itself gives.
 */
export async function previewStayChange(input: StayChange, actor: Principal): Promise<StayPreview> {
  let before: BookingView["total"] | undefined;
  try {
    await transaction(async (tx) => {
      const b = await tx.booking.findUnique({ where: { id: input.bookingId }, select: { total: true } });
      before = b?.total.toString();
      throw new Preview(await changeStay(input, actor, tx));
    });
  } catch (e) {
    if (!(e instanceof Preview)) throw e;
    const room = e.view.rooms.find((r) => r.id === input.bookingRoomId);
    return {
      currency: e.view.currency,
      before: before ?? e.view.total,
      after: e.view.total,
      dateFrom: room?.dateFrom ?? e.view.dateFrom,
      dateTo: room?.dateTo ?? e.view.dateTo,
    };
  }
  throw new Error("the preview was not rolled back");
}
