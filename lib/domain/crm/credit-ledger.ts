// Agency and customer credits as a ledger: every movement is a row appended here, in the caller's
// transaction, with its owner locked (two movements of one owner run one after the other, so two
// payments cannot both spend its last euro) and an audit row; the balance per currency is the sum
// of the rows. Rows are never updated or deleted (a database trigger refuses both): a mistake is
// corrected by a counter-movement naming it, once. Staff grant (or charge) credit through the
// resource's create (credit-resources.ts `append`), take a movement back with correctCredit, and a
// booking's payments spend and refund it through appendCredit.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate, isoDate } from "../../core/dates";
import { Prisma, transaction, type Tx } from "../../core/db";
import { AppError, invalidField, notFound } from "../../core/errors";
import { dec, sum, ZERO, type Decimal, type DecimalLike } from "../../core/money";
import { operatorToday } from "../../core/operator";

/**
 * What a movement is: a grant (or charge) by staff, a booking's payment or refund, a reversal, a
 * correction, or what is left of a bank entry booked as credit (banks: an overpayment).
 */
export const CREDIT_KINDS = ["grant", "payment", "refund", "reversal", "correction", "overpayment"] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export type CreditOwner = { agencyId: number } | { customerId: number };

export const creditRefused = (key: string, values: Record<string, string | number> = {}) =>
  new AppError("CONFLICT", `errors.credits.${key}`, { values, details: { reason: key, ...values } });

const isAgency = (o: CreditOwner): o is { agencyId: number } => "agencyId" in o;

/** The owner's row locked for the rest of the transaction (404-like 400 when it is not there). */
async function lockOwner(tx: Tx, owner: CreditOwner) {
  const [locked] = isAgency(owner)
    ? await tx.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT id FROM "Agency" WHERE id = ${owner.agencyId} FOR UPDATE`)
    : await tx.$queryRaw<{ id: number }[]>(
        Prisma.sql`SELECT id FROM "Customer" WHERE id = ${owner.customerId} FOR UPDATE`,
      );
  if (!locked) throw invalidField(isAgency(owner) ? "agencyId" : "customerId", "validation.unknownReference");
}

/** The owner's balance in `currency`: the sum of its movements. */
export async function creditBalance(tx: Tx, owner: CreditOwner, currency: string): Promise<Decimal> {
  const rows = isAgency(owner)
    ? await tx.agencyCredit.findMany({ where: { agencyId: owner.agencyId, currency }, select: { amount: true } })
    : await tx.customerCredit.findMany({ where: { customerId: owner.customerId, currency }, select: { amount: true } });
  return sum(rows.map((r) => r.amount));
}

export type Movement = {
  /** positive: the owner has more credit; negative: it is spent or charged */
  amount: DecimalLike;
  currency: string;
  /** the calendar date where the property is */
  date: string;
  kind: CreditKind;
  reason?: string | null;
  bookingId?: number | null;
  correctsId?: number | null;
  /** a negative movement may take the balance below zero (a charge staff decide on) */
  mayOverdraw?: boolean;
};

/**
 * Appends one movement: the owner locked, a spending movement refused (409 naming the balance)
 * beyond what the owner holds in that currency, the row and its audit entry written. Answers the
 * row's id and the new balance.
 */
export async function appendCredit(
  tx: Tx,
  owner: CreditOwner,
  m: Movement,
  actor: Principal,
): Promise<{ id: number; balance: Decimal }> {
  const amount = dec(m.amount);
  if (amount.isZero()) throw invalidField("amount", "validation.nonZero");
  await lockOwner(tx, owner);
  const balance = await creditBalance(tx, owner, m.currency);
  if (amount.lt(ZERO) && !m.mayOverdraw && balance.plus(amount).lt(ZERO))
    throw creditRefused("exceeded", { balance: balance.toFixed(2), currency: m.currency });
  const data = {
    amount,
    currency: m.currency,
    date: calendarDate(m.date),
    kind: m.kind,
    reason: m.reason ?? null,
    bookingId: m.bookingId ?? null,
    correctsId: m.correctsId ?? null,
    createdById: actor.user?.id ?? null,
  };
  const row = isAgency(owner)
    ? await tx.agencyCredit.create({ data: { ...data, agencyId: owner.agencyId }, select: { id: true } })
    : await tx.customerCredit.create({ data: { ...data, customerId: owner.customerId }, select: { id: true } });
  await auditBy(tx, actor, {
    action: `credit.${m.kind}`,
    entity: isAgency(owner) ? "agencyCredit" : "customerCredit",
    entityId: row.id,
    data: {
      ...owner,
      amount: amount.toFixed(2),
      currency: m.currency,
      bookingId: data.bookingId,
      correctsId: data.correctsId,
    },
  });
  return { id: row.id, balance: balance.plus(amount) };
}

/**
 * POST /api/{agencycredit|customercredit}/{id}/correct: takes a movement back by its counter-movement
 * (the same amount, the other sign), once; the reason is kept. A correction is not corrected
 * again (grant anew instead), and a correction that would spend credit already spent is refused.
 */
export async function correctCredit(
  input: { model: "agency" | "customer"; id: number; reason: string },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const select = {
        id: true,
        amount: true,
        currency: true,
        kind: true,
        bookingId: true,
        correctedBy: { select: { id: true } },
      };
      const row =
        input.model === "agency"
          ? await tx.agencyCredit.findUnique({ where: { id: input.id }, select: { ...select, agencyId: true } })
          : await tx.customerCredit.findUnique({ where: { id: input.id }, select: { ...select, customerId: true } });
      if (!row) throw notFound();
      if (row.kind === "correction") throw creditRefused("correctionOfCorrection");
      // movements of a booking's payment are taken back with the payment (its reversal), not here;
      // a bank entry's overpayment is (the entry then has that amount left again)
      if (row.kind !== "grant" && row.kind !== "overpayment")
        throw creditRefused("bookingMovement", { kind: row.kind });
      if (row.correctedBy) throw creditRefused("alreadyCorrected", { id: row.id });
      const owner: CreditOwner = "agencyId" in row ? { agencyId: row.agencyId } : { customerId: row.customerId };
      const date = await operatorToday(null, tx);
      const { id } = await appendCredit(
        tx,
        owner,
        {
          amount: dec(row.amount).negated(),
          currency: row.currency,
          date,
          kind: "correction",
          reason: input.reason,
          bookingId: row.bookingId,
          correctsId: row.id,
        },
        actor,
      );
      return creditRow(tx, owner, id);
    },
    { tx },
  );
}

/** One movement as the credit lists answer it. */
async function creditRow(tx: Tx, owner: CreditOwner, id: number) {
  const select = {
    id: true,
    amount: true,
    currency: true,
    date: true,
    kind: true,
    reason: true,
    bookingId: true,
    correctsId: true,
    createdById: true,
    createdAt: true,
  } as const;
  const row = isAgency(owner)
    ? await tx.agencyCredit.findUniqueOrThrow({ where: { id }, select: { ...select, agencyId: true } })
    : await tx.customerCredit.findUniqueOrThrow({ where: { id }, select: { ...select, customerId: true } });
  return { ...row, amount: row.amount.toFixed(2), date: isoDate(row.date) };
}
