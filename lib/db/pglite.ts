// PGlite (Postgres compiled to WebAssembly) with the extensions our migrations create:
// btree_gist for the no-overbooking exclusion constraints, pg_trgm for search indexes.
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const pgliteExtensions = { btree_gist, pg_trgm };

/** In memory without a dataDir. */
export function newPGlite(dataDir?: string, options: Omit<PGliteOptions, "dataDir" | "extensions"> = {}): PGlite {
  return new PGlite({ ...options, dataDir, extensions: pgliteExtensions });
}
