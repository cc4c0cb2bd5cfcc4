import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES, findRoute } from "@/lib/access/routes";
import en from "@/messages/en.json";

/** Every page folder of app/ as a route path ("/booking/{id}"), route groups removed. */
function appRoutes(dir = "app", prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "api" || entry.name.startsWith("_")) continue;
    const seg = entry.name.startsWith("(")
      ? ""
      : entry.name.startsWith("[")
        ? `/{${entry.name.slice(1, -1)}}`
        : `/${entry.name}`;
    const full = path.join(dir, entry.name);
    const route = prefix + seg || "/";
    if (existsSync(path.join(full, "page.tsx")) || existsSync(path.join(full, "route.ts"))) out.set(route, full);
    for (const [k, v] of appRoutes(full, prefix + seg)) out.set(k, v);
  }
  if (!prefix && existsSync(path.join(dir, "page.tsx"))) out.set("/", dir);
  return out;
}

const normalize = (p: string) => p.replace(/\{\w+\}/g, "{}");

describe("the route table", () => {
  const pages = new Set([...appRoutes().keys()].map(normalize));

  it("marks exactly the routes whose page exists", () => {
    for (const r of ROUTES)
      expect({ path: r.path, page: !!r.page }).toEqual({ path: r.path, page: pages.has(normalize(r.path)) });
  });

  it("has one entry per path and a translated title for each", () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect((en.nav as Record<string, unknown>)[r.key], r.key).toBeTypeOf("string");
  });

  it("matches static segments before parameters", () => {
    expect(findRoute("/booking/list")?.route.key).toBe("bookingList");
    expect(findRoute("/booking/42")).toMatchObject({ route: { key: "bookingDetail" }, params: { id: "42" } });
    expect(findRoute("/users/profile")?.route.key).toBe("profile");
    expect(findRoute("/tour/7/schedules/9")).toMatchObject({ params: { tour: "7", schedule: "9" } });
    expect(findRoute("/no/such/page")).toBeUndefined();
  });
});
