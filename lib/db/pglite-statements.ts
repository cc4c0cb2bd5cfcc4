// Prisma's queries on the embedded database as named prepared statements, each parsed once per
// process. PGlite's query() parses, plans and describes every statement again on every call, in
// six trips into the WebAssembly backend; for Prisma's short statements that cost more than
// running them. Here a statement's text is parsed once under a name, and each call is one trip:
// bind, execute, sync. PostgreSQL then keeps a generic plan after five calls when it is no worse
// than a fresh one (plan_cache_mode auto), as it does for any driver that prepares statements.
// Only the Prisma client goes through this; migrations, seeds and tests that use PGlite directly
// do not. docs/decisions.md says why.
import { type PGlite, type QueryOptions, type Results, type Transaction, parse, protocol } from "@electric-sql/pglite";

const { serialize, messages } = protocol;

/** What the Prisma adapter (pglite-prisma-adapter) calls on its client. */
type AdapterClient = Pick<PGlite, "query" | "exec" | "transaction">;

/** PGlite's own locks and value codecs, which its query() uses; not in its typings. */
type Internals = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parsers;
};

type Parsers = Parameters<typeof parse.parseResults>[1];
type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

type Statement = {
  name: string;
  /** the parameters' type oids, as the server inferred them */
  paramTypes: number[];
  /** the statement's RowDescription (none for a statement without rows) */
  rowDescription?: BackendMessage;
};

/** Statements kept per database; the least recently used one is closed beyond this. */
const STATEMENT_CACHE_SIZE = 500;

/** SQLSTATEs after which a named statement is parsed anew: it vanished, or its result type changed. */
const STALE = new Set(["26000", "0A000"]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The PGlite client for the Prisma adapter, with its statements prepared once. A second client on
 * the same database (the bench's bare adapter) names its statements with another `prefix`.
 */
export function withPreparedStatements(
  pglite: PGlite,
  { size = STATEMENT_CACHE_SIZE, prefix = "prisma" } = {},
): PGlite {
  const internal = pglite as unknown as Internals;
  const cache = new Map<string, Statement>(); // in use order: the first is the least recent
  let counter = 0;

  /** Parses `sql` under a new name (closing the least recently used statement if the cache is full). */
  async function prepare(sql: string, inTransaction: boolean): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (cache.size >= size) {
      const [oldest, old] = cache.entries().next().value!;
      cache.delete(oldest);
      parts.push(serialize.close({ type: "S", name: old.name }), serialize.sync());
    }
    const name = `${prefix}_${++counter}`;
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync());
    const answer = await pglite.execProtocolStream(concat(parts), { syncToFs: !inTransaction });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((m) => m.name === "rowDescription"),
    };
    cache.set(sql, statement);
    return statement;
  }

  // The adapter passes its own parsers with every query; parseResults would merge them into
  // PGlite's few hundred on every call (a tenth of a booking write's time), so merge them once.
  const merged = new WeakMap<object, Parsers>();
  function parsersFor(options: QueryOptions | undefined): Parsers {
    if (!options?.parsers) return internal.parsers;
    let parsers = merged.get(options.parsers);
    if (!parsers) merged.set(options.parsers, (parsers = { ...internal.parsers, ...options.parsers }));
    return parsers;
  }

  async function execute<T>(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i];
      const serializer = options?.serializers?.[oid] ?? internal.serializers[oid];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await pglite.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    // bind and execute answer no RowDescription: the one described at parse time stands in
    const all = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    return parse.parseResults(all, parsersFor(options), { ...options, parsers: undefined })[0] as Results<T>;
  }

  async function run<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const once = async () => {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // now the most recently used
        cache.set(sql, statement);
      } else statement = await prepare(sql, inTransaction);
      try {
        return await execute<T>(statement, params, options, inTransaction);
      } catch (e) {
        if (!(e instanceof messages.DatabaseError && e.code && STALE.has(e.code))) throw e;
        // the schema changed under the statement (a migration, a test's reset): parse it again;
        // inside a transaction the error has already aborted it, so the caller sees it
        cache.delete(sql);
        if (inTransaction) throw e;
        return await execute<T>(await prepare(sql, inTransaction), params, options, inTransaction);
      }
    };
    const guarded = () =>
      once().catch((e: unknown) => {
        // as PGlite's query(): the error names its statement, for logs
        if (e instanceof messages.DatabaseError) Object.assign(e, { query: sql, params, queryOptions: options });
        throw e;
      });
    if (inTransaction) return internal._runExclusiveQuery(guarded);
    await internal._checkReady();
    // as PGlite's query(): never between the statements of another caller's transaction
    return internal._runExclusiveTransaction(() => internal._runExclusiveQuery(guarded));
  }

  const client: AdapterClient = {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => run<T>(sql, params, options, false),
    exec: (sql, options) => pglite.exec(sql, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) =>
        callback({
          ...tx,
          query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            return run<R>(sql, params, options, true);
          },
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
  return client as PGlite;
}
