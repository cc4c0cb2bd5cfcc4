// Rooms and cabins (/api/rooms, with their beds), room and cabin types (/api/roomtypes) and bed
// types (/api/bedtype): one set for resorts (kind Room) and vessels (kind Cabin). A room's create,
// update and copy are use cases (save-room.ts, deactivate-room.ts); lists, reads and delete are
// the engine's.
import { ASSET_LIST_COLUMNS, ASSET_LIST_FILTERS } from "../../resources/screen-parts";
import { z } from "zod";
import { isoDate } from "../../core/dates";
import type { Prisma, Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { hasSome } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { elementOf } from "../../resources/rows";
import { defineResource } from "../../resources/types";
import { ASSET_FILTERS, csvColumns } from "../../resources/list-parts";
import { wireDate } from "../../validation/wire";
import { money, text } from "../../validation/validators";
import { count, id, oneAsset, optionalId, paxInOrder } from "./fields";

export const roomAccess = {
  read: ["resort.read", "vessel.read"],
  create: ["resort.update", "vessel.update"],
  update: ["resort.update", "vessel.update"],
  delete: ["resort.update", "vessel.update"],
} as const;

export const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** How many rooms a refusal names in its message (its details list them all). */
const NAMED_ROOMS = 10;

/**
 * 409 naming the rooms or cabins `where` finds: they keep a deck or room type on its vessel or
 * resort (moved away, it would belong elsewhere and their next save would fail).
 */
export async function refuseWhileRooms(tx: Tx, where: Prisma.RoomWhereInput, message: string) {
  const rooms = await tx.room.findMany({
    where,
    select: { id: true, name: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  if (!rooms.length) return;
  const names = rooms.map((r) => r.name);
  const more = names.length > NAMED_ROOMS ? ` (+${names.length - NAMED_ROOMS})` : "";
  throw new AppError("CONFLICT", message, {
    values: { count: rooms.length, rooms: names.slice(0, NAMED_ROOMS).join(", ") + more },
    details: { rooms },
  });
}

/** A room of a resort needs resort.update, a cabin of a vessel vessel.update. */
export function assertAssetScope(actor: Principal, asset: { resortId?: number | null }) {
  const needed = asset.resortId != null ? "resort.update" : "vessel.update";
  if (!hasSome(actor, [needed])) throw new AppError("FORBIDDEN");
}

/**
 * Departures of the vessel hold back only cabins and beds that exist: a stale id (a cabin or bed
 * deleted) would make the departure's next save (and its copies) fail the check that it holds
 * back its vessel's own.
 */
export async function releaseHeldBack(tx: Tx, vesselId: number) {
  await tx.$executeRaw`
    UPDATE "Schedule" s SET
      "heldBackRoomIds" = ARRAY(SELECT x FROM unnest(s."heldBackRoomIds") x
        WHERE EXISTS (SELECT 1 FROM "Room" r WHERE r.id = x)),
      "heldBackBedIds" = ARRAY(SELECT x FROM unnest(s."heldBackBedIds") x
        WHERE EXISTS (SELECT 1 FROM "Bed" b WHERE b.id = x))
    WHERE s."vesselId" = ${vesselId} AND (cardinality(s."heldBackRoomIds") > 0 OR cardinality(s."heldBackBedIds") > 0)`;
}

const bedSchema = z.object({
  id: optionalId(),
  bedTypeId: optionalId(),
  internalId: optional(text({ max: 40 })),
  active: z.boolean().default(true),
  visible: z.boolean().default(true),
  maxAge: optional(count(0, 120)),
});

const roomFields = z.object({
  kind: z.enum(["Cabin", "Room"]).optional(),
  name: name(80),
  internalId: optional(text({ max: 40 })),
  resortId: optionalId(),
  vesselId: optionalId(),
  deckId: optionalId(),
  roomTypeId: id(),
  bedTypeId: optionalId(),
  additionalBedTypeIds: ids(),
  isActive: z.boolean().default(true),
  isVisible: z.boolean().default(true),
  hide: z.boolean().default(false),
  /** derived from `beds` when they are given */
  availableBeds: count(0, 50).optional(),
  allowSharedRoom: z.boolean().default(false),
  allowMixedGender: z.boolean().default(false),
  description: i18nText(),
  images: ids(),
  /** persons; a new room without them takes its room type's */
  maxNoOfPax: count(1, 50).optional(),
  minNoOfPax: count(1, 50).optional(),
  defaultNoOfPax: count(1, 50).optional(),
  single: z.boolean().default(false),
  double: z.boolean().default(false),
  fan: z.boolean().default(false),
  acc: z.boolean().default(false),
  seaview: z.boolean().default(false),
  warmwater: z.boolean().default(false),
  sort: sortOrder(),
  beds: z.array(bedSchema).max(50).optional(),
});

/** A room's fields as its create takes them (an update: any of them). */
export type RoomFields = z.output<typeof roomFields>;

const bedSelect = {
  id: true,
  bedTypeId: true,
  internalId: true,
  active: true,
  visible: true,
  maxAge: true,
  sort: true,
} satisfies Prisma.BedSelect;
const roomListSelect = {
  id: true,
  kind: true,
  name: true,
  internalId: true,
  resortId: true,
  vesselId: true,
  deckId: true,
  roomTypeId: true,
  bedTypeId: true,
  additionalBedTypeIds: true,
  isActive: true,
  isVisible: true,
  hide: true,
  availableBeds: true,
  allowSharedRoom: true,
  allowMixedGender: true,
  maxNoOfPax: true,
  minNoOfPax: true,
  defaultNoOfPax: true,
  single: true,
  double: true,
  fan: true,
  acc: true,
  seaview: true,
  warmwater: true,
  sort: true,
} as const;

/** One room as GET /api/rooms/{id} and every write answer it: with its beds and latest blockers. */
export const roomDetailSelect = {
  ...roomListSelect,
  description: true,
  images: true,
  createdAt: true,
  updatedAt: true,
  beds: { select: bedSelect, orderBy: [{ sort: "asc" }, { id: "asc" }] },
  blockers: {
    select: { id: true, type: true, from: true, to: true, reason: true },
    orderBy: { from: "desc" },
    take: 50,
  },
} satisfies Prisma.RoomSelect;

export const roomResource = defineResource({
  name: "rooms",
  model: "room",
  features: ["resort", "vessel"],
  access: roomAccess,
  create: roomFields
    .refine(oneAsset, { path: ["resortId"], message: "validation.oneAsset" })
    .refine(paxInOrder, { path: ["defaultNoOfPax"], message: "validation.paxOrder" }),
  update: roomFields.partial().refine(paxInOrder, { path: ["defaultNoOfPax"], message: "validation.paxOrder" }),
  search: ["name", "internalId"],
  filters: {
    kind: { kind: "enum", values: ["Cabin", "Room"] },
    ...ASSET_FILTERS,
    roomTypeId: { kind: "int" },
    deckId: { kind: "int" },
    isActive: { kind: "bool" },
  },
  sort: { id: "id", name: "name", sort: "sort", roomTypeId: "roomTypeId", availableBeds: "availableBeds" },
  defaultSort: { key: "sort", order: "asc" },
  select: roomListSelect,
  detail: roomDetailSelect,
  present: (r) => ({
    ...r,
    type: r.kind,
    ...(r.blockers
      ? {
          blockers: r.blockers.map((b: { from: Date; to: Date }) => ({
            ...b,
            from: isoDate(b.from),
            to: isoDate(b.to),
          })),
        }
      : {}),
  }),
  presented: (row) =>
    row.extend({
      type: row.shape.kind,
      ...(row.shape.blockers
        ? { blockers: z.array(elementOf(row.shape.blockers).extend({ from: wireDate, to: wireDate })) }
        : {}),
    }),
  csv: ["id", "kind", "name", "internalId", "resortId", "vesselId", "roomTypeId", "availableBeds", "isActive"].map(
    (key) => ({ key, header: `rooms.fields.${key}` }),
  ),
  references: [{ model: "bookingRoom", field: "roomId", label: "bookings" }],
  copy: (r) => ({ name: `${r.name} (2)`, internalId: null }),
  // a deleted cabin is held back by no departure any more (creates and updates: save-room.ts)
  afterWrite: async (row, { action, tx }) => {
    if (action === "delete" && row.vesselId != null) await releaseHeldBack(tx, row.vesselId);
  },
});

/** A count where -1 stands for "none" (the spec's value): an empty form field or null says so too. */
const noneAsMinusOne = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === "" || v === null ? -1 : v), s);

/** "Visible" follows "Hidden" whenever that is written: one control, two stored flags that agree. */
export const visibleFollowsHidden = <T extends Record<string, unknown>>(d: T): T =>
  typeof d.hide === "boolean" ? { ...d, isVisible: !d.hide } : d;

const roomTypeFields = z.object({
  name: name(80),
  key: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,20}$/, "validation.code"),
  resortId: optionalId(),
  vesselId: optionalId(),
  defaultNoOfPax: count(1, 50).default(2),
  minNoOfPax: count(1, 50).default(1),
  maxNoOfPax: count(1, 50).default(2),
  maxNoOfOTAPax: count(1, 50).default(2),
  /** -1 (or empty, null): not offered to OTAs */
  availableToOTA: noneAsMinusOne(z.coerce.number().int().min(-1).max(1000)).default(-1),
  roomTypeOTA: text({ min: 1, max: 40 }).default("Double"),
  /** -1 (or empty, null): not given */
  sizeInSqm: noneAsMinusOne(z.coerce.number().int().min(-1).max(10000)).default(-1),
  surcharge: money().default("0"),
  surchargeType: z.enum(["percent", "ByEntry"]).default("percent"),
  hide: z.boolean().default(false),
  collapse: z.boolean().default(false),
  isVisible: z.boolean().default(true),
  description: i18nText(),
  images: ids(),
  sort: sortOrder(),
});

