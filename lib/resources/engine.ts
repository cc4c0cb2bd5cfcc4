// The generic resource engine: list, CSV, get, create, update, delete and copy for any
// definition, with the caller's access (full, own rows only, or none) applied in the query.
// Every write runs `prepare`, the write, `afterWrite` and its audit row in one transaction.
import type { FeatureState } from "../access/features";
import { hasSome } from "../access/scopes";
import type { Principal } from "../auth/principal";
import { calendarDate, isoDate, ISO_DATE } from "../core/dates";
import { db, transaction, type Tx } from "../core/db";
import { AppError, notFound } from "../core/errors";
import { loadFeatureState } from "../core/features";
import { defaultCurrency } from "../core/operator";
import { readTrail, recordWrite, type TrailQuery } from "./audit-trail";
import { csvStream } from "./csv";
import { listArgs, type ListQuery } from "./list-query";
import { seededSearchValues } from "./seeded-search";
import type { Action, ResourceDef, WriteContext } from "./types";

type Delegate = {
  findMany(args: object): Promise<any[]>;
  findFirst(args: object): Promise<any>;
  count(args: object): Promise<number>;
  create(args: object): Promise<any>;
  update(args: object): Promise<any>;
  delete(args: object): Promise<any>;
};

export const delegate = (model: string, tx: Tx = db()): Delegate => (tx as unknown as Record<string, Delegate>)[model];
export const idField = (def: ResourceDef) => def.id?.field ?? "id";

export type Access = { where?: object; defaults?: object; restricted?: boolean };

/**
 * What `p` may do with `action` on the resource: "all" rows, its "own" rows (a self scope), or
 * nothing. The one access decision for handlers, pages and menus (features checked when given).
 */
export function can(def: ResourceDef, p: Principal, action: Action, features?: FeatureState): "all" | "own" | false {
  if (features && def.features?.length && !def.features.some((f) => features.features.has(f))) return false;
  if (def.appendOnly && (action === "update" || action === "delete")) return false;
  if (hasSome(p, def.access[action])) return "all";
  if (def.own?.actions.includes(action) && hasSome(p, def.own.scopes) && def.own.where(p, action)) return "own";
  return false;
}

