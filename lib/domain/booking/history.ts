// A booking's history: every write stores a version with who, when, the action, the field-by-field
// changes and the booking as it was after it. The diff is pure: flatten both versions into paths
// (lists of records keyed by their id, so a room stays the same path when others come and go)
// and compare.
import { db, inTransaction, Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";

export type FieldChange = { from: unknown; to: unknown };
export type Changes = Record<string, FieldChange>;
/** The currencies a version's money was in: the booking's, and each payment's by its id. */
export type VersionMoney = { currency: string | null; payments: Record<string, string> };

// What changes with every write and says nothing by itself.
const VOLATILE = new Set(["version", "updatedAt"]);

/** Flattens a value into path -> primitive: objects by key, lists of records by their id, other lists whole. */
export function flatten(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) {
    const keyed = value.every(
      (v) => v && typeof v === "object" && !Array.isArray(v) && ("id" in v || "customerId" in v),
    );
    if (keyed && value.length) {
      for (const v of value as Record<string, unknown>[]) flatten(v, `${prefix}[${String(v.id ?? v.customerId)}]`, out);
    } else out[prefix] = JSON.stringify(value);
    return out;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) out[prefix] = "{}";
    for (const [k, v] of entries) {
      if (!prefix && VOLATILE.has(k)) continue;
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
    }
    return out;
  }
  out[prefix] = value ?? null;
  return out;
}

