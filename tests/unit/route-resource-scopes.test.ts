// No menu entry that answers "you may not do that": a list page of the route table shows a
// resource, and everyone the route lets in must be allowed to read that resource (all rows or their
// own). Read from the pages themselves: the ResourceListPage's `screen` and where it comes from.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@/lib/access/routes";
import type { Principal } from "@/lib/auth/principal";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { can } from "@/lib/resources/engine";

/** The page file of a route path ("/room/type/list" → app/(staff)/room/type/list/page.tsx). */
function pageFile(route: string): string | undefined {
  const parts = route
    .split("/")
    .filter(Boolean)
    .map((p) => p.replace(/^\{(\w+)\}$/, "[$1]"));
  for (const group of ["(staff)", "(club)", "(book)", "(public)"]) {
    const file = path.join("app", group, ...parts, "page.tsx");
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** The resource a list page shows: the module its `screen={x}` is imported from, and x's resource. */
async function listedResource(file: string): Promise<ResourceName | undefined> {
  const source = readFileSync(file, "utf8");
  if (!source.includes("<ResourceListPage")) return undefined;
  const screen = /<ResourceListPage[^>]*?screen=\{(\w+)\}/s.exec(source)?.[1];
  if (!screen) return undefined;
  const from = new RegExp(`import \\{[^}]*\\b${screen}\\b[^}]*\\} from "@/([^"]+)"`).exec(source)?.[1];
  if (!from) return undefined;
  const mod = (await import(/* @vite-ignore */ `@/${from}`)) as Record<string, { resource?: ResourceName }>;
  return mod[screen]?.resource;
}

/** Someone holding just `scope`: an agency user for agencies.self, a customer for customers.self. */
const holder = (scope: string) =>
  ({
    isGuest: false,
    scopes: [scope],
    userType: scope === "agencies.self" ? "agency" : scope === "customers.self" ? "customer" : "employee",
    agencyId: scope === "agencies.self" ? 1 : null,
    customerId: scope === "customers.self" ? 1 : null,
    user: null,
  }) as unknown as Principal;

describe("list pages in the route table", () => {
  it("let in only people who may read what the page lists", async () => {
    let checked = 0;
    const refused: string[] = [];
    for (const route of ROUTES) {
      if (!route.page || !route.scopes?.length || route.path.includes("{")) continue;
      const file = pageFile(route.path);
      const resource = file && (await listedResource(file));
      if (!resource) continue;
      checked++;
      const def = resourceDef(resource);
      for (const scope of route.scopes)
        if (can(def, holder(scope), "read") === false) refused.push(`${route.path} (${resource}) for ${scope}`);
    }
    expect(refused).toEqual([]);
    // the check reads real pages: the rooms, specials, customers, media ... lists
    expect(checked).toBeGreaterThan(20);
  });
});
