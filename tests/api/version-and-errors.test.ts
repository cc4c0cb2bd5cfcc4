import { describe, expect, it } from "vitest";
import { GET as version } from "@/app/version/route";
import { POST as login } from "@/app/api/auth/token/route";
import { db } from "@/lib/core/db";
import { call } from "../helpers/http";

describe("foundation", () => {
  it("GET /version answers {time, version}", async () => {
    const { body, headers } = await call(version, { path: "/version" });
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.time).toBeGreaterThan(1_080_765_174_000);
  });

  it("starts every test file on a migrated, empty database", async () => {
    expect(await db().user.count()).toBe(0);
    const exts = await db().$queryRaw<{ extname: string }[]>`select extname from pg_extension order by extname`;
    expect(exts.map((e) => e.extname)).toEqual(expect.arrayContaining(["btree_gist", "pg_trgm"]));
  });

  it("a body that is not JSON gives 400, never 500", async () => {
    const res = await call(login, {
      method: "POST",
      rawBody: "{oops",
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, description: "INVALID_JSON", method: "POST", path: "/api/test" });
    expect(res.body.message).toBe("The request body is not valid JSON.");
  });
});
