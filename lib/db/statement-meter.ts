// Counts the statements a request sends to the database and the time they take, for the
// Server-Timing header (lib/http/route.ts) and the bench: each statement is a round trip, and on
// PostgreSQL a network one, so their number is a budget (docs/decisions.md). The driver adapter is
// wrapped once when the database opens; outside a metered call nothing is counted.
import { AsyncLocalStorage } from "node:async_hooks";
import type { SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";

export type StatementMeter = {
  /** queries and commands sent (BEGIN, COMMIT and ROLLBACK counted apart) */
  statements: number;
  /** transactions opened */
  transactions: number;
  /** milliseconds spent waiting for the database, transaction control included */
  dbMs: number;
};

// One set per process, on globalThis: the server's bundles each carry their own copy of this module,
// and the database is opened (its adapter wrapped) by whichever copy comes first. With stores of its
// own, a route's meter was never the one the adapter filled (Server-Timing said "0 statements") and
// the reference cache's listener never heard a statement.
type Shared = {
  meters: AsyncLocalStorage<StatementMeter>;
  recorders: AsyncLocalStorage<string[]>;
  capturers: AsyncLocalStorage<CapturedQuery[]>;
  listeners: ((sql: string) => void)[];
};
const KEY = Symbol.for("harbour.statement-meter");
const G = globalThis as unknown as { [KEY]?: Shared };
const shared = (G[KEY] ??= {
  meters: new AsyncLocalStorage(),
  recorders: new AsyncLocalStorage(),
  capturers: new AsyncLocalStorage(),
  listeners: [],
});
// a process that loaded an earlier copy of this module (a server's other bundle) has no capturers yet
shared.capturers ??= new AsyncLocalStorage();
const { meters, recorders, capturers, listeners } = shared;

/** A statement as the driver adapter was asked to send it: its text and its arguments. */
export type CapturedQuery = { method: "queryRaw" | "executeRaw"; query: SqlQuery };

/**
 * Runs `fn` and answers, beside its result, the text of every statement it sent (BEGIN, COMMIT and
 * ROLLBACK as such), metered or not: what a budget test prints when a count grows, and what a
 * scratch script lists to find the statements worth cutting.
 */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const sent: string[] = [];
  const result = await recorders.run(sent, fn);
  return { result, sent };
}

/**
 * Runs `fn` and answers the statements it sent as the adapter received them (text, arguments and
 * their types; transaction control left out): the bench sends them again through a bare adapter to
 * show the database's share of a use case (the raw-SQL time of the same work).
 */
export async function captureQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
  const queries: CapturedQuery[] = [];
  const result = await capturers.run(queries, fn);
  return { result, queries };
}

/** Runs `fn` with a fresh meter, which it hands to `fn` and fills as statements are sent. */
export function metered<T>(fn: (meter: StatementMeter) => T): T {
  const meter: StatementMeter = { statements: 0, transactions: 0, dbMs: 0 };
  return meters.run(meter, () => fn(meter));
}

/**
 * Calls `listen` with the text of every statement sent (in the sender's async context): the
 * reference cache learns from it whether a transaction may have changed reference data.
 */
export function onStatement(listen: (sql: string) => void) {
  listeners.push(listen);
}

// PostgreSQL's adapter sends a transaction's COMMIT as a statement of its own before it calls commit
// (PGlite's does not): transaction control, not a round trip of the request's work, nor a change
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK)\b/i;

function measure<T>(
  sentKind: "statement" | "transaction" | "control",
  send: () => Promise<T>,
  text: () => string,
  captured?: () => CapturedQuery,
): Promise<T> {
  const kind = sentKind === "statement" && CONTROL.test(text()) ? "control" : sentKind;
  if (kind === "statement" && captured) capturers.getStore()?.push(captured());
  if (kind === "statement" && listeners.length) {
    const sql = text();
    for (const listen of listeners) listen(sql);
  }
  recorders.getStore()?.push(text());
  const meter = meters.getStore();
  if (!meter) return send();
  if (kind === "statement") meter.statements++;
  else if (kind === "transaction") meter.transactions++;
  const started = performance.now();
  return send().finally(() => {
    meter.dbMs += performance.now() - started;
  });
}

const KINDS: Record<string, "statement" | "transaction" | "control"> = {
  queryRaw: "statement",
  executeRaw: "statement",
  executeScript: "statement",
  startTransaction: "transaction",
  commit: "control",
  rollback: "control",
};

const textOf = (query: unknown) =>
  typeof query === "string" ? query : String((query as { sql?: unknown } | undefined)?.sql ?? "");

/** The adapter (or transaction) with its sending methods measured; everything else as it is. */
function meteredQueryable<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (typeof value !== "function") return value;
      const kind = typeof prop === "string" ? KINDS[prop] : undefined;
      if (!kind) return value.bind(obj);
      if (prop === "startTransaction")
        return async (...args: unknown[]) =>
          meteredQueryable(
            await measure(
              kind,
              () => value.apply(obj, args) as Promise<object>,
              () => "BEGIN",
            ),
          );
      return (...args: unknown[]) =>
        measure(
          kind,
          () => value.apply(obj, args) as Promise<unknown>,
          () => (kind === "statement" ? textOf(args[0]) : String(prop).toUpperCase()),
          (prop === "queryRaw" || prop === "executeRaw") && typeof args[0] === "object"
            ? () => ({ method: prop, query: args[0] as SqlQuery })
            : undefined,
        );
    },
  });
}

/** A driver adapter factory whose connections are metered. */
export function meteredAdapter<F extends SqlDriverAdapterFactory>(factory: F): F {
  return new Proxy(factory, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (prop === "connect" && typeof value === "function")
        return async () => meteredQueryable(await (value as () => Promise<object>).call(obj));
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}
