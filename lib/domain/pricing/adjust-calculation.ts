// What staff change on a booking's calculation (POST /api/bookings/{id}/calculation ..., spec part
// 2 section 7). Each is one booking edit: the booking locked at the version the caller saw, the
// change stored where every recalculation reads it (manual lines, line overrides, added or
// removed specials, products, the pinned price, a guest's variant, the commission), then the
// booking's one closing step recalculates, stores the lines and writes the history version.
// Manual lines and staff's changes stay when the price is reloaded; reloadPrice drops the
// changes to engine lines (it re-reads the prices).
import type { Principal } from "../../auth/principal";
import { isoDate } from "../../core/dates";
import { Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { assertOpen, editBooking, type EditInput, type LockedBooking } from "../booking/lock-booking";
import type {
  AddLineInput,
  AddProductInput,
  EditLineInput,
  commissionSchema,
  paymentPolicySchema,
} from "./calculation-schemas";
import type { z } from "zod";

/** The fee lines of a cancelled booking may still be written; everything else only while it is open. */
export const FEE_STATES: readonly string[] = ["aborted"];

function assertLinesEditable(b: LockedBooking, action: string) {
  if (FEE_STATES.includes(b.state) && !b.resolved) return;
  assertOpen(b, action);
}

const refused = (key: string, values: Record<string, string | number>) =>
  new AppError("CONFLICT", `errors.calculation.${key}`, { values, details: { reason: key, ...values } });

type StoredLine = Prisma.BookingCalculationLineGetPayload<object>;

/** The stored line `lineId` of booking `bookingId` (404 for another booking's line). */
async function lineOf(tx: Tx, bookingId: number, lineId: number): Promise<StoredLine> {
  const line = await tx.bookingCalculationLine.findFirst({ where: { id: lineId, bookingId } });
  if (!line) throw notFound();
  return line;
}

const manualIdOf = (l: StoredLine): number | null => {
  const s = l.source as { kind?: string; id?: unknown };
  return s.kind === "manual" && typeof s.id === "number" ? s.id : null;
};

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** Lines whose price is a reduction (a special's or the price's discount): only these take a negative price. */
const REDUCTION_TYPES: readonly string[] = ["special", "discount"];

/**
 * The price an engine line may be given: a room or product line costs 0 at least (a reduction is
 * a special or a manual discount line, docs/pricing.md section 13), a reduction line may go below.
 */
const enginePriceAllowed = (lineType: string, price: string): boolean =>
  REDUCTION_TYPES.includes(lineType) || !price.startsWith("-");

/** `customerIds` must be guests of the booking: the first that is not is a 400 naming it ("customerIds.0"). */
async function assertGuests(tx: Tx, bookingId: number, customerIds: readonly number[]) {
  if (!customerIds.length) return;
  const known = await tx.bookingGuest.findMany({
    where: { bookingId, customerId: { in: [...customerIds] } },
    select: { customerId: true },
  });
  const missing = customerIds.findIndex((c) => !known.some((k) => k.customerId === c));
  if (missing >= 0) throw invalid(`customerIds.${missing}`, "validation.notAGuest");
}

/** POST {id}/calculation: a line written by hand. */
export function addCalculationLine(input: EditInput & { line: AddLineInput }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "calculation",
    async (tx, b) => {
      assertLinesEditable(b, "calculation");
      const l = input.line;
      await assertGuests(tx, b.id, l.customerIds ?? []);
      // a line without a place goes after the others, so every manual line has a sort of its own
      const last = await tx.bookingManualLine.aggregate({ where: { bookingId: b.id }, _max: { sort: true } });
      await tx.bookingManualLine.create({
        data: {
          bookingId: b.id,
          type: l.type,
          text: l.text,
          amount: l.amount,
          price: l.price,
          sort: l.sort ?? Math.max(9999, (last._max.sort ?? 9998) + 1),
          customerIds: l.customerIds ?? [],
          taxable: l.taxable ?? null,
          commissionable: l.commissionable,
          onsite: l.onsite,
          cancellationFee: l.cancellationFee,
        },
      });
    },
    { tx, open: false },
  );
}

/** POST {id}/calculation/{calcId} (edit) and .../rename: a manual line directly, an engine line by an override. */
export function editCalculationLine(
  input: EditInput & { lineId: number; change: Omit<EditLineInput, "version">; action?: "calculation" | "rename" },
  actor: Principal,
  tx?: Tx,
) {
  const action = input.action ?? "calculation";
  return editBooking(
    input,
    actor,
    action,
    async (tx, b) => {
      assertLinesEditable(b, action);
      const line = await lineOf(tx, b.id, input.lineId);
      const { price, amount, text } = input.change;
      const manualId = manualIdOf(line);
      if (manualId != null) {
        await tx.bookingManualLine.update({
          where: { id: manualId },
          data: {
            ...(price !== undefined ? { price } : {}),
            ...(amount !== undefined ? { amount } : {}),
            ...(text !== undefined ? { text } : {}),
          },
        });
        return;
      }
      if (!line.editable) throw refused("notEditable", { line: line.id });
      if (price !== undefined && !enginePriceAllowed(line.type, price))
        throw invalid("price", "validation.nonNegative");
      const data = {
        ...(price !== undefined ? { price } : {}),
        ...(amount !== undefined ? { amount } : {}),
        ...(text !== undefined ? { text } : {}),
      };
      await tx.bookingLineOverride.upsert({
        where: { bookingId_key: { bookingId: b.id, key: line.key } },
        create: { bookingId: b.id, key: line.key, ...data },
        update: data,
      });
    },
    { tx, open: false },
  );
}

