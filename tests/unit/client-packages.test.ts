// What the staff pages' browser code imports from packages (issue 43, page weight): zod (about
// 97 KB gzipped) only where a form checks with the server's schema before sending, and never
// next-auth's React client (about 21 KB) outside the login pages. Both came in unnoticed before:
// zod through a constant that lived beside a schema, next-auth through the staff frame's sign-out.
// Radix's dialog and menu (focus trap, scroll lock, positioning) load when first used.
// A static walk of the imports from each staff route file into client modules ("use client" and
// what they import statically; type-only imports and "use server" actions do not reach the browser).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveImport } from "@/scripts/client-messages";

const ROOT = path.resolve(__dirname, "../..");
const STAFF = "app/(staff)";

type Parsed = { client: boolean; server: boolean; local: string[]; packages: string[] };
const parsed = new Map<string, Parsed>();

function parse(file: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const src = readFileSync(file, "utf8");
  const p: Parsed = {
    client: /^\s*["']use client["']/.test(src),
    server: /^\s*["']use server["']/.test(src),
    local: [],
    packages: [],
  };
  // static imports and re-exports with a value in them (not `import type`, not `{ type A }` only)
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm)) {
    const [, typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(",").every((n) => !n.trim() || n.trim().startsWith("type "))) continue;
    const local = resolveImport(file, spec);
    if (local) p.local.push(local);
    else if (!spec.startsWith(".") && !spec.startsWith("@/")) p.packages.push(spec);
  }
  for (const m of src.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) {
    const local = resolveImport(file, m[1]);
    if (local) p.local.push(local);
  }
  parsed.set(file, p);
  return p;
}

/** The packages the browser code reachable from `file` imports, each with a client module importing it. */
function browserPackages(file: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (f: string, client: boolean) => {
    const p = parse(f);
    if (p.server) return;
    const inClient = client || p.client;
    const id = `${inClient}:${f}`;
    if (seen.has(id)) return;
    seen.add(id);
    if (inClient) for (const pkg of p.packages) if (!found.has(pkg)) found.set(pkg, path.relative(ROOT, f));
    for (const l of p.local) walk(l, inClient);
  };
  walk(path.join(ROOT, file), false);
  return found;
}

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...routeFiles(rel));
    else if (/^(page|layout)\.tsx$/.test(name)) out.push(rel);
  }
  return out;
}

const reaching = (pkg: string) =>
  routeFiles(STAFF).filter((f) => [...browserPackages(f).keys()].some((p) => p === pkg || p.startsWith(`${pkg}/`)));

describe("the staff pages' browser code", () => {
  it("finds a package a client module imports, and not one behind a type-only import or a server action", () => {
    // the public form checks its answers with the server's schema in the browser
    expect(browserPackages("components/forms/form-public.tsx").get("zod")).toBe("lib/domain/forms/form-fields.ts");
    // the language switch calls a server action, which reaches zod on the server only
    expect(browserPackages("components/shell/language-switch.tsx").has("zod")).toBe(false);
    // use-form-errors names zod's types only
    expect(browserPackages("components/form/use-form-errors.ts").has("zod")).toBe(false);
  });

  it("carries zod only where a form checks with the server's schema before sending", () => {
    // copying a season (components/tours/copy-season.tsx, on the departures page) is the one staff form that does
    expect(reaching("zod")).toEqual(["app/(staff)/schedule/page.tsx"]);
  });

  it("never carries next-auth's React client", () => {
    expect(reaching("next-auth")).toEqual([]);
  });

  it("loads Radix's dialog when a dialog or the booking drawer first opens, not with the page", () => {
    // the dialog itself and the drawer come through next/dynamic (components/ui/dialog.tsx,
    // components/booking/booking-drawer.tsx): a static import of either brings Radix back
    expect(browserPackages("components/ui/dialog-panel.tsx").has("@radix-ui/react-dialog")).toBe(true);
    expect(browserPackages("components/booking/booking-drawer-panel.tsx").has("@radix-ui/react-dialog")).toBe(true);
    expect(reaching("@radix-ui/react-dialog")).toEqual([]);
  });

  it("loads Radix's menu when a menu is first used, not with the page", () => {
    // every menu goes through components/ui/lazy-menu.tsx, which imports menu-panel.tsx when used
    expect(browserPackages("components/ui/menu-panel.tsx").has("@radix-ui/react-dropdown-menu")).toBe(true);
    expect(reaching("@radix-ui/react-dropdown-menu")).toEqual([]);
  });
});
