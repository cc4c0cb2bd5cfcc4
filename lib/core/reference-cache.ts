// Reference data in memory, correct across app servers (issue 43, item 1). Prices, specials,
// rates, terms and settings change rarely and are read by every quote and booking write; each
// process keeps them and asks the database one cheap question per use: is the reference version
// still the one they were loaded at? Triggers give the version a new random value in the same
// transaction as any change (migration reference_version), so a change committed by one server is
// seen by the next request on every other, a change inside a transaction is seen by that
// transaction, and a rolled-back change never matches anything cached.
import { onClearAll } from "./cache";
import { currentClient, type Tx } from "./db";

/** The current reference version, as `tx` sees it. */
export async function referenceVersion(tx: Tx): Promise<string> {
  const [row] = await tx.$queryRaw<{ version: string }[]>`SELECT "version" FROM "ReferenceVersion" WHERE "id" = 1`;
  // without the row (a database before the migration) nothing is kept
  return row?.version ?? `none-${Math.random()}`;
}

type Entry<T> = { client: object; version: string; value: Promise<T> };

/** One value loaded from reference data, kept while the reference version (and the database) stays. */
export function referenceCache<T>() {
  let entry: Entry<T> | undefined;
  onClearAll(() => (entry = undefined));
  return {
    async get(tx: Tx, load: (tx: Tx) => Promise<T>): Promise<T> {
      const client = currentClient();
      const version = await referenceVersion(tx);
      if (entry && entry.client === client && entry.version === version) return entry.value;
      const value = load(tx);
      const mine: Entry<T> = { client, version, value };
      entry = mine;
      // a failed load is not kept
      value.catch(() => {
        if (entry === mine) entry = undefined;
      });
      return value;
    },
  };
}
