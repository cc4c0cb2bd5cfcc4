// Fuzzing every operation of the OpenAPI document (issue 13, item 2): each path and method, as a
// guest and as an admin, gets hostile input one piece at a time: numbers beyond a column's range,
// negative and huge numbers, NUL bytes and lone surrogates, JavaScript's built-in names as keys,
// wrong types, unknown fields, invalid, deep and non-JSON bodies, a broken multipart body, and the
// names every object inherits (constructor, __proto__, ...) wherever a parameter takes a name. No
// answer may be a 5xx, and a sample of existing records must be unchanged afterwards.
// It walks whatever the document holds: a new endpoint is fuzzed without touching this file; a
// path the test cannot map to its route module fails the first test.
import { beforeAll, describe, expect, it } from "vitest";
import { API_INDEX } from "@/app/api/openapi.json/api-index.generated";
import * as openApiRoute from "@/app/api/openapi.json/route";
import * as resourceList from "@/app/api/[resource]/route";
import * as resourceCsv from "@/app/api/[resource]/listCSV/route";
import * as resourceOne from "@/app/api/[resource]/[id]/route";
import * as resourceCopy from "@/app/api/[resource]/[id]/copy/route";
import * as resourceAudit from "@/app/api/[resource]/[id]/audit/route";
import { db } from "@/lib/core/db";
import { MAX_JSON_DEPTH } from "@/lib/http/body";
import { openApiDocument } from "@/lib/http/openapi";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor, type CallOptions } from "../helpers/http";

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Handler = Parameters<typeof call>[0];
type Module = Record<string, unknown>;

const doc = openApiDocument(API_INDEX) as unknown as Doc;
const METHODS = ["get", "post", "put", "patch", "delete", "head"];

/** The route module Next would pick for a path of the document (own modules before the generic ones). */
function moduleFor(path: string): { module: Module; params: Record<string, string> } | undefined {
  const own = API_INDEX.find((e) => e.path === path);
  if (own) return { module: own.module, params: {} };
  if (path === "/api/openapi.json") return { module: openApiRoute, params: {} };
  const m = /^\/api\/([^/{}]+)(\/listCSV|\/\{id\}|\/\{id\}\/copy|\/\{id\}\/audit)?$/.exec(path);
  if (!m) return undefined;
  const generic: Record<string, Module> = {
    "": resourceList,
    "/listCSV": resourceCsv,
    "/{id}": resourceOne,
    "/{id}/copy": resourceCopy,
    "/{id}/audit": resourceAudit,
  };
  return { module: generic[m[2] ?? ""], params: { resource: m[1] } };
}

const resolve = (s: Schema | undefined): Schema => {
  let out = s ?? {};
  for (let i = 0; out.$ref && i < 10; i++) out = doc.components?.schemas?.[out.$ref.split("/").at(-1)!] ?? {};
  return out;
};

/** A plausible value for a schema: the base a hostile value is put into, so it gets past the other fields. */
function sample(raw: Schema | undefined, depth = 0): unknown {
  const s = resolve(raw);
  if (depth > 4) return undefined;
  if ("const" in s) return s.const;
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => resolve(o).type !== "null") ?? options[0], depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], depth + 1);
  const type = ([] as string[]).concat(s.type ?? []).find((t) => t !== "null") ?? (s.properties ? "object" : "");
  switch (type) {
    case "string":
      if (s.format === "email") return "fuzz@example.test";
      if (s.format === "date" || s.pattern?.includes("\\d{4}-")) return "2030-01-15";
      if (s.format === "date-time") return "2030-01-15T10:00:00.000Z";
      if (s.format === "uri") return "https://example.test/";
      return "Fuzz".padEnd(Math.max(4, s.minLength ?? 0), "z");
    case "integer":
    case "number":
      return Math.max(1, Math.ceil(s.minimum ?? s.exclusiveMinimum ?? 1));
    case "boolean":
      return false;
    case "array":
      return s.minItems ? [sample(s.items, depth + 1)] : [];
    case "object":
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, sample(s.properties?.[k], depth + 1)]).filter(([, v]) => v !== undefined),
      );
    default:
      return "Fuzz";
  }
}

/** Path segments and query values (always text on the wire). */
const TEXT = ["3000000000", "-1", "1e300", "a\0b", "\ud800", "constructor", "__proto__", "abc", "x".repeat(3000)];
const QUERY_TEXT = ["3000000000", "-1", "1e300", "a\0b", "constructor", "__proto__", ""];
const EXTRA_QUERIES: Record<string, string>[] = [
  { sort: "constructor" },
  { sort: "toString" },
  { sort: "__proto__" },
  { order: "sideways" },
  { "filter[constructor]": "1" },
  { "filter[__proto__]": "1" },
  { "filter[hasOwnProperty]": "1" },
  { page: "1e300", size: "-1" },
  { search: "a\0b" },
  { unknownParameter: "1" },
];
/**
 * The names every object inherits: a lookup of a request's name in a plain object map finds them
 * (`SORTS["constructor"]` is a function). Sent to every parameter that takes a name (sort, order,
 * filter names and values, enum-like query values, path segments that are not ids).
 */