/** Full access, access to the caller's own rows, or 401/403. Features are checked too. */
export async function accessFor(def: ResourceDef, p: Principal, action: Action): Promise<Access> {
  if (def.features?.length) {
    const state = await loadFeatureState();
    if (!def.features.some((f) => state.features.has(f))) throw new AppError("FEATURE_DISABLED");
  }
  const level = can(def, p, action);
  // a scoped resource sees only its rows and creates only such rows
  const restriction = def.restrict?.(p);
  const restricted = (a: Access): Access =>
    restriction ? { ...a, where: a.where ? { AND: [a.where, restriction] } : restriction } : a;
  const scoped = (a: Access): Access =>
    restricted(
      def.scope
        ? {
            ...a,
            where: a.where ? { AND: [def.scope, a.where] } : def.scope,
            defaults: { ...a.defaults, ...def.scope },
          }
        : a,
    );
  if (level === "all") return scoped({});
  if (level === "own")
    return scoped({ where: def.own!.where(p, action)!, defaults: def.own!.createDefaults?.(p), restricted: true });
  if (p.isGuest) throw new AppError(p.tokenProblem === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
  throw new AppError("FORBIDDEN");
}

/** Rows as the wire sees them: calendar dates as YYYY-MM-DD (Decimals serialize as strings),
 *  without the operator-only fields when the caller only sees their own rows. */
export function serialize(def: ResourceDef, row: any, restricted = false) {
  if (!row) return row;
  const out = def.present ? def.present({ ...row }) : { ...row };
  for (const f of def.dateFields ?? []) if (out[f] instanceof Date) out[f] = isoDate(out[f]);
  if (restricted) for (const f of def.own?.hide ?? []) delete out[f];
  return out;
}

/** The body for the database: without what the caller may not set, calendar dates as DATE values,
 *  the ownership defaults on top. */
function writable(def: ResourceDef, input: Record<string, unknown>, access: Access): Record<string, unknown> {
  const out = { ...input };
  if (access.restricted) for (const f of def.own?.readOnly ?? []) delete out[f];
  for (const f of def.dateFields ?? [])
    if (typeof out[f] === "string" && ISO_DATE.test(out[f])) out[f] = calendarDate(out[f]);
  return { ...out, ...access.defaults };
}

/** The stored values a list's search finds by their seeded label in a language ("Agenturen"). */
const labelledBy = (def: ResourceDef, q: ListQuery) =>
  q.search && def.search?.length ? seededSearchValues(def.name, def.search, q.search) : Promise.resolve({});

export async function listResource(def: ResourceDef, p: Principal, q: ListQuery) {
  const access = await accessFor(def, p, "read");
  const { where, orderBy } = listArgs(def, q, access.where, await labelledBy(def, q));
  const d = delegate(def.model);
  const [rows, total] = await Promise.all([
    d.findMany({
      where,
      orderBy,
      skip: (q.page - 1) * q.size,
      take: q.size,
      ...(def.select ? { select: def.select } : {}),
    }),
    d.count({ where }),
  ]);
  return { data: rows.map((r) => serialize(def, r, access.restricted)), total, page: q.page, size: q.size };
}

const CSV_BATCH = 1000;

/** Every row of the filtered list as CSV, read in batches (by id when unsorted, else by offset). */
export async function listResourceCsv(
  def: ResourceDef,
  p: Principal,
  q: ListQuery,
  t: (key: string, fallback: string) => string,
) {
  const access = await accessFor(def, p, "read");
  const { where, orderBy } = listArgs(def, { ...q, page: 1 }, access.where, await labelledBy(def, q));
  const d = delegate(def.model);
  const key = idField(def);
  const byId = !q.sort;
  let after: unknown;
  let offset = 0;
  const next = async () => {
    const rows = await d.findMany({
      where: byId && after !== undefined ? { AND: [where, { [key]: { gt: after } }] } : where,
      orderBy: byId ? [{ [key]: "asc" }] : orderBy,
      ...(byId ? {} : { skip: offset }),
      take: CSV_BATCH,
      ...(def.select ? { select: { ...def.select, [key]: true } } : {}),
    });
    if (!rows.length) return null;
    after = rows.at(-1)[key];
    offset += rows.length;
    return rows.map((r) => {
      const s = serialize(def, r, access.restricted);
      return def.csv.map((c) => (c.value ? c.value(s) : s[c.key]));
    });
  };
  return csvStream(
    def.csv.map((c) => t(c.header ?? c.key, c.key)),
    next,
  );
}

/** A row the caller sees but may not change (another's comment) is a 403, not a 404: it was shown. */
function assertMayChange(def: ResourceDef, access: Access, p: Principal, row: unknown) {
  if (access.restricted && def.own?.mayChange && !def.own.mayChange(p, row)) throw new AppError("FORBIDDEN");
}

async function findOwned(def: ResourceDef, access: Access, id: unknown, select?: object, tx?: Tx) {
  const row = await delegate(def.model, tx).findFirst({
    where: { AND: [{ [idField(def)]: id }, ...(access.where ? [access.where] : [])] },
    ...(select ? { select } : {}),
  });
  if (!row) throw def.notFound ? new AppError(def.notFound) : notFound();
  return row;
}

export async function getResource(def: ResourceDef, p: Principal, id: unknown) {
  const access = await accessFor(def, p, "read");
  return serialize(def, await findOwned(def, access, id, def.detail ?? def.select), access.restricted);
}

const detailSelect = (def: ResourceDef) => ((def.detail ?? def.select) ? { select: def.detail ?? def.select } : {});

/**
 * The media a record's `images` name must exist: an unknown id would be stored and shown as a
 * broken image. Every resource with images keeps them in that field (ids of the media library).
 */
export async function assertKnownImages(tx: Tx, data: Record<string, unknown>) {
  const images = data.images;
  if (!Array.isArray(images) || images.length === 0) return;
  const wanted = [...new Set(images.filter((x): x is number => typeof x === "number"))];
  const found = await tx.media.findMany({ where: { id: { in: wanted } }, select: { id: true } });
  const known = new Set(found.map((m) => m.id));
  const i = images.findIndex((x) => !known.has(x as number));
  if (i >= 0)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: `images.${i}`, message: "validation.unknownReference" }],
    });
}

/**
 * A currency field names a currency of the master list (/api/currency), and an active one unless
 * the row has it already (deactivating a currency does not make its resorts uneditable): a code
 * that is only well formed ("QQQ") would be stored, and every price in it fail later.
 */
async function assertKnownCurrencies(
  tx: Tx,
  def: ResourceDef,
  data: Record<string, unknown>,
  existing?: Record<string, unknown>,
) {
  const named = (def.currencyFields ?? []).filter((f) => typeof data[f] === "string" && data[f] !== existing?.[f]);
  if (!named.length) return;
  const codes = [...new Set(named.map((f) => data[f] as string))];
  const found = await tx.currency.findMany({ where: { code: { in: codes } }, select: { code: true, isActive: true } });
  const active = new Map(found.map((c) => [c.code, c.isActive]));
  const fields = named
    .filter((f) => active.get(data[f] as string) !== true)
    .map((f) => ({
      path: f,
      message: active.has(data[f] as string) ? "validation.inactiveCurrency" : "validation.unknownCurrency",
    }));
  if (fields.length) throw new AppError("VALIDATION_ERROR", undefined, { fields });
}

