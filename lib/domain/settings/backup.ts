// Backups of the whole database as gzip-compressed JSON lines, the same on PGlite and
// PostgreSQL: a header (format, schema migrations), then per table its name and its rows.
// A restore replaces every table in one transaction.
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { clearAllCaches } from "../../core/cache";
import { transaction, type Prisma } from "../../core/db";
import { env } from "../../core/env";
import { AppError, notFound } from "../../core/errors";

const FORMAT = "harbour-backup";
const BATCH = 500;
export const BACKUP_NAME = /^backup-\d{8}-\d{6}(-\d+)?\.ndjson\.gz$/;

export const backupDir = () => path.resolve(env().DATA_DIR, "backups");

type Tx = Prisma.TransactionClient;
type Fk = { child: string; parent: string; column: string };

async function tables(tx: Tx): Promise<{ order: string[]; fks: Fk[] }> {
  const names = (
    await tx.$queryRawUnsafe<{ t: string }[]>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    )
  ).map((r) => r.t);
  const fks = await tx.$queryRawUnsafe<Fk[]>(`
    SELECT cl.relname AS child, pc.relname AS parent, a.attname AS "column"
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pc ON pc.oid = c.confrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  // parents before children (self references are handled row by row)
  const order: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (order.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const f of fks) if (f.child === t && f.parent !== t) visit(f.parent, seen);
    order.push(t);
  };
  for (const t of names) visit(t, new Set());
  return { order, fks };
}

async function migrationNames(tx: Tx): Promise<string[]> {
  return (
    await tx.$queryRawUnsafe<{ n: string }[]>(
      `SELECT migration_name AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    )
  ).map((r) => r.n);
}

const q = (t: string) => `"${t.replace(/"/g, '""')}"`;

/** The columns that order a table's rows stably: its primary key (or every column). */
async function orderColumns(tx: Tx, table: string): Promise<string> {
  const pk = await tx.$queryRawUnsafe<{ c: string }[]>(
    `SELECT a.attname AS c FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = '${q(table)}'::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
  );
  if (pk.length) return pk.map((r) => q(r.c)).join(", ");
  const all = await tx.$queryRawUnsafe<{ c: string }[]>(
    `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}' ORDER BY ordinal_position`,
  );
  return all.map((r) => q(r.c)).join(", ");
}

async function* backupLines(tx: Tx): AsyncGenerator<string> {
  const { order } = await tables(tx);
  yield `${JSON.stringify({ format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await migrationNames(tx) })}\n`;
  for (const table of order) {
    yield `${JSON.stringify({ table })}\n`;
    const order = await orderColumns(tx, table);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await tx.$queryRawUnsafe<{ r: unknown }[]>(
        `SELECT row_to_json(t) AS r FROM (SELECT * FROM ${q(table)} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}) t`,
      );
      for (const { r } of rows) yield `${JSON.stringify(r)}\n`;
      if (rows.length < BATCH) break;
    }
  }
}

function stamp(): string {
  return new Date()
    .toISOString()
    .replace(/\D/g, "")
    .slice(0, 14)
    .replace(/^(\d{8})/, "$1-");
}

/** A name no other backup has or is being written under: two backups started in the same second
 * (two app servers, or two clicks) must not write into one file. The temporary file is created
 * exclusively, so only one writer gets each name. */
async function reserveName(): Promise<{ name: string; file: string }> {
  const base = `backup-${stamp()}`;
  for (let i = 1; ; i++) {
    const name = i === 1 ? `${base}.ndjson.gz` : `${base}-${i}.ndjson.gz`;
    const file = path.join(backupDir(), name);
    if (existsSync(file)) continue;
    try {
      await (await open(`${file}.part`, "wx")).close();
      return { name, file };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
}

/** Writes a new backup file under DATA_DIR/backups and returns its name and size. */
export async function createBackup(): Promise<{ name: string; size: number }> {
  await mkdir(backupDir(), { recursive: true });
  const { name, file } = await reserveName();
  // written under a temporary name: a half-written backup never shows in the list
  try {
    await transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
        await pipeline(Readable.from(backupLines(tx)), createGzip(), createWriteStream(`${file}.part`));
      },
      { timeout: 30 * 60_000, maxWait: 60_000 },
    );
    await rename(`${file}.part`, file);
  } catch (e) {
    await rm(`${file}.part`, { force: true });
    throw e;
  }
  return { name, size: (await stat(file)).size };
}