export const roomTypeResource = defineResource({
  name: "roomtypes",
  model: "roomType",
  features: ["resort", "vessel"],
  access: roomAccess,
  create: roomTypeFields
    .refine(oneAsset, { path: ["resortId"], message: "validation.oneAsset" })
    .refine(paxInOrder, { path: ["defaultNoOfPax"], message: "validation.paxOrder" }),
  update: roomTypeFields.partial().refine(paxInOrder, { path: ["defaultNoOfPax"], message: "validation.paxOrder" }),
  search: ["name", "key"],
  filters: { ...ASSET_FILTERS, isVisible: { kind: "bool" } },
  sort: { id: "id", name: "name", key: "key", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: ["id", "key", "name", "resortId", "vesselId", "defaultNoOfPax", "minNoOfPax", "maxNoOfPax", "surcharge"].map(
    (key) => ({ key, header: `roomTypes.fields.${key}` }),
  ),
  references: [{ model: "room", field: "roomTypeId", label: "rooms" }],
  copy: (t) => ({ name: `${t.name} (2)`, key: `${String(t.key).slice(0, 17)}-2` }),
  prepare: async (d, ctx) => {
    const merged = { ...ctx.existing, ...d } as Record<string, any>;
    if ((merged.resortId == null) === (merged.vesselId == null)) throw invalid("resortId", "validation.oneAsset");
    assertAssetScope(ctx.principal, merged);
    if (!paxInOrder(merged)) throw invalid("defaultNoOfPax", "validation.paxOrder");
    const moved =
      ctx.existing && (ctx.existing.resortId !== merged.resortId || ctx.existing.vesselId !== merged.vesselId);
    // a type whose rooms belong to one resort or vessel cannot move to another
    if (moved) await refuseWhileRooms(ctx.tx, { roomTypeId: ctx.existing.id }, "errors.ROOM_TYPE_HAS_ROOMS");
    // the key names the type within its resort or vessel (a unique index too; this names the field alone)
    if (!ctx.existing || moved || merged.key !== ctx.existing.key) {
      const taken = await ctx.tx.roomType.findFirst({
        where: {
          key: merged.key,
          resortId: merged.resortId ?? null,
          vesselId: merged.vesselId ?? null,
          ...(ctx.existing ? { id: { not: ctx.existing.id } } : {}),
        },
        select: { id: true },
      });
      if (taken) throw new AppError("CONFLICT", undefined, { fields: [{ path: "key", message: "validation.unique" }] });
    }
    return visibleFollowsHidden(d);
  },
});

export const bedTypeResource = defineResource({
  name: "bedtype",
  model: "bedType",
  features: ["resort", "vessel"],
  access: roomAccess,
  create: z.object({
    name: name(80),
    key: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9_-]{1,40}$/, "validation.code"),
    sleeps: count(1, 6).default(1),
    isVisible: z.boolean().default(true),
    description: i18nText(),
    sort: sortOrder(),
  }),
  search: ["name", "key"],
  filters: { isVisible: { kind: "bool" } },
  sort: { id: "id", name: "name", key: "key", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: csvColumns("bedTypes.fields", ["id", "key", "name", "sleeps", "isVisible"]),
  // the foreign keys would null a type in use on rooms and beds: refuse instead, like room types
  references: [
    { model: "room", field: "bedTypeId", label: "rooms" },
    { model: "bed", field: "bedTypeId", label: "beds" },
    { model: "room", field: "additionalBedTypeIds", label: "additionalBedTypes", list: true },
  ],
  copy: (b) => ({ name: `${b.name} (2)`, key: `${String(b.key).slice(0, 37)}-2` }),
});

