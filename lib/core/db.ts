// The one door to the database for everything above lib/db: the client, the transaction type
// and `transaction()`. Inside a transaction, `db()` is that transaction: PGlite is a single
// connection, so a query sent past an open transaction would wait for it until the timeout.
import { AsyncLocalStorage } from "node:async_hooks";
import { database } from "../db/client";
import { Prisma } from "../db/generated/client";
import { onStatement, type PrismaClient } from "../db";

export * from "../db";

/** A transaction, or the client outside one: every model delegate, raw queries, no $transaction. */
export type Tx = Prisma.TransactionClient;

type Scope = {
  tx: Tx;
  afterCommit: (() => Promise<unknown> | unknown)[];
  /** statements sent in it that may have changed reference data (reference-cache.ts) */
  referenceWrites?: number;
};
const ambient = new AsyncLocalStorage<Scope>();

// The tables whose changes renew the reference version (their triggers: migration
// reference_version; tests/api/reference-cache.test.ts compares the two lists).
export const REFERENCE_TABLES: ReadonlySet<string> = new Set([
  "Price",
  "PricePeriod",
  "PriceEntry",
  "PriceEntryVariant",
  "PriceVariant",
  "Supplement",
  "Special",
  "SpecialsGroup",
  "TermsOfPayment",
  "ExchangeRate",
  "Currency",
  "Tax",
  "Setting",
]);

// every write of a WITH, and the table it names when quoted ("DO UPDATE SET" of an upsert is its own table's)
const WRITE_IN_WITH = /\b(?:INSERT\s+INTO|DELETE\s+FROM|(?<!\bDO\s+)UPDATE)\s+((?:"public"\.)?"(\w+)")?/gi;

/**
 * Whether a statement may change reference data: a plain SELECT does not (no database function
 * writes reference data), an INSERT, UPDATE or DELETE of another table does not, nor a WITH whose
 * every write names another table (a booking written in one statement); anything else (TRUNCATE,
 * a script) is taken to.
 */
export function mayWriteReference(sql: string): boolean {
  if (/^\s*SELECT\b/i.test(sql)) return false;
  if (/^\s*WITH\b/i.test(sql)) return [...sql.matchAll(WRITE_IN_WITH)].some((m) => !m[2] || REFERENCE_TABLES.has(m[2]));
  const target = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"public"\.)?"(\w+)"/i.exec(sql);
  return !target || REFERENCE_TABLES.has(target[1]);
}

onStatement((sql) => {
  const scope = ambient.getStore();
  if (scope && mayWriteReference(sql)) scope.referenceWrites = (scope.referenceWrites ?? 0) + 1;
});

const referenceCommits: (() => void)[] = [];

/** Calls `heard` (in the committer's context) after a transaction that may have changed reference data commits. */
export function onReferenceCommit(heard: () => void) {
  referenceCommits.push(heard);
}

/**
 * Inside a transaction, how many of its statements so far may have changed reference data (a
 * value read from reference data stays good while this stays); undefined outside one.
 */
export function referenceWritesSoFar(): number | undefined {
  const scope = ambient.getStore();
  return scope ? (scope.referenceWrites ?? 0) : undefined;
}
// a script that opened its own database (the seeds) runs the use cases on that client
const scriptClient = new AsyncLocalStorage<PrismaClient>();

/** The current transaction, else the client. Open a transaction with `transaction()`. */
export function db(): Tx {
  return ambient.getStore()?.tx ?? scriptClient.getStore() ?? database().prisma;
}

/** The database client behind `db()` (the same inside a transaction): what in-process caches key on. */
export function currentClient(): PrismaClient {
  return scriptClient.getStore() ?? database().prisma;
}

/**
 * Runs `fn` with `db()` and `transaction()` on this client instead of the process's database: for
 * scripts (the seeds) that opened the database themselves and call the app's use cases.
 */
export function usingClient<T>(client: PrismaClient, fn: () => Promise<T>): Promise<T> {
  return scriptClient.run(client, fn);
}

export type TransactionOptions = {
  /** join this transaction instead of opening one (a use case called by another) */
  tx?: Tx;
  isolationLevel?: Prisma.TransactionIsolationLevel;
  timeout?: number;
  maxWait?: number;
};

/**
 * Runs `fn` in one transaction: everything commits or nothing does. Nested calls (or a given `tx`)
 * join the outer transaction. Callbacks registered with `afterCommit` run once the outermost
 * transaction has committed (mail, webhooks: never for a write that was rolled back).
 */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const outer = ambient.getStore();
  if (outer || options.tx) return fn(outer?.tx ?? options.tx!);
  const afterCommit: Scope["afterCommit"] = [];
  const { tx: _given, ...txOptions } = options;
  let scope: Scope | undefined;
  // writes to one room or cabin queue on its lock, and each booking write also prices the booking:
  // twenty buyers of one cabin can wait longer than Prisma's defaults (2 s to start, 5 s to run)
  const result = await (scriptClient.getStore() ?? database().prisma).$transaction(
    (tx) => ambient.run((scope = { tx, afterCommit }), () => fn(tx)),
    { maxWait: 10_000, timeout: 30_000, ...txOptions },
  );
  if (scope?.referenceWrites) for (const heard of referenceCommits) heard();
  for (const cb of afterCommit) {
    try {
      await cb();
    } catch (e) {
      // the write stands; what follows it (a mail) is retried by its own mechanism
      console.error("after-commit step failed:", e);
    }
  }
  return result;
}

/** Runs `cb` after the current transaction commits; at once when there is none. */
export async function afterCommit(cb: () => Promise<unknown> | unknown): Promise<void> {
  const scope = ambient.getStore();
  if (scope) scope.afterCommit.push(cb);
  else await cb();
}

/** True inside `transaction()`. */
export const inTransaction = () => ambient.getStore() !== undefined;

/**
 * Like `transaction()`, but on a client the caller opened itself (the seed scripts hold their own
 * handle to the database folder; opening the app's handle beside it would lose writes on PGlite).
 * Use cases called inside join this transaction.
 */
export async function transactionOn<T>(
  client: PrismaClient,
  fn: (tx: Tx) => Promise<T>,
  options: Omit<TransactionOptions, "tx"> = {},
): Promise<T> {
  const afterCommit: Scope["afterCommit"] = [];
  const result = await client.$transaction((tx) => ambient.run({ tx, afterCommit }, () => fn(tx)), options);
  for (const cb of afterCommit) await cb();
  return result;
}
