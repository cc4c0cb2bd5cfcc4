// On-site accounts: what guests consume on site is kept per booking room in the booking's `onsite`
// ({ "<bookingRoomId>": [items] }). {booking}/onsite/{onsite}/move hands one room's account to
// another room, of this booking or another one (a guest who changed rooms or joined a group).
import type { Principal } from "../../auth/principal";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { afterBookingChange } from "./after-change";
import { lockBooking, type EditInput } from "./lock-booking";

type Onsite = Record<string, unknown[]>;
const accounts = (raw: unknown): Onsite =>
  raw && typeof raw === "object" && !Array.isArray(raw) ? { ...(raw as Onsite) } : {};

export async function moveOnsiteAccount(
  input: EditInput & { onsite: number; targetBookingId?: number; targetRoomId: number },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const targetId = input.targetBookingId ?? input.bookingId;
      // both bookings locked, in id order
      const ids = [...new Set([input.bookingId, targetId])].sort((a, b) => a - b);
      for (const id of ids)
        await lockBooking(tx, id, actor, {
          action: "onsite",
          expectedVersion: id === input.bookingId ? input.expectedVersion : undefined,
        });
      const source = await tx.booking.findUniqueOrThrow({ where: { id: input.bookingId }, select: { onsite: true } });
      const from = accounts(source.onsite);
      const key = String(input.onsite);
      if (!Object.hasOwn(from, key)) throw notFound();
      const room = await tx.bookingRoom.findFirst({
        where: { bookingId: targetId, OR: [{ id: input.targetRoomId }, { roomId: input.targetRoomId }] },
        select: { id: true },
      });
      if (!room)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "targetRoomId", message: "validation.unknownReference" }],
        });
      const items = from[key];
      delete from[key];
      if (targetId === input.bookingId) {
        from[String(room.id)] = [...(from[String(room.id)] ?? []), ...items];
        await tx.booking.update({ where: { id: input.bookingId }, data: { onsite: from as Prisma.InputJsonValue } });
      } else {
        const target = await tx.booking.findUniqueOrThrow({ where: { id: targetId }, select: { onsite: true } });
        const to = accounts(target.onsite);
        to[String(room.id)] = [...(to[String(room.id)] ?? []), ...items];
        await tx.booking.update({ where: { id: input.bookingId }, data: { onsite: from as Prisma.InputJsonValue } });
        await tx.booking.update({ where: { id: targetId }, data: { onsite: to as Prisma.InputJsonValue } });
        await afterBookingChange(tx, targetId, actor, { action: "onsite/move" });
      }
      return afterBookingChange(tx, input.bookingId, actor, { action: "onsite/move" });
    },
    { tx },
  );
}
