// Room prices (/api/roomprices): a room type's own nightly rate for a period, or one room's when
// roomId is set, per room or per person. Only validation and ownership: a resort's types need
// resort.update, a vessel's vessel.update; the room must be of the type.
import { z } from "zod";
import { AppError } from "../../core/errors";
import { hasSome } from "../../access/scopes";
import { currencyCode, date, optional } from "../../resources/fields";
import { defineResource, type WriteContext } from "../../resources/types";
import { OVERLAP_FILTERS, csvColumns } from "../../resources/list-parts";
import { money, text } from "../../validation/validators";
import { id, optionalId } from "./fields";
import { roomAccess } from "./room-resources";

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

const roomPriceFields = z.object({
  roomTypeId: id(),
  roomId: optionalId(),
  from: date(),
  to: date(),
  price: money().refine((v) => !v.startsWith("-"), "validation.nonNegative"),
  currency: optional(currencyCode()),
  perPerson: z.boolean().default(false),
  note: optional(text({ max: 500 })),
  isActive: z.boolean().default(true),
});
const periodInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.to > v.from;

async function checkRoomPrice(d: Record<string, unknown>, ctx: WriteContext) {
  const merged = { ...ctx.existing, ...d } as Record<string, any>;
  if (merged.from instanceof Date && merged.to instanceof Date && merged.to <= merged.from)
    throw invalid("to", "validation.dateOrder");
  const type = await ctx.tx.roomType.findUnique({
    where: { id: merged.roomTypeId },
    select: { resortId: true },
  });
  if (!type) throw invalid("roomTypeId", "validation.unknownReference");
  if (!hasSome(ctx.principal, [type.resortId != null ? "resort.update" : "vessel.update"]))
    throw new AppError("FORBIDDEN");
  if (merged.roomId != null) {
    const room = await ctx.tx.room.findUnique({ where: { id: merged.roomId }, select: { roomTypeId: true } });
    if (!room) throw invalid("roomId", "validation.unknownReference");
    if (room.roomTypeId !== merged.roomTypeId) throw invalid("roomId", "validation.roomOfOtherType");
  }
  return d;
}

export const roomPriceResource = defineResource({
  name: "roomprices",
  model: "roomPrice",
  features: ["resort", "vessel"],
  access: roomAccess,
  create: roomPriceFields.refine(periodInOrder, { path: ["to"], message: "validation.dateOrder" }),
  update: roomPriceFields.partial().refine(periodInOrder, { path: ["to"], message: "validation.dateOrder" }),
  dateFields: ["from", "to"],
  currencyFields: ["currency"],
  filters: {
    roomTypeId: { kind: "int" },
    roomId: { kind: "int" },
    isActive: { kind: "bool" },
    ...OVERLAP_FILTERS,
  },
  search: ["note"],
  sort: { id: "id", from: "from", to: "to", price: "price" },
  defaultSort: { key: "from", order: "asc" },
  csv: csvColumns("roomPrices.fields", [
    "id",
    "roomTypeId",
    "roomId",
    "from",
    "to",
    "price",
    "currency",
    "perPerson",
    "isActive",
  ]),
  prepare: checkRoomPrice,
});
