// `npm test` checks a set TEST_DATABASE_URL before any test starts (scripts/test-database.ts):
// a wrong or unreachable one is one line saying what to fix, with no password in it.
import { describe, expect, it } from "vitest";
import { E2E_DATABASE, checkTestDatabase, databaseUrl } from "@/scripts/test-database";

describe("checkTestDatabase", () => {
  it("refuses a URL that is not PostgreSQL's", async () => {
    for (const url of ["mysql://u@h/db", "not a url"]) {
      expect(await checkTestDatabase(url)).toBe(
        "npm test: TEST_DATABASE_URL must look like postgresql://user:password@host:5432/db, or be unset to run the API tests on PGlite only.",
      );
    }
  });

  it("names an unreachable server without its password", async () => {
    // port 1 on the loopback: refused at once
    const line = await checkTestDatabase("postgresql://ci:s3cret@127.0.0.1:1/app_test");
    expect(line).toBe(
      "npm test: cannot connect to TEST_DATABASE_URL postgresql://ci@127.0.0.1:1/app_test (connection refused): start that PostgreSQL, or unset TEST_DATABASE_URL to run the API tests on PGlite only.",
    );
  });
});

describe("the browser tests' database beside the API tests'", () => {
  it("is named on the same server, with the same user and options", () => {
    expect(databaseUrl("postgresql://ci:s3cret@127.0.0.1:54329/app_test", E2E_DATABASE)).toBe(
      "postgresql://ci:s3cret@127.0.0.1:54329/harbour_e2e",
    );
    expect(databaseUrl("postgres://u@db.example:5432/x?sslmode=require", "harbour_e2e")).toBe(
      "postgres://u@db.example:5432/harbour_e2e?sslmode=require",
    );
  });
});
