// Each API test file runs against its own freshly migrated database.
import { afterAll, beforeAll } from "vitest";
import { clearAllCaches } from "@/lib/core/cache";
import { useDatabase, type Database } from "@/lib/db";
import { createTestDatabase } from "../helpers/test-db";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  // files share a worker: what the last file's database held (settings ...) is not this one's
  clearAllCaches();
});

afterAll(async () => {
  useDatabase(undefined);
  clearAllCaches();
  await database?.close();
});