const INHERITED = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];
/** Values put into one body field at a time: out of range, wrong types, bad text. */
const BODY_VALUES: unknown[] = [
  3000000000,
  -1,
  1e300,
  9999999999.99,
  0.000001,
  "a\0b",
  "\ud800",
  "constructor",
  "x".repeat(20000),
  null,
  true,
  [3000000000],
  { __proto__: null, toString: 1 },
];
const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
/** Whole bodies that are not what any endpoint takes. */
const RAW_BODIES: Pick<CallOptions, "rawBody" | "headers">[] = [
  { rawBody: "{", headers: { "content-type": "application/json" } },
  { rawBody: '{"a":1,}', headers: { "content-type": "application/json" } },
  { rawBody: deep(5000), headers: { "content-type": "application/json" } },
  { rawBody: `{"a":${deep(MAX_JSON_DEPTH + 1)}}`, headers: { "content-type": "application/json" } },
  { rawBody: '{"__proto__":{"admin":true}}', headers: { "content-type": "application/json" } },
  { rawBody: '{"constructor":{"prototype":{"x":1}}}', headers: { "content-type": "application/json" } },
  { rawBody: "null", headers: { "content-type": "application/json" } },
  { rawBody: "[]", headers: { "content-type": "application/json" } },
  { rawBody: '"text"', headers: { "content-type": "application/json" } },
  { rawBody: "1e999", headers: { "content-type": "application/json" } },
  { rawBody: "\u0000", headers: { "content-type": "application/json" } },
  { rawBody: '{"a":1}', headers: { "content-type": "text/plain" } },
  {
    rawBody: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@demo.te',
    headers: { "content-type": "multipart/form-data; boundary=xx" },
  },
  { rawBody: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } },
];

/** A path parameter nobody has: valid in form, so the other inputs get further. */
const quietParam = (name: string) => (/id$/i.test(name) ? "999999" : "fuzz");

/**
 * Every hostile value at every place would be some 20,000 requests (FUZZ_FULL=1 sends them all, in
 * minutes). By default each place gets a few values, rotated by a seed and the operation, so the
 * whole table is still covered across the document and a run stays well under a minute.
 * FUZZ_SEED=<n> picks another rotation.
 */
const FULL = process.env.FUZZ_FULL === "1";
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, SEED);
function pick<T>(values: readonly T[], count: number, key: string): T[] {
  if (FULL || count >= values.length) return [...values];
  const start = hash(key) % values.length;
  return Array.from({ length: count }, (_, i) => values[(start + i) % values.length]);
}

type Case = { label: string; options: CallOptions };

function casesFor(path: string, method: string, op: Operation, base: Record<string, string>): Case[] {
  const key = `${method} ${path}`;
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const quiet = Object.fromEntries(pathNames.map((n) => [n, quietParam(n)]));
  const at = (params: Record<string, string>): CallOptions => ({
    method: method.toUpperCase(),
    path: path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n].replace(/[\ud800-\udfff]/g, "x"))),
    params: { ...base, ...params },
  });
  const cases: Case[] = [{ label: "no input", options: at(quiet) }];
  for (const n of pathNames)
    for (const v of pick(TEXT, 4, `${key} ${n}`))
      cases.push({ label: `path ${n}=${JSON.stringify(v.slice(0, 20))}`, options: at({ ...quiet, [n]: v }) });
  const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  for (const n of queryNames)
    for (const v of pick(QUERY_TEXT, 1, `${key} ${n}`))
      cases.push({
        label: `query ${n}=${JSON.stringify(v.slice(0, 20))}`,
        options: { ...at(quiet), query: { [n]: v } },
      });
  // the inherited names, rotated like the rest (FUZZ_FULL=1: all of them everywhere): three to
  // sort (the name every list looks up), two to a filter's name and a path segment, one to the
  // other parameters that take a name, so the pass adds about a sixth to the requests
  const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
  const nameQueries = queryParams.filter(
    (p) => p.name === "sort" || p.name === "order" || p.name.startsWith("filter[") || !!resolve(p.schema).enum,
  );
  for (const p of nameQueries)
    for (const v of pick(INHERITED, p.name === "sort" ? 3 : 1, `${key} ${p.name} inherited`))
      cases.push({ label: `query ${p.name}=${v}`, options: { ...at(quiet), query: { [p.name]: v } } });
  const lists = queryParams.some((p) => p.name.startsWith("filter[") || p.name === "sort");
  if (lists)
    for (const v of pick(INHERITED, 2, `${key} filter inherited`))
      cases.push({ label: `query filter[${v}]`, options: { ...at(quiet), query: { [`filter[${v}]`]: "1" } } });
  // a read that documents no list parameters may still read them itself (GET /api/bookings does)
  else if (method === "get")
    for (const v of pick(INHERITED, 1, `${key} undocumented inherited`))
      cases.push({ label: `query sort=${v} (undocumented)`, options: { ...at(quiet), query: { sort: v } } });
  for (const n of pathNames.filter((n) => !/id$/i.test(n)))
    for (const v of pick(INHERITED, 2, `${key} ${n} inherited`))
      cases.push({ label: `path ${n}=${v}`, options: at({ ...quiet, [n]: v }) });
  if (method === "get")
    for (const q of pick(EXTRA_QUERIES, 4, key))
      cases.push({ label: `query ${JSON.stringify(q)}`, options: { ...at(quiet), query: q } });
  if (method !== "get" && method !== "head") {
    for (const raw of pick(RAW_BODIES, 4, key))
      cases.push({ label: `body ${JSON.stringify(raw.rawBody!.slice(0, 30))}`, options: { ...at(quiet), ...raw } });
    const schema = resolve(op.requestBody?.content["application/json"]?.schema);
    const body = sample(schema);
    const fields = Object.keys(schema.properties ?? {});
    if (body && typeof body === "object" && !Array.isArray(body)) {
      cases.push({ label: "body unknown field", options: { ...at(quiet), body: { ...body, unknownField: "x" } } });
      for (const f of fields)
        for (const v of pick(BODY_VALUES, 1, `${key} ${f}`))
          cases.push({
            label: `body ${f}=${JSON.stringify(v)?.slice(0, 20)}`,
            options: { ...at(quiet), body: { ...body, [f]: v } },
          });
    } else cases.push({ label: "body {}", options: { ...at(quiet), body: {} } });
  }
  return cases;
}

