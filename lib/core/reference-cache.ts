// Reference data in memory, correct across app servers (issue 43, item 1). Prices, specials,
// rates, terms and settings change rarely and are read by every quote and booking write; each
// process keeps them and asks the database one cheap question: is the reference version still the
// one they were loaded at? Triggers give the version a new random value in the same transaction as
// any change (migration reference_version), so a change committed by one server is seen by the
// next request on every other, a change inside a transaction is seen by that transaction, and a
// rolled-back change never matches anything cached. A request asks once (outside transactions); a
// transaction asks once and again after each statement that may have changed the data itself.
import { AsyncLocalStorage } from "node:async_hooks";
import { onClearAll } from "./cache";
import { currentClient, inTransaction, onReferenceCommit, referenceWritesSoFar, type Tx } from "./db";

/** The current reference version, as `tx` sees it. */
export async function referenceVersion(tx: Tx): Promise<string> {
  const [row] = await tx.$queryRaw<{ version: string }[]>`SELECT "version" FROM "ReferenceVersion" WHERE "id" = 1`;
  // without the row (a database before the migration) nothing is kept
  return row?.version ?? `none-${Math.random()}`;
}

type RequestVersion = { version?: Promise<string> };
const requests = new AsyncLocalStorage<RequestVersion>();

// A server page runs outside withReferenceRequest (no wrapper around a React render): its request's
// place comes from React's per-request cache (lib/page/context.ts), which answers a fresh one, kept
// by nobody, outside a render. On globalThis: the server's bundles each carry a copy of this module.
const PAGE_KEY = Symbol.for("harbour.reference-page-request");
const G = globalThis as unknown as { [PAGE_KEY]?: () => RequestVersion };
const currentRequest = (): RequestVersion | undefined => requests.getStore() ?? G[PAGE_KEY]?.();

/** Where a server page's request keeps the version it read (a per-request cache of React's). */
export function pageRequestsFrom(store: () => RequestVersion) {
  G[PAGE_KEY] = store;
}

// a request that changed reference data reads the version again (what it read before is old now)
onReferenceCommit(() => {
  const request = currentRequest();
  if (request) request.version = undefined;
});

/** Runs one request: the reference version is read at most once in it, outside transactions. */
export function withReferenceRequest<T>(fn: () => T): T {
  return requests.run({}, fn);
}

/**
 * The reference version as a statement the request sent anyway read it (the session's, lib/auth):
 * the request's own read, and its first transaction's, need no statement of their own.
 */
export function requestReadVersion(version: string | null | undefined) {
  const request = currentRequest();
  if (request && version && !request.version) request.version = Promise.resolve(version);
}

// per transaction: the version it read, kept until it sends a statement that may change reference
// data (a booking write sends none: its pricing asks once, however many caches it reads)
const inTransactions = new WeakMap<Tx, { writes: number; version: Promise<string> }>();

function versionFor(tx: Tx): Promise<string> {
  if (inTransaction()) {
    const writes = referenceWritesSoFar() ?? 0;
    const known = inTransactions.get(tx);
    if (known && known.writes === writes) return known.version;
    // a transaction that has not written reference data sees what the request saw at its start
    // (a change committed in between is as if the request had come a moment earlier)
    const request = currentRequest();
    const version = !known && writes === 0 && request?.version ? request.version : referenceVersion(tx);
    inTransactions.set(tx, { writes, version });
    return version;
  }
  const request = currentRequest();
  if (!request) return referenceVersion(tx);
  const version = (request.version ??= referenceVersion(tx));
  version.catch(() => {
    if (request.version === version) request.version = undefined;
  });
  return version;
}

type Entry<T> = { client: object; version: string; value: Promise<T> };

/** Values loaded from reference data by key, each kept while the reference version (and database) stays. */
export function keyedReferenceCache<T>() {
  const entries = new Map<string, Entry<T>>();
  onClearAll(() => entries.clear());
  return {
    async get(tx: Tx, key: string, load: (tx: Tx) => Promise<T>): Promise<T> {
      const client = currentClient();
      const version = await versionFor(tx);
      const hit = entries.get(key);
      if (hit && hit.client === client && hit.version === version) return hit.value;
      const value = load(tx);
      const mine: Entry<T> = { client, version, value };
      entries.set(key, mine);
      // a failed load is not kept
      value.catch(() => {
        if (entries.get(key) === mine) entries.delete(key);
      });
      return value;
    },
    /** Forgets `key` here at once (the writer's own next read, before the version is read again). */
    invalidate(key: string) {
      entries.delete(key);
    },
  };
}

/** One value loaded from reference data, kept while the reference version (and the database) stays. */
export function referenceCache<T>() {
  const keyed = keyedReferenceCache<T>();
  return { get: (tx: Tx, load: (tx: Tx) => Promise<T>) => keyed.get(tx, "", load) };
}