/** POST {id}/calculation/{calcId}/refresh: an engine line worked out again (staff's change to it dropped). */
export function refreshCalculationLine(input: EditInput & { lineId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "calculation/refresh",
    async (tx, b) => {
      assertLinesEditable(b, "calculation/refresh");
      const line = await lineOf(tx, b.id, input.lineId);
      if (manualIdOf(line) != null) throw refused("manualNotRefreshable", { line: line.id });
      await tx.bookingLineOverride.deleteMany({ where: { bookingId: b.id, key: line.key } });
    },
    { tx, open: false },
  );
}

/**
 * DELETE {bookingId}/calculation/{sort}: the line at that place. A manual line goes; a special
 * staff may take off stays off (also at the next reload); a product goes from the booking.
 * Lines worked out from the rooms, the tour, tax or the payment plan cannot be deleted (409).
 */
export function deleteCalculationLine(input: EditInput & { sort: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "calculation/delete",
    async (tx, b) => {
      assertLinesEditable(b, "calculation/delete");
      const lines = await tx.bookingCalculationLine.findMany({
        where: { bookingId: b.id, sort: input.sort },
        orderBy: { id: "asc" },
      });
      // manual lines first: they are what staff most often take back
      const line = lines.find((l) => manualIdOf(l) != null) ?? lines[0];
      if (!line) throw notFound();
      const source = line.source as { kind: string; id?: number; specialId?: number; bookingProductId?: number };
      if (source.kind === "manual") {
        await tx.bookingManualLine.delete({ where: { id: source.id } });
        return;
      }
      if (!line.deletable) throw refused("notDeletable", { line: line.sort });
      if (source.kind === "special" && source.specialId != null) {
        await tx.bookingSpecial.upsert({
          where: { bookingId_specialId: { bookingId: b.id, specialId: source.specialId } },
          create: { bookingId: b.id, specialId: source.specialId, removed: true },
          update: { removed: true, ignoreRules: false },
        });
        return;
      }
      if (source.kind === "product" && source.bookingProductId != null) {
        await tx.bookingProduct.deleteMany({ where: { id: source.bookingProductId, bookingId: b.id } });
        return;
      }
      throw refused("notDeletable", { line: line.sort });
    },
    { tx, open: false },
  );
}

/** DELETE {bookingId}/calculation/{id}/removeCancellationFee: the fee line goes (404 for any other line). */
export function removeCancellationFee(input: EditInput & { lineId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "calculation/removeCancellationFee",
    async (tx, b) => {
      assertLinesEditable(b, "calculation/removeCancellationFee");
      const line = await lineOf(tx, b.id, input.lineId);
      const manualId = manualIdOf(line);
      if (!line.cancellationFee || manualId == null) throw refused("notCancellationFee", { line: line.id });
      await tx.bookingManualLine.delete({ where: { id: manualId } });
    },
    { tx, open: false },
  );
}

/** POST {id}/reloadPrice: the prices read again; changes to engine lines dropped, manual lines kept. */
export function reloadPrice(input: EditInput, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "reloadPrice",
    async (tx, b) => {
      await tx.bookingLineOverride.deleteMany({ where: { bookingId: b.id } });
    },
    { tx },
  );
}

/** POST {id}/updatePaymentPolicy: the payment plan from the booking's terms (or the ones named) as they are now. */
export function updatePaymentPolicy(
  input: EditInput & { policy: z.infer<typeof paymentPolicySchema> },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "updatePaymentPolicy",
    async (tx, b) => {
      const termsId = input.policy.termsOfPaymentId;
      if (termsId === undefined) return;
      if (termsId !== null) {
        const terms = await tx.termsOfPayment.findFirst({
          where: { id: termsId, isActive: true },
          select: { id: true },
        });
        if (!terms) throw invalid("termsOfPaymentId", "validation.unknownReference");
      }
      await tx.booking.update({ where: { id: b.id }, data: { termsOfPaymentId: termsId } });
    },
    { tx },
  );
}

/** POST {id}/special/{special}: a special on this booking, by its rules or (ignoreRules) regardless of them. */
export function addSpecial(input: EditInput & { specialId: number; ignoreRules: boolean }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "special",
    async (tx, b) => {
      const special = await tx.special.findUnique({
        where: { id: input.specialId },
        select: { id: true, name: true, status: true },
      });
      if (!special) throw notFound();
      // a draft or aborted special prices nothing, rules ignored or not (docs/pricing.md)
      if (special.status !== "active")
        throw refused("specialNotActive", { special: special.name, status: special.status });
      await tx.bookingSpecial.upsert({
        where: { bookingId_specialId: { bookingId: b.id, specialId: special.id } },
        create: { bookingId: b.id, specialId: special.id, ignoreRules: input.ignoreRules },
        update: { ignoreRules: input.ignoreRules, removed: false },
      });
    },
    { tx },
  );
}