export async function listBackups() {
  if (!existsSync(backupDir())) return [];
  const names = (await readdir(backupDir()))
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(backupDir(), name));
      return { name, size: s.size, createdAt: s.mtime.toISOString() };
    }),
  );
}

export function backupFile(name: string): string {
  if (!BACKUP_NAME.test(name)) throw notFound();
  const file = path.join(backupDir(), name);
  if (!existsSync(file)) throw notFound();
  return file;
}

export function backupStream(name: string): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(backupFile(name))) as ReadableStream<Uint8Array>;
}

/** Replaces every table with the backup's rows, in one transaction. */
export async function restoreBackup(name: string): Promise<{ tables: number; rows: number }> {
  const file = backupFile(name);
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const first = await lines.next();
  const header = first.done ? null : JSON.parse(first.value);
  if (header?.format !== FORMAT) throw new AppError("BAD_REQUEST", "settings.backup.notABackup");
  let rows = 0;
  let tableCount = 0;
  await transaction(
    async (tx) => {
      if (JSON.stringify(header.migrations) !== JSON.stringify(await migrationNames(tx)))
        throw new AppError("CONFLICT", "settings.backup.otherSchema");
      const { order, fks } = await tables(tx);
      await tx.$executeRawUnsafe(`TRUNCATE ${order.map(q).join(", ")} RESTART IDENTITY CASCADE`);
      let table: string | null = null;
      let batch: Record<string, unknown>[] = [];
      const deferred: { table: string; column: string; rows: { id: unknown; value: unknown }[] }[] = [];
      const flush = async () => {
        if (!table || !batch.length) return;
        // self references point at rows that may come later: set them after all rows are in
        for (const f of fks.filter((f) => f.child === table && f.parent === table)) {
          deferred.push({
            table,
            column: f.column,
            rows: batch.filter((r) => r[f.column] != null).map((r) => ({ id: r.id, value: r[f.column] })),
          });
          batch = batch.map((r) => ({ ...r, [f.column]: null }));
        }
        await tx.$executeRawUnsafe(
          `INSERT INTO ${q(table)} SELECT * FROM json_populate_recordset(NULL::${q(table)}, $1::json)`,
          JSON.stringify(batch),
        );
        rows += batch.length;
        batch = [];
      };
      for (let l = await lines.next(); !l.done; l = await lines.next()) {
        if (!l.value.trim()) continue;
        const item = JSON.parse(l.value);
        if (item && typeof item === "object" && "table" in item && Object.keys(item).length === 1) {
          await flush();
          if (!order.includes(item.table)) throw new AppError("CONFLICT", "settings.backup.otherSchema");
          table = item.table;
          tableCount++;
        } else {
          batch.push(item);
          if (batch.length >= BATCH) await flush();
        }
      }
      await flush();
      for (const d of deferred)
        for (const r of d.rows)
          await tx.$executeRawUnsafe(`UPDATE ${q(d.table)} SET ${q(d.column)} = $1 WHERE id = $2`, r.value, r.id);
      // sequences continue after the restored ids
      const serials = await tx.$queryRawUnsafe<{ t: string; c: string }[]>(
        `SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
      );
      for (const s of serials)
        await tx.$executeRawUnsafe(
          `SELECT setval(pg_get_serial_sequence('${q(s.t)}', '${s.c}'), coalesce((SELECT max(${q(s.c)}) FROM ${q(s.t)}), 0) + 1, false)`,
        );
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  clearAllCaches();
  return { tables: tableCount, rows };
}
