// The context map (docs/architecture.md) is what the code does: every folder of lib/domain is on
// it, every import between context folders goes down the map (the shared kernel aside), the kernel
// imports no other context, no cycle runs between context folders, and only lib/domain/booking
// writes the booking aggregate's tables. ESLint refuses the same as the developer types it; this
// test reads the whole tree as it is.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BOOKING_MODELS,
  CONTEXT_LAYERS,
  PURE_MODULES,
  SHARED_KERNEL,
  WRITE_METHODS,
  forbiddenFor,
} from "@/lib/domain/context-map.mjs";

const ROOT = "lib/domain";
const contexts = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

/** Every import of one context folder's files into another context: [from file, to module]. */
function crossImports(context: string): { file: string; target: string }[] {
  const out: { file: string; target: string }[] = [];
  for (const file of filesOf(path.join(ROOT, context))) {
    for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const spec = m[1];
      const resolved = spec.startsWith("@/")
        ? spec.slice(2)
        : spec.startsWith(".")
          ? path.normalize(path.join(path.dirname(file), spec))
          : null;
      if (!resolved?.startsWith(`${ROOT}/`)) continue;
      const target = resolved.slice(ROOT.length + 1);
      if (target.split("/")[0] !== context) out.push({ file, target });
    }
  }
  return out;
}

/** The cycles of a graph, each as "a -> b -> a" (depth-first: a node met again on the stack closes one). */
function findCycles(edges: Map<string, Set<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (c: string, trail: string[]) => {
    state.set(c, "open");
    for (const next of edges.get(c) ?? []) {
      if (state.get(next) === "open") cycles.push([...trail.slice(trail.indexOf(next)), c, next].join(" -> "));
      else if (!state.has(next)) visit(next, [...trail, c]);
    }
    state.set(c, "done");
  };
  for (const c of edges.keys()) if (!state.has(c)) visit(c, []);
  return cycles;
}

/** A Prisma write of a booking model, or a raw INSERT, UPDATE or DELETE of a booking table. */
const BOOKING_WRITE = new RegExp(
  `\\.(${BOOKING_MODELS.join("|")})\\s*\\.\\s*(${WRITE_METHODS.join("|")})\\s*\\(` +
    `|(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"(${BOOKING_MODELS.map((m) => m[0].toUpperCase() + m.slice(1)).join("|")})"`,
);

/** Files outside lib/domain/booking (and the generated client) that write the booking aggregate. */
function bookingWritesOutsideBooking(): string[] {
  return ["lib", "app", "components"]
    .flatMap((d) => filesOf(d))
    .filter((f) => !f.startsWith("lib/domain/booking/") && !f.startsWith("lib/db/generated/"))
    .flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .flatMap((line, i) => (BOOKING_WRITE.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
}

/** The files a module imports as values (type-only imports left out), inside the repository. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:^|\n)\s*(?:import|export)(\s+type)?\s[^;]*?from\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"/g,
  )) {
    if (m[1]) continue;
    const spec = m[2] ?? m[3];
    const resolved = spec.startsWith("@/")
      ? spec.slice(2)
      : spec.startsWith(".")
        ? path.normalize(path.join(path.dirname(file), spec))
        : spec;
    const local = [".ts", ".tsx", "/index.ts", ""]
      .map((x) => resolved + x)
      .find((f) => existsSync(f) && !f.endsWith("/"));
    out.push(local && statSync(local).isFile() ? local : resolved);
  }
  return out;
}

/** What makes a module impure: the database, Next.js, server-only code. */
const IMPURE = /^(lib\/core\/db|lib\/db\/|lib\/db$|next($|\/)|server-only$|node:)/;

/** The impure modules `file` reaches through its value imports, as "file -> ... -> module". */
function impureReach(file: string, trail: string[] = [], seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return valueImports(file).flatMap((target) =>
    IMPURE.test(target)
      ? [[...trail, file, target].join(" -> ")]
      : target.startsWith("lib/")
        ? impureReach(target, [...trail, file], seen)
        : [],
  );
}

const kernel = (target: string) => SHARED_KERNEL.includes(target.replace(/\.(ts|tsx|mjs)$/, ""));

describe("the context map", () => {
  it("names every folder of lib/domain once", () => {
    const mapped = CONTEXT_LAYERS.flat();
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...contexts].sort()).toEqual(mapped.filter((c) => contexts.includes(c)).sort());
    for (const c of contexts) expect(mapped, `lib/domain/${c} is not on the map`).toContain(c);
  });

  it("is what the code does: no context imports its own layer's others or a layer above (the kernel aside)", () => {
    const against = contexts.flatMap((c) => {
      const forbidden = new Set(forbiddenFor(c));
      return crossImports(c)
        .filter((i) => forbidden.has(i.target.split("/")[0]) && !kernel(i.target))
        .map((i) => `${i.file} -> ${i.target}`);
    });
    expect(against).toEqual([]);
  });

  it("the shared kernel imports no other context", () => {
    for (const k of SHARED_KERNEL) {
      const [context] = k.split("/");
      const own = crossImports(context).filter((i) => i.file.startsWith(path.join(ROOT, k)));
      expect(own.map((i) => i.target)).toEqual([]);
    }
  });

  it("has no cycle between context folders", () => {
    const edges = new Map(
      contexts.map((c) => [
        c,
        new Set(
          crossImports(c)
            .filter((i) => !kernel(i.target))
            .map((i) => i.target.split("/")[0]),
        ),
      ]),
    );
    expect(findCycles(edges)).toEqual([]);
  });

  it("only lib/domain/booking writes a booking (its tables, by Prisma or raw SQL)", () => {
    expect(bookingWritesOutsideBooking()).toEqual([]);
    expect(BOOKING_WRITE.test("await tx.booking.update({")).toBe(true);
    expect(BOOKING_WRITE.test('UPDATE "BookingRoom" SET')).toBe(true);
    expect(BOOKING_WRITE.test("await tx.booking.findMany({")).toBe(false);
  });

  it("the pure modules components may import reach no database, Next.js or server-only code", () => {
    expect(PURE_MODULES.flatMap((m) => impureReach(`${ROOT}/${m}.ts`))).toEqual([]);
    expect(impureReach(`${ROOT}/booking/booking-summaries.ts`).length).toBeGreaterThan(0);
  });

  it("the cycle search finds a cycle where there is one", () => {
    const g = (o: Record<string, string[]>) => new Map(Object.entries(o).map(([k, v]) => [k, new Set(v)]));
    expect(findCycles(g({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
    expect(findCycles(g({ a: ["b"], b: ["c"], c: ["a"] }))).toEqual(["a -> b -> c -> a"]);
  });
});
