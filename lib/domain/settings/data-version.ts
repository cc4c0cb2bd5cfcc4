// The data version: raised when cached reference data changes; a client seeing a higher
// version than its own reloads its cache.
import { clearAllCaches } from "../../core/cache";
import { db, type Tx } from "../../core/db";

export async function dataVersion(): Promise<number> {
  const row = await db().setting.findUnique({ where: { group_key: { group: "system", key: "dataVersion" } } });
  return typeof row?.value === "number" ? row.value : 1;
}

/** Raises the data version; pass the transaction of the change that makes it necessary. */
export async function bumpDataVersion(tx: Tx = db()): Promise<number> {
  const [row] = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "Setting" ("group", "key", "value", "updatedAt") VALUES ('system', 'dataVersion', '2'::jsonb, now())
    ON CONFLICT ("group", "key") DO UPDATE SET "value" = to_jsonb(("Setting"."value")::text::int + 1), "updatedAt" = now()
    RETURNING ("value")::text::int AS value`;
  return row.value;
}

export async function clearCaches() {
  clearAllCaches();
  return { cleared: true, dataVersion: await bumpDataVersion() };
}
