import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/http/openapi";
import { API_INDEX } from "@/app/api/openapi.json/api-index.generated";
import { RESOURCES } from "@/lib/composition/resources";
import { INDEX_FILE, renderIndex } from "@/scripts/gen-api-index";

describe("the OpenAPI document", () => {
  const doc = openApiDocument(API_INDEX) as unknown as {
    openapi: string;
    paths: Record<string, Record<string, { summary?: string }>>;
  };

  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("knows every route module (run `npm run gen:api` after adding one)", () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(renderIndex());
  });

  it("lists every method of every route module", () => {
    for (const entry of API_INDEX)
      for (const m of ["GET", "POST", "PUT", "DELETE", "HEAD"])
        if (typeof entry.module[m] === "function")
          expect(doc.paths[entry.path]?.[m.toLowerCase()], `${m} ${entry.path}`).toBeDefined();
  });

  it("lists the generic endpoints of every registered resource", () => {
    for (const r of RESOURCES) {
      const base = `/api/${r.name}`;
      expect(Object.keys(doc.paths[base])).toEqual(expect.arrayContaining(["get", "post"]));
      expect(Object.keys(doc.paths[`${base}/{id}`])).toEqual(expect.arrayContaining(["get", "post", "delete"]));
      expect(doc.paths[`${base}/listCSV`].get).toBeDefined();
      expect(doc.paths[`${base}/{id}/copy`].post).toBeDefined();
    }
  });

  it("documents the Idempotency-Key, the booking's If-Match and the 409 on the writes that take them", () => {
    type Op = { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
    const op = (path: string, method: string) => doc.paths[path][method] as unknown as Op;
    const headers = (o: Op) => (o.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name);
    const cancel = op("/api/bookings/{id}/cancell", "post");
    expect(headers(cancel)).toEqual(expect.arrayContaining(["Idempotency-Key", "If-Match"]));
    expect(Object.keys(cancel.responses)).toContain("409");
    const removeRoom = op("/api/bookings/{id}/removeRoom/{roomId}", "delete");
    expect(headers(removeRoom)).toEqual(expect.arrayContaining(["Idempotency-Key", "If-Match"]));
    for (const r of ["customers", "dayguest"]) {
      expect(headers(op(`/api/${r}`, "post")), r).toEqual(["Idempotency-Key"]);
      expect(Object.keys(op(`/api/${r}`, "post").responses), r).toContain("409");
      expect(headers(op(`/api/${r}/{id}`, "post")), r).toContain("Idempotency-Key");
    }
    // reads take neither
    expect(headers(op("/api/bookings/{id}/history", "get"))).toEqual([]);
  });

  it("says what the online booking endpoints do with add-ons: booked with the stay and priced, never refused", () => {
    // tests/api/book-online.test.ts books add-ons: stored, on the calculation and in the total
    const create = doc.paths["/api/book/booking/create"].post.summary ?? "";
    const price = doc.paths["/api/book/booking/price"].post.summary ?? "";
    for (const summary of [create, price]) {
      expect(summary).toContain("addons");
      expect(summary).not.toMatch(/refused|until a booking can store/i);
    }
    expect(create).toMatch(/Add-ons .* are booked with the stay: priced .* in the booking's calculation and total/);
    expect(price).toContain("addons [{productId, quantity?}] priced with the stay");
  });

  it("documents request bodies from the zod schemas", () => {
    const login = doc.paths["/api/auth/token"].post as unknown as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["email", "password", "ts", "isCRMUser"]),
    );
  });

  it("documents an upload as multipart/form-data with the file as binary, not as JSON", () => {
    type Body = { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
    const bodyOf = (path: string) => (doc.paths[path].post as unknown as { requestBody?: Body }).requestBody;
    for (const [path, fields] of [
      ["/api/media", ["file", "name", "folderId"]],
      ["/api/media/{id}/data", ["file"]],
      ["/api/bookings/{id}/upload", ["file", "optimize"]],
    ] as const) {
      const body = bodyOf(path);
      expect(Object.keys(body?.content ?? {}), path).toEqual(["multipart/form-data"]);
      const properties = body!.content["multipart/form-data"].schema.properties ?? {};
      expect(Object.keys(properties), path).toEqual(expect.arrayContaining([...fields]));
      expect(JSON.stringify(properties.file), path).toContain('"format":"binary"');
    }
  });

  it("declares what every operation answers: a status with its body, never any JSON", () => {
    type Schema = { $ref?: string } & Record<string, unknown>;
    type Op = { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> };
    const components = (doc as unknown as { components?: { schemas?: Record<string, Schema> } }).components;
    const resolved = (s: Schema | undefined) =>
      s?.$ref ? components?.schemas?.[s.$ref.replace("#/components/schemas/", "")] : s;
    // a JSON Schema without a keyword (z.unknown(), z.any()) accepts anything: no declaration
    const anything = (s: Schema | undefined) => !s || Object.keys(resolved(s) ?? {}).length === 0;
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops as Record<string, Op>)) {
        const answers = Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
        if (!answers.length) problems.push(`${method.toUpperCase()} ${path}: no answer declared (RouteSpec.response)`);
        for (const [status, r] of answers)
          if (anything(r.content?.["application/json"]?.schema) && r.content?.["application/json"])
            problems.push(`${method.toUpperCase()} ${path}: ${status} answers any JSON`);
      }
    expect(problems).toEqual([]);
  });
});