export const ROOM_RESOURCES = [roomResource, roomTypeResource, bedTypeResource];

const PAX_AND_FLAGS = [
  { name: "maxNoOfPax", type: "number" },
  { name: "minNoOfPax", type: "number" },
  { name: "defaultNoOfPax", type: "number" },
] as const;

export const roomScreen = defineScreen(roomResource, {
  labels: "rooms.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "kind", type: "enum", options: { enum: ["Room", "Cabin"], labels: "rooms.kinds" } },
    ...ASSET_LIST_COLUMNS,
    { key: "roomTypeId", sort: "roomTypeId", type: "enum", options: { rows: "roomType" } },
    { key: "deckId", type: "enum", options: { rows: "deck" }, hidden: true },
    { key: "availableBeds", sort: "availableBeds", type: "number" },
    { key: "maxNoOfPax", type: "number", hidden: true },
    { key: "allowSharedRoom", type: "bool", hidden: true },
    { key: "isActive", type: "bool" },
    { key: "sort", sort: "sort", type: "number", hidden: true },
  ],
  filters: [
    { key: "kind", type: "select", options: { enum: ["Room", "Cabin"], labels: "rooms.kinds" } },
    ...ASSET_LIST_FILTERS,
    { key: "roomTypeId", type: "select", options: { rows: "roomType" } },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "internalId" },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "rooms.hints.asset" },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "roomTypeId", type: "select", options: { rows: "roomType" } },
    { name: "deckId", type: "select", options: { rows: "deck" }, hint: "rooms.hints.deck" },
    { name: "bedTypeId", type: "select", options: { rows: "bedType" } },
    { name: "additionalBedTypeIds", type: "multiselect", options: { rows: "bedType" } },
    ...PAX_AND_FLAGS,
    { name: "sort", type: "number" },
    { name: "allowSharedRoom", type: "checkbox" },
    { name: "allowMixedGender", type: "checkbox" },
    { name: "single", type: "checkbox" },
    { name: "double", type: "checkbox" },
    { name: "fan", type: "checkbox" },
    { name: "acc", type: "checkbox" },
    { name: "seaview", type: "checkbox" },
    { name: "warmwater", type: "checkbox" },
    { name: "isActive", type: "checkbox" },
    // one control for what guests see: "Visible" follows it (save-room.ts)
    { name: "hide", type: "checkbox", hint: "rooms.hints.hide" },
    { name: "description", type: "i18n" },
    { name: "images", type: "media" },
  ],
});