export async function createResource(
  def: ResourceDef,
  p: Principal,
  input: Record<string, unknown>,
  access: Access,
  action: "create" | "copy" = "create",
  copiedFrom?: string | number,
) {
  return transaction(async (tx) => {
    const ctx: WriteContext = { principal: p, action, restricted: !!access.restricted, tx };
    const given = writable(def, input, access);
    // a copy carries its original's currency, which was fine when it was chosen
    if (action !== "copy") await assertKnownCurrencies(tx, def, given);
    for (const f of def.currencyFields ?? []) given[f] ??= await defaultCurrency(tx);
    await assertKnownImages(tx, given);
    const data = def.prepare ? await def.prepare(given, ctx) : given;
    const row = def.append
      ? await delegate(def.model, tx).findFirst({
          where: { [idField(def)]: (await def.append(data, ctx)).id },
          ...detailSelect(def),
        })
      : await delegate(def.model, tx).create({ data, ...detailSelect(def) });
    await def.afterWrite?.(row, { ...ctx, data });
    const verb = action === "copy" ? "copied" : "created";
    await recordWrite(tx, def, p, verb, row[idField(def)], { after: row, written: data, copiedFrom });
    return serialize(def, row, access.restricted);
  });
}

export async function updateResource(
  def: ResourceDef,
  p: Principal,
  id: unknown,
  input: Record<string, unknown>,
  access: Access,
) {
  return transaction(async (tx) => {
    const existing = await findOwned(def, access, id, undefined, tx);
    assertMayChange(def, access, p, existing);
    const ctx: WriteContext = { principal: p, action: "update", existing, restricted: !!access.restricted, tx };
    // ownership fields cannot be moved away by the update
    const given = writable(def, input, access);
    await assertKnownCurrencies(tx, def, given, existing);
    await assertKnownImages(tx, given);
    const data = def.prepare ? await def.prepare(given, ctx) : given;
    const row = await delegate(def.model, tx).update({ where: { [idField(def)]: id }, data, ...detailSelect(def) });
    await def.afterWrite?.(row, { ...ctx, data });
    await recordWrite(tx, def, p, "updated", id as string | number, { before: existing, after: row, written: data });
    return serialize(def, row, access.restricted);
  });
}

/** Deletes a row nothing refers to; otherwise 409 with what refers to it and how often. */
export async function deleteResource(def: ResourceDef, p: Principal, id: unknown) {
  const access = await accessFor(def, p, "delete");
  await transaction(async (tx) => {
    const row = await findOwned(def, access, id, undefined, tx);
    assertMayChange(def, access, p, row);
    const counts = await Promise.all(
      (def.references ?? []).map(async (r) => ({
        resource: r.label,
        count: await delegate(r.model, tx).count({
          where: { [r.field]: r.relation ? { some: { id } } : r.list ? { has: id } : id },
        }),
      })),
    );
    if (def.referencedBy) counts.push(...(await def.referencedBy(row[idField(def)] as number, tx)));
    const used = counts.filter((c) => c.count > 0);
    if (used.length)
      throw new AppError("STILL_REFERENCED", "errors.STILL_REFERENCED_BY", {
        details: { references: used },
        values: { list: used.map((u) => `${u.resource} (${u.count})`).join(", ") },
      });
    await delegate(def.model, tx).delete({ where: { [idField(def)]: id } });
    await def.afterWrite?.(row, { principal: p, action: "delete", tx });
    await recordWrite(tx, def, p, "deleted", id as string | number, { before: row });
  });
}

const NEVER_COPIED = ["createdAt", "updatedAt"];

/** The fields a copy of `original` starts from: its own, changed where the entry says (unique fields). */
export function copyFields(def: ResourceDef, original: Record<string, unknown>): Record<string, unknown> {
  const key = idField(def);
  const fields = Object.fromEntries(
    Object.entries(original).filter(([k]) => !NEVER_COPIED.includes(k) && !(k === key && def.id?.type !== "string")),
  );
  return { ...fields, ...def.copy?.(original) };
}

/** A new row with the original's fields, changed where the entry says (unique fields). */
export async function copyResource(def: ResourceDef, p: Principal, id: unknown) {
  // a ledger's movement is appended by its use case, never copied
  if (def.appendOnly) throw new AppError("FORBIDDEN");
  const access = await accessFor(def, p, "create");
  await accessFor(def, p, "read");
  const original = await findOwned(def, access, id);
  return createResource(def, p, copyFields(def, original), access, "copy", id as string | number);
}

/**
 * One page of a record's audit trail (its Changes panel), newest first. Only a caller with the
 * resource's full read access sees it: one who sees only its own rows gets a 403 (the trail
 * names staff and operator-only fields); a record the caller cannot see is a 404.
 */
export async function resourceTrail(def: ResourceDef, p: Principal, id: unknown, q: TrailQuery) {
  const access = await accessFor(def, p, "read");
  if (access.restricted) throw new AppError("FORBIDDEN");
  const row = await findOwned(def, access, id, { [idField(def)]: true });
  return readTrail(def, row[idField(def)], q);
}
