// The audit trail of resource records: which fields a create, update, delete or copy changed, from
// what to what, written in the write's transaction (lib/core/audit.ts), and a record's trail read
// back one page at a time for its page's Changes panel. Only what the resource answers is written;
// a secret (password hash, token, key) is named as changed, never with its value.
import { z } from "zod";
import type { Principal } from "../auth/principal";
import { auditBy } from "../core/audit";
import { isoDate } from "../core/dates";
import { db, type Prisma, type Tx } from "../core/db";
import { int4 } from "../validation/validators";
import { wireId, wirePage, wireTimestamp } from "../validation/wire";
import type { ResourceDef } from "./types";

/** A changed field: create has `to` only, delete `from` only; a secret neither, only `secret`. */
export type FieldChange = { from?: unknown; to?: unknown; secret?: true };
export type Changes = Record<string, FieldChange>;

/** What the engine writes: `<model>.<verb>` ("room.updated"). */
export type WriteVerb = "created" | "updated" | "deleted" | "copied";

/** Field names whose values are never written, whatever a resource answers. */
const SECRET = /password|secret|token|hash|apikey/i;
/** Fields every write touches: no change of the record's own. */
const UNTRACKED = new Set(["createdAt", "updatedAt"]);

/** The record's own fields its answer names (the select's `true` keys); undefined: all its columns. */
function answeredColumns(def: ResourceDef): Set<string> | undefined {
  const select = (def.detail ?? def.select) as Record<string, unknown> | undefined;
  return select ? new Set(Object.keys(select).filter((k) => select[k] === true)) : undefined;
}

/** A value as JSON stores it: calendar dates as YYYY-MM-DD, Decimals as strings, nothing as null. */
function stored(def: ResourceDef, field: string, v: unknown): Prisma.InputJsonValue | null {
  if (v instanceof Date) return def.dateFields?.includes(field) ? isoDate(v) : v.toISOString();
  return v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? String(x) : x)));
}

/** The fields of a row the trail keeps: answered, own (no relation), not the key, not a secret. */
function trailed(def: ResourceDef, row: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!row) return {};
  const columns = answeredColumns(def);
  const key = def.id?.field ?? "id";
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k !== key && !UNTRACKED.has(k) && !SECRET.test(k) && (!columns || columns.has(k)))
      .map(([k, v]) => [k, stored(def, k, v)]),
  );
}

/**
 * What a write changed: every trailed field of `before` and `after` whose value differs (a create
 * names `to`, a delete `from`), and the secrets among the fields `written` (without values).
 */
export function changesOf(
  def: ResourceDef,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  written: Record<string, unknown> = {},
): Changes {
  const from = trailed(def, before);
  const to = trailed(def, after);
  const out: Changes = {};
  for (const k of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (before && after && JSON.stringify(from[k] ?? null) === JSON.stringify(to[k] ?? null)) continue;
    out[k] = { ...(before ? { from: from[k] ?? null } : {}), ...(after ? { to: to[k] ?? null } : {}) };
  }
  for (const k of Object.keys(written)) if (SECRET.test(k) && written[k] !== undefined) out[k] = { secret: true };
  return out;
}

export type TrailEntry = {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** what was written (after `prepare`): its secrets are named as changed */
  written?: Record<string, unknown>;
  /** changes the engine cannot see (a room's beds), described by the use case */
  more?: Changes;
  /** a copy: the record it was copied from */
  copiedFrom?: string | number;
};

/**
 * The audit row of a write on a resource record, in the write's transaction: who (the actor),
 * `<model>.<verb>`, which record and `{ changes: { field: { from, to } } }`. An update that
 * changed nothing writes no row.
 */
export async function recordWrite(
  tx: Tx,
  def: ResourceDef,
  actor: Principal,
  verb: WriteVerb,
  id: string | number,
  e: TrailEntry,
): Promise<void> {
  const changes = { ...changesOf(def, e.before, e.after, e.written), ...e.more };
  if (verb === "updated" && !Object.keys(changes).length) return;
  await auditBy(tx, actor, {
    action: `${def.model}.${verb}`,
    entity: def.model,
    entityId: id,
    data: { changes, ...(e.copiedFrom !== undefined ? { copiedFrom: e.copiedFrom } : {}) } as Prisma.InputJsonValue,
  });
}

export const TRAIL_PAGE_SIZE = 10;
export const TRAIL_MAX_PAGE_SIZE = 100;
export const trailQuery = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: TRAIL_MAX_PAGE_SIZE }).default(TRAIL_PAGE_SIZE),
});
export type TrailQuery = z.output<typeof trailQuery>;

const wireChange = z.object({
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  secret: z.literal(true).optional(),
});

/** One line of a record's trail as the API answers it. */
export const wireTrailRow = z.object({
  id: wireId,
  at: wireTimestamp,
  /** `<model>.<verb>` of the engine's writes, or a use case's own ("blocker.added") */
  action: z.string(),
  user: z.object({ id: wireId, name: z.string() }).nullable(),
  changes: z.record(z.string(), wireChange),
  copiedFrom: z.union([z.string(), z.number()]).optional(),
});
export const wireTrailPage = wirePage(wireTrailRow);
export type TrailPage = z.output<typeof wireTrailPage>;

const changesIn = (data: unknown): Changes => {
  const c = data && typeof data === "object" ? (data as { changes?: unknown }).changes : undefined;
  return c && typeof c === "object" && !Array.isArray(c) ? (c as Changes) : {};
};

/**
 * One page of a record's trail, newest first: the engine's rows and the use cases' rows about it
 * (its blockers, a user's password). The caller has checked that it may see the record.
 */
export async function readTrail(def: ResourceDef, id: string | number, q: TrailQuery, tx: Tx = db()) {
  const where = { entity: def.model, entityId: String(id) };
  const [rows, total] = await Promise.all([
    tx.auditEvent.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (q.page - 1) * q.size,
      take: q.size,
      select: { id: true, at: true, action: true, userId: true, data: true },
    }),
    tx.auditEvent.count({ where }),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId != null ? [r.userId] : [])))];
  const users = userIds.length
    ? await tx.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } })
    : [];
  const names = new Map(users.map((u) => [u.id, u.name]));
  const data = rows.map((r) => {
    const copiedFrom = (r.data as { copiedFrom?: string | number } | null)?.copiedFrom;
    return {
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      user: r.userId != null ? { id: r.userId, name: names.get(r.userId) ?? `#${r.userId}` } : null,
      changes: changesIn(r.data),
      ...(copiedFrom !== undefined ? { copiedFrom } : {}),
    };
  });
  return { data, total, page: q.page, size: q.size };
}
