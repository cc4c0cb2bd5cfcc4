// The OpenAPI document tells the truth about access: every operation it calls open answers a guest
// (never 401/403), and every operation it marks with scopes refuses a guest with 401.
import { describe, expect, it } from "vitest";
import { API_INDEX } from "@/app/api/openapi.json/api-index.generated";
import { OPEN_TO_GUESTS, openApiDocument } from "@/lib/http/openapi";
import type { DocumentedHandler } from "@/lib/http/route";
import { call } from "../helpers/http";

type Op = { description?: string };
const doc = openApiDocument(API_INDEX) as unknown as { paths: Record<string, Record<string, Op>> };

const handlers = API_INDEX.flatMap((entry) =>
  ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]
    .filter((m) => typeof entry.module[m] === "function")
    .map((method) => ({ path: entry.path, method, handler: entry.module[method] as DocumentedHandler })),
);

describe("the OpenAPI document and the handlers agree on access", () => {
  it.each(handlers)("$method $path", async ({ path, method, handler }) => {
    const op = doc.paths[path][method.toLowerCase()];
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], "1"]));
    const res = await call(handler, {
      method,
      path: path.replace(/\{\w+\}/g, "1"),
      params,
      body: method === "GET" || method === "HEAD" ? undefined : {},
    });
    if (op.description === OPEN_TO_GUESTS)
      expect([401, 403], `${method} ${path} is documented as open`).not.toContain(res.status);
    else expect(res.status, `${method} ${path}: ${op.description}`).toBe(401);
  });
});

describe("staff-only booking actions", () => {
  it("are documented for bookings.update alone, the other booking writes for agencies too", () => {
    const needs = (path: string) => doc.paths[path].post.description ?? "";
    for (const path of [
      "/api/bookings/{id}/checkin",
      "/api/bookings/{id}/lockUnlockRoom/{roomBooking}",
      "/api/bookings/{id}/agency/{agencyId}",
      "/api/bookings/{id}/move/{schedule}",
      "/api/bookings/{id}/revertRebook",
    ]) {
      expect(needs(path), path).toContain("bookings.update");
      expect(needs(path), path).not.toContain("agencies.self");
    }
    expect(needs("/api/bookings/{id}/change")).toContain("agencies.self");
  });
});
