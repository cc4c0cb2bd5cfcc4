// Each API test file runs against its own freshly migrated database.
import { afterAll, beforeAll } from "vitest";
import { useDatabase, type Database } from "@/lib/db";
import { createTestDatabase } from "../helpers/test-db";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});

afterAll(async () => {
  useDatabase(undefined);
  await database?.close();
});