export const roomTypeScreen = defineScreen(roomTypeResource, {
  labels: "roomTypes.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "key", sort: "key" },
    ...ASSET_LIST_COLUMNS,
    { key: "defaultNoOfPax", type: "number" },
    { key: "minNoOfPax", type: "number" },
    { key: "maxNoOfPax", type: "number" },
    { key: "surcharge", type: "number", hidden: true },
    { key: "isVisible", type: "bool", hidden: true },
    { key: "sort", sort: "sort", type: "number", hidden: true },
  ],
  filters: [...ASSET_LIST_FILTERS],
  fields: [
    { name: "name" },
    { name: "key" },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "rooms.hints.asset" },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    ...PAX_AND_FLAGS,
    { name: "maxNoOfOTAPax", type: "number" },
    {
      name: "availableToOTA",
      type: "countOrNone",
      none: "roomTypes.hints.notOffered",
      hint: "roomTypes.hints.availableToOTACount",
    },
    { name: "roomTypeOTA" },
    { name: "sizeInSqm", type: "countOrNone", none: "roomTypes.hints.notGiven" },
    { name: "surcharge", type: "decimal" },
    {
      name: "surchargeType",
      type: "select",
      options: { enum: ["percent", "ByEntry"], labels: "roomTypes.surchargeTypes" },
    },
    { name: "sort", type: "number" },
    // one control for what guests see: "Visible" follows it (the resource's prepare)
    { name: "hide", type: "checkbox", hint: "roomTypes.hints.hide" },
    { name: "collapse", type: "checkbox" },
    { name: "description", type: "i18n" },
    { name: "images", type: "media" },
  ],
});

export const bedTypeScreen = defineScreen(bedTypeResource, {
  labels: "bedTypes.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "key", sort: "key" },
    { key: "sleeps", type: "number" },
    { key: "isVisible", type: "bool" },
    { key: "sort", sort: "sort", type: "number", hidden: true },
  ],
  fields: [
    { name: "name" },
    { name: "key" },
    { name: "sleeps", type: "number" },
    { name: "sort", type: "number" },
    { name: "isVisible", type: "checkbox" },
    { name: "description", type: "i18n" },
  ],
});