const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  METHODS.filter((m) => ops[m]).map((method) => ({ path, method, op: ops[method] })),
);

/** A sample of records that no hostile request may change, with their full rows. */
async function snapshot(ids: { customer: number; agency: number; user: number }) {
  return JSON.stringify(
    await Promise.all([
      db().customer.findUnique({ where: { id: ids.customer } }),
      db().agency.findUnique({ where: { id: ids.agency } }),
      db().user.findUnique({ where: { id: ids.user } }),
      db().setting.findMany({ where: { group: "company" }, orderBy: { id: "asc" } }),
    ]),
    (_k, v) => (typeof v === "bigint" ? v.toString() : v),
  );
}

let adminId: number;
let ids: { customer: number; agency: number; user: number };
let before: string;

beforeAll(async () => {
  adminId = (await seedUser(db(), { scopes: ["admin"], email: "fuzz-admin@example.test" })).id;
  const customer = await seedCustomer(db(), { firstName: "Sample", lastName: "Unchanged" });
  const agency = await seedAgency(db(), { name: "Sample Agency" });
  const user = await seedUser(db(), {
    email: "sample@example.test",
    userType: "customer",
    scopes: ["customers.self"],
    customerId: customer.id,
  });
  await db().setting.create({ data: { group: "company", key: "name", value: "Sample Company" } });
  ids = { customer: customer.id, agency: agency.id, user: user.id };
  before = await snapshot(ids);
});

describe("the OpenAPI document", () => {
  it("maps every path to its route module", () => {
    const unmapped = operations.filter(({ path, method }) => {
      const found = moduleFor(path);
      return !found || typeof found.module[method.toUpperCase()] !== "function";
    });
    expect(unmapped.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });
});

describe.each(["guest", "admin"] as const)("hostile input as %s: never a 5xx", (who) => {
  it.each(operations)("$method $path", async ({ path, method, op }) => {
    const found = moduleFor(path)!;
    const handler = found.module[method.toUpperCase()] as Handler;
    // a fresh token per operation: an operation may end the admin's sessions (a password change)
    const token = who === "admin" ? await tokenFor(adminId) : undefined;
    const failures: string[] = [];
    for (const c of casesFor(path, method, op, found.params)) {
      let status: number, text: string, type: string | null;
      try {
        const res = await call(handler, { ...c.options, token });
        ({ status, text } = res);
        type = res.headers.get("content-type");
      } catch (e) {
        [status, text, type] = [500, `thrown: ${e instanceof Error ? e.message : String(e)}`, null];
      }
      if (status >= 500) failures.push(`${c.label} -> ${status} ${text.slice(0, 200)}`);
      // a refusal is the spec's error body
      else if (
        status >= 400 &&
        method !== "head" &&
        !(type?.startsWith("application/json") && text.includes(`"statusCode":${status}`))
      )
        failures.push(`${c.label} -> ${status} without the error body: ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("afterwards", () => {
  it("the sample of records is unchanged", async () => {
    expect(await snapshot(ids)).toBe(before);
  });
});