const parse = (v: unknown) => {
  if (typeof v !== "string" || !/^[[{]/.test(v)) return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

// An empty list or record flattens to one path ("documents": "[]"); once it has entries, to a path
// per entry ("documents[7].name") and the empty one is gone.
const EMPTY = new Set(["[]", "{}"]);
const emptyOrAbsent = (v: unknown) => v === null || (typeof v === "string" && EMPTY.has(v));

/**
 * Field-by-field differences between two versions of a booking (null: did not exist). An empty
 * list or record against nothing is no change: the first document uploaded is its own entries
 * (`documents[7].name: null -> "visa.pdf"`), not also `documents: [] -> null`.
 */
export function diffSnapshots(before: unknown, after: unknown): Changes {
  const a = before ? flatten(before) : {};
  const b = after ? flatten(after) : {};
  const out: Changes = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const from = Object.hasOwn(a, key) ? a[key] : null;
    const to = Object.hasOwn(b, key) ? b[key] : null;
    if (from === to || (emptyOrAbsent(from) && emptyOrAbsent(to))) continue;
    out[key] = { from: parse(from), to: parse(to) };
  }
  return out;
}

/** A version as stored: its number and its snapshot as JSON gives it back. */
export type StoredVersion = { version: number; snapshot: unknown };

// The latest version of each booking a transaction has read or written: the next version's
// differences are taken from it instead of reading it back (the lock reads it with the booking's
// row, lock-booking.ts; a second write in the same transaction takes the one it just wrote).
// writeVersion is the only writer of versions, so what is kept here is the latest.
const latestVersions = new WeakMap<Tx, Map<number, StoredVersion>>();

/** Keeps the latest version of `bookingId` as `tx` read it (the booking's lock reads it along). */
export function rememberLatestVersion(tx: Tx, bookingId: number, latest: StoredVersion | null) {
  // only for a transaction's lifetime: outside one, `tx` is the process's client
  if (!latest || !inTransaction()) return;
  let kept = latestVersions.get(tx);
  if (!kept) latestVersions.set(tx, (kept = new Map()));
  kept.set(bookingId, latest);
}

async function latestVersion(tx: Tx, bookingId: number): Promise<StoredVersion | null> {
  const kept = inTransaction() ? latestVersions.get(tx)?.get(bookingId) : undefined;
  if (kept) return kept;
  return tx.bookingHistory.findFirst({
    where: { bookingId },
    orderBy: { version: "desc" },
    select: { snapshot: true, version: true },
  });
}

/**
 * Stores the next version: the booking's version goes up by one (the first write is version 1).
 * The version row and the booking's version number are written in one statement.
 */
export async function writeVersion(
  tx: Tx,
  o: {
    bookingId: number;
    userId: number | null;
    action: string;
    snapshot: Record<string, unknown>;
    first?: boolean;
    /** what the version records besides the snapshot's differences (the reason a guard asked for) */
    extra?: Changes;
  },
): Promise<{ version: number; changes: Changes }> {
  const previous = o.first ? null : await latestVersion(tx, o.bookingId);
  const version = o.first ? 1 : (previous?.version ?? 0) + 1;
  // as the database gives it back (dates and decimals as text): what the next version compares with
  const snapshot = JSON.parse(JSON.stringify({ ...o.snapshot, version })) as Record<string, unknown>;
  const changes = { ...diffSnapshots(previous?.snapshot ?? null, snapshot), ...o.extra };
  const now = new Date().toISOString().replace("T", " ").replace("Z", "");
  const row = Prisma.sql`INSERT INTO "BookingHistory" ("bookingId", "version", "userId", "action", "changes", "snapshot", "createdAt")
    VALUES (${o.bookingId}, ${version}, ${o.userId}, ${o.action}, ${JSON.stringify(changes)}::jsonb,
            ${JSON.stringify(snapshot)}::jsonb, ${now}::timestamp)`;
  if (o.first) await tx.$executeRaw(row);
  else
    await tx.$executeRaw`WITH h AS (${row} RETURNING 1)
      UPDATE "Booking" SET "version" = ${version}, "updatedAt" = ${now}::timestamp WHERE id = ${o.bookingId}`;
  rememberLatestVersion(tx, o.bookingId, { version, snapshot });
  return { version, changes };
}

async function userNames(ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!wanted.length) return new Map<number, string>();
  const users = await db().user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

/** GET {id}/history: every version, newest first, with its changes. */
export async function listHistory(bookingId: number) {
  const rows = await db().bookingHistory.findMany({
    where: { bookingId },
    orderBy: { version: "desc" },
    select: { version: true, userId: true, action: true, changes: true, createdAt: true },
  });
  const names = await userNames(rows.map((r) => r.userId));
  return rows.map((r) => ({
    version: r.version,
    action: r.action,
    userId: r.userId,
    user: r.userId ? (names.get(r.userId) ?? null) : null,
    at: r.createdAt.toISOString(),
    changes: r.changes,
  }));
}

/**
 * The currencies of each version's money, from the version's own snapshot (its changes name the
 * currency only when it changed), by version. For the booking page's history.
 */
export async function historyCurrencies(bookingId: number): Promise<Map<number, VersionMoney>> {
  // one JSON text, not a row per version: PGlite hands rows over one by one (docs/decisions.md)
  const [{ rows }] = await db().$queryRaw<{ rows: string }[]>`
    SELECT COALESCE(jsonb_agg(jsonb_build_object(
      'version', h."version",
      'currency', h."snapshot"->'currency',
      'payments', (SELECT COALESCE(jsonb_object_agg(p->>'id', p->'currency'), '{}'::jsonb)
                   FROM jsonb_array_elements(CASE WHEN jsonb_typeof(h."snapshot"->'payments') = 'array'
                                                  THEN h."snapshot"->'payments' ELSE '[]'::jsonb END) p
                   WHERE jsonb_typeof(p->'currency') = 'string')
    )), '[]'::jsonb)::text AS rows
    FROM "BookingHistory" h WHERE h."bookingId" = ${bookingId}`;
  const list = JSON.parse(rows) as ({ version: number } & VersionMoney)[];
  return new Map(list.map((r) => [r.version, { currency: r.currency ?? null, payments: r.payments }]));
}

/** GET {id}/history/{version}: the booking as it was after that version. */
export async function historyVersion(bookingId: number, version: number) {
  const row = await db().bookingHistory.findUnique({
    where: { bookingId_version: { bookingId, version } },
    select: { snapshot: true, action: true, createdAt: true, userId: true },
  });
  if (!row) throw notFound();
  return { version, action: row.action, userId: row.userId, at: row.createdAt.toISOString(), booking: row.snapshot };
}

/**
 * GET {id}/history/diff: the differences between two versions (default: the one before the
 * latest and the latest). `from` 0 compares with nothing (the creation).
 */
export async function historyDiff(bookingId: number, q: { from?: number; to?: number }) {
  const latest = await db().bookingHistory.findFirst({
    where: { bookingId },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  if (!latest) throw notFound();
  const to = q.to ?? latest.version;
  const from = q.from ?? Math.max(0, to - 1);
  if (from > to || to > latest.version)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "from", message: "validation.versionRange" }],
    });
  const rows = await db().bookingHistory.findMany({
    where: { bookingId, version: { in: [from, to] } },
    select: { version: true, snapshot: true },
  });
  const at = (v: number) => rows.find((r) => r.version === v)?.snapshot ?? null;
  if (!at(to) || (from > 0 && !at(from))) throw notFound();
  const changes = diffSnapshots(from > 0 ? at(from) : null, at(to));
  return {
    from,
    to,
    changes: Object.entries(changes).map(([field, c]) => ({ field, from: c.from, to: c.to })),
  };
}

/** GET {id}/log: what happened, in order, in a few words per entry (who, when, action, fields touched). */
export async function bookingLog(bookingId: number) {
  const rows = await db().bookingHistory.findMany({
    where: { bookingId },
    orderBy: { version: "asc" },
    select: { version: true, userId: true, action: true, changes: true, createdAt: true },
  });
  const names = await userNames(rows.map((r) => r.userId));
  return rows.map((r) => {
    const changes = (r.changes ?? {}) as Changes;
    const state = changes.state;
    return {
      version: r.version,
      at: r.createdAt.toISOString(),
      action: r.action,
      user: r.userId ? (names.get(r.userId) ?? null) : null,
      state: state ? { from: state.from, to: state.to } : null,
      fields: [...new Set(Object.keys(changes).map((k) => k.split(/[.[]/)[0]))],
    };
  });
}
