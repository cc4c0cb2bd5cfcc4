// How much room the data takes: the database, and the whole data folder when embedded.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { ttlCache } from "../../core/cache";
import { db } from "../../core/db";
import { env } from "../../core/env";

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory()
      ? await folderSize(p)
      : await stat(p).then(
          (s) => s.size,
          () => 0,
        );
  }
  return total;
}

// walking the data folder takes a while: once a minute is enough
const sizes = ttlCache<{ diskSize: number; totalSize: number }>(60_000);

export function databaseSize(): Promise<{ diskSize: number; totalSize: number }> {
  return sizes.get("sizes", measure);
}

async function measure() {
  const [{ size }] = await db().$queryRaw<{ size: bigint }[]>`SELECT pg_database_size(current_database()) AS size`;
  const diskSize = Number(size);
  const e = env();
  return { diskSize, totalSize: e.DATABASE_URL ? diskSize : await folderSize(path.resolve(e.DATA_DIR)) };
}