/** POST {id}/product/{product} and addon/{addon}: a product or add-on booked with the booking. */
export function addProduct(
  input: EditInput & { productId: number; kind: "product" | "addon"; product: AddProductInput },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    input.kind,
    async (tx, b) => {
      const product = await tx.product.findFirst({
        where: { id: input.productId, isActive: true },
        select: { id: true, lineKind: true },
      });
      // addon/{addon} names an add-on; product/{product} any product
      if (!product || (input.kind === "addon" && product.lineKind !== "addon")) throw notFound();
      const guests = input.product.customerIds ?? [];
      await assertGuests(tx, b.id, guests);
      await tx.bookingProduct.create({
        data: {
          bookingId: b.id,
          productId: product.id,
          customerIds: guests,
          quantity: input.product.quantity ?? null,
          optional: input.product.optional,
        },
      });
    },
    { tx },
  );
}

/** POST {id}/commission/{commission}: the commission record's terms on this booking (fields of the body win). */
export function setCommission(
  input: EditInput & { commissionId: number; terms: z.infer<typeof commissionSchema> },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "commission",
    async (tx, b) => {
      const c = await tx.commission.findFirst({ where: { id: input.commissionId, isActive: true } });
      if (!c) throw notFound();
      const { version: _v, ...own } = input.terms as Record<string, unknown>;
      const given = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
      const commission = {
        commissionId: c.id,
        reason: c.reason,
        message: c.message,
        percent: c.percent.toString(),
        value: c.value?.toString() ?? null,
        useTerms: c.useTerms,
        date: c.date ? isoDate(c.date) : null,
        includeCommission: c.includeCommission,
        ...given,
      };
      await tx.booking.update({ where: { id: b.id }, data: { commission } });
    },
    { tx },
  );
}

/** DELETE {id}/commission/{commission}: the booking no longer carries it (404 when it carries another or none). */
export function removeCommission(input: EditInput & { commissionId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "removeCommission",
    async (tx, b) => {
      const row = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { commission: true } });
      const current = (row.commission as { commissionId?: unknown } | null)?.commissionId;
      if (current !== input.commissionId) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { commission: Prisma.DbNull } });
    },
    { tx },
  );
}

/** POST {id}/variant/{room}/{customer}: the price variant of one guest in one room (null: chosen by the rules). */
export function setGuestVariant(
  input: EditInput & { bookingRoomId: number; customerId: number; variantId: number | null },
  actor: Principal,
  tx?: Tx,
) {
  return editBooking(
    input,
    actor,
    "variant",
    async (tx, b) => {
      const guest = await tx.bookingGuest.findFirst({
        where: { bookingId: b.id, bookingRoomId: input.bookingRoomId, customerId: input.customerId },
        select: { id: true },
      });
      if (!guest) throw notFound();
      if (input.variantId !== null) {
        const variant = await tx.priceVariant.findUnique({ where: { id: input.variantId }, select: { id: true } });
        if (!variant) throw invalid("variantId", "validation.unknownReference");
        // a variant no price of the booking's resort or vessel offers would be stored and never apply
        // (the prices the booking page offers: its asset's, or an older one without an asset)
        const asset =
          b.type === "resort"
            ? { OR: [{ resortId: b.resortId }, { resortId: null }] }
            : { OR: [{ vesselId: b.vesselId }, { vesselId: null }] };
        const offered = await tx.price.count({
          where: { type: b.type, ...asset, variants: { some: { id: input.variantId } } },
        });
        if (!offered) throw invalid("variantId", "validation.variantNotOffered");
      }
      await tx.bookingGuest.update({ where: { id: guest.id }, data: { variantId: input.variantId } });
    },
    { tx },
  );
}

/** POST {id}/changePrice/{price}: this price for every room (the engine no longer chooses). */
export function changePrice(input: EditInput & { priceId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "changePrice",
    async (tx, b) => {
      const price = await tx.price.findFirst({
        where: { id: input.priceId, type: b.type },
        select: { id: true, resortId: true, vesselId: true },
      });
      const asset = b.type === "resort" ? b.resortId : b.vesselId;
      const own = price && (b.type === "resort" ? price.resortId : price.vesselId);
      // a price of another resort or vessel does not price this booking
      if (!price || (own != null && asset != null && own !== asset)) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { priceId: price.id } });
    },
    { tx },
  );
}

/** DELETE {id}/changePrice/{price}: the engine chooses the price again (404 unless that price is pinned). */
export function unpinPrice(input: EditInput & { priceId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "unpinPrice",
    async (tx, b) => {
      const row = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { priceId: true } });
      if (row.priceId !== input.priceId) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { priceId: null } });
    },
    { tx },
  );
}
