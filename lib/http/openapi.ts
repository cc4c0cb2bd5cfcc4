// The OpenAPI 3.1 document, built from the same zod schemas and route specs the handlers use:
// every route module (app/api/openapi.json/api-index.generated.ts, handed in by that route) and
// every generic resource of the registry. Who may call an operation comes from its spec, so a
// protected endpoint is never documented as open.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import pkg from "../../package.json";
import { RESOURCES, findResource } from "../composition/resources";
import type { Action, ResourceDef } from "../resources/types";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../resources/list-query";
import { TRAIL_MAX_PAGE_SIZE, TRAIL_PAGE_SIZE } from "../resources/audit-trail";
import { errorBody, openApiAnswers, type Answers } from "./answers";
import type { BodyType } from "./body";
import { resourceAnswers } from "./resource-routes";
import type { DocumentedHandler, RouteSpec } from "./route";

export type ApiIndexEntry = { path: string; module: Record<string, unknown> };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"] as const;
export const OPEN_TO_GUESTS = "Open to guests.";

const errorResponses = {
  "400": {
    description: "Bad input (ValidationError with the failing fields)",
    content: { "application/json": { schema: errorBody } },
  },
  "401": {
    description: "Not logged in, or the token expired (description UNAUTHORIZED)",
    content: { "application/json": { schema: errorBody } },
  },
  "403": {
    description: "Missing scope (description FORBIDDEN_RESSOURCE)",
    content: { "application/json": { schema: errorBody } },
  },
  "404": { description: "Not found", content: { "application/json": { schema: errorBody } } },
};

/** This document as GET /api/openapi.json answers it: OpenAPI 3.1 with every path's operations. */
export const openApiDocumentAnswer = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.object({ summary: z.string() }).loose())),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
  security: z.array(z.record(z.string(), z.array(z.string()))),
});

/** What every write that takes an Idempotency-Key documents: the header and its 409. */
const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .max(200)
    .optional()
    .meta({ description: "The same key with the same request answers the first answer again and changes nothing." }),
});
/** A booking write names the version it last saw (GET /api/bookings/etag/{id}). */
const ifMatchHeader = z.object({
  "If-Match": z.string().max(20).optional().meta({
    description: 'The booking\'s version as last seen ("7"); an older one answers 409. Or `version` in the body.',
  }),
});
const conflict = {
  "409": {
    description:
      "Conflict: taken, a state that does not allow the action, a newer version, or the Idempotency-Key used for another request",
    content: { "application/json": { schema: errorBody } },
  },
};

const rateLimited = {
  "429": {
    description:
      "Too many of these requests from this address or browser in the last hour (the operator's limits); Retry-After says when to try again",
    content: { "application/json": { schema: errorBody } },
  },
};

/** Who may call: the scopes of a spec, or of a resource's action (with its own-row scopes). */
export function accessText(spec: {
  scopes?: readonly string[];
  allScopes?: readonly string[];
  resource?: readonly [ResourceDef, Action];
}): string {
  if (spec.resource) {
    const [def, action] = spec.resource;
    const own = def.own?.actions.includes(action) ? ` Own rows with: ${def.own.scopes.join(", ")}.` : "";
    return `Needs one of: ${def.access[action].join(", ")} (admin passes).${own}`;
  }
  if (spec.allScopes?.length) return `Needs all of: ${spec.allScopes.join(", ")} (admin passes).`;
  if (spec.scopes?.length) return `Needs one of: ${spec.scopes.join(", ")} (admin passes).`;
  return OPEN_TO_GUESTS;
}

/** The media type an endpoint's body is documented with (its spec's bodyType, JSON by default). */
const mediaTypeOfBody = (type: BodyType = "json") =>
  type === "multipart" ? "multipart/form-data" : "application/json";

/**
 * What an operation answers: what its route declares. One that declares nothing documents no
 * answer at all, never "any JSON" (tests/unit/openapi.test.ts fails on it).
 */
const answered = (answers: Answers | undefined) => (answers ? openApiAnswers(answers) : {});

function moduleOperations(path: string, module: Record<string, unknown>) {
  const ops: Record<string, ZodOpenApiOperationObject> = {};
  for (const method of METHODS) {
    const h = module[method] as DocumentedHandler | undefined;
    if (typeof h !== "function") continue;
    if (h.resourceAction) {
      const def = findResource(h.resourceAction.name);
      if (def)
        Object.assign(ops, {
          [method.toLowerCase()]:
            resourceOperations(def)[h.resourceAction.action as keyof ReturnType<typeof resourceOperations>],
        });
      continue;
    }
    const spec: RouteSpec<unknown, unknown, unknown> = h.spec ?? {};
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    ops[method.toLowerCase()] = {
      summary: spec.summary ?? `${method} ${path}`,
      description: accessText(spec),
      tags: [path.split("/")[2] ?? "app"],
      requestParams: {
        ...(pathParams.length ? { path: z.object(Object.fromEntries(pathParams.map((p) => [p, z.string()]))) } : {}),
        ...(spec.query instanceof z.ZodObject ? { query: spec.query } : {}),
        ...(spec.idempotent || spec.versioned
          ? {
              header: z.object({
                ...(spec.idempotent ? idempotencyHeader.shape : {}),
                ...(spec.versioned ? ifMatchHeader.shape : {}),
              }),
            }
          : {}),
      },
      ...(spec.body ? { requestBody: { content: { [mediaTypeOfBody(spec.bodyType)]: { schema: spec.body } } } } : {}),
      responses: {
        ...answered(h.answers?.({})),
        ...errorResponses,
        ...(method === "GET" ? {} : conflict),
        ...(spec.rateLimit ? rateLimited : {}),
      },
    };
  }
  return ops;
}

/** What a list's search looks through (the search column when there is one, as the engine does). */
function searchDescription(def: ResourceDef) {
  const over = def.searchColumn ? [def.searchColumn] : (def.search ?? []);
  return over.length ? `Contains (% and _ literally), over: ${over.join(", ")}` : "Not searchable (a search is a 400)";
}

const listQuery = (def: ResourceDef) =>
  z.object({
    page: z.number().int().min(1).default(1).optional(),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).optional(),
    sort: z.enum(Object.keys(def.sort) as [string, ...string[]]).optional(),
    order: z.enum(["asc", "desc"]).optional(),
    search: z
      .string()
      .optional()
      .meta({ description: searchDescription(def) }),
    ...Object.fromEntries(Object.keys(def.filters ?? {}).map((f) => [`filter[${f}]`, z.string().optional()])),
  });

function resourceOperations(def: ResourceDef) {
  const tags = [def.name];
  const id = z.object({ id: z.string() });
  const access = (a: Action) => accessText({ resource: [def, a] });
  const answers = resourceAnswers(def);
  const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
  return {
    list: {
      summary: `List ${def.name}`,
      description: `${def.description ?? ""} ${access("read")}`.trim(),
      tags,
      requestParams: { query: listQuery(def) },
      responses: { ...openApiAnswers(answers.list), ...errorResponses },
    },
    listCSV: {
      summary: `All ${def.name} as CSV`,
      description: access("read"),
      tags,
      requestParams: { query: listQuery(def) },
      responses: { ...openApiAnswers(answers.listCSV), ...errorResponses },
    },
    get: {
      summary: `One of ${def.name}`,
      description: access("read"),
      tags,
      requestParams: { path: id },
      responses: { ...openApiAnswers(answers.get), ...errorResponses },
    },
    create: {
      summary: `Create in ${def.name}`,
      description: access("create"),
      tags,
      requestParams: { header: idempotencyHeader },
      requestBody: json(def.create),
      responses: { ...openApiAnswers(answers.create), ...errorResponses, ...conflict },
    },
    update: {
      summary: `Update one of ${def.name}`,
      description: access("update"),
      tags,
      requestParams: { path: id, header: idempotencyHeader },
      requestBody: json(def.update ?? def.create.partial()),
      responses: { ...openApiAnswers(answers.update), ...errorResponses, ...conflict },
    },
    delete: {
      summary: `Delete one of ${def.name}`,
      description: `${access("delete")} 409 while something still refers to it.`,
      tags,
      requestParams: { path: id, header: idempotencyHeader },
      responses: {
        ...openApiAnswers(answers.delete),
        "409": { description: "Still referenced", ...json(errorBody) },
        ...errorResponses,
      },
    },
    copy: {
      summary: `Copy one of ${def.name}`,
      description: access("create"),
      tags,
      requestParams: { path: id, header: idempotencyHeader },
      responses: { ...openApiAnswers(answers.copy), ...errorResponses, ...conflict },
    },
    audit: {
      summary: `Changes of one of ${def.name}`,
      description: `Who changed which fields from what to what, newest first. ${access("read")} Not for own rows only.`,
      tags,
      requestParams: {
        path: id,
        query: z.object({
          page: z.number().int().min(1).default(1).optional(),
          size: z.number().int().min(1).max(TRAIL_MAX_PAGE_SIZE).default(TRAIL_PAGE_SIZE).optional(),
        }),
      },
      responses: { ...openApiAnswers(answers.audit), ...errorResponses },
    },
  } satisfies Record<string, ZodOpenApiOperationObject>;
}

let cached: ReturnType<typeof createDocument> | undefined;

/** The document for the route modules of `index` and every registered resource (built once). */
export function openApiDocument(index: readonly ApiIndexEntry[]) {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const def of RESOURCES) {
    const ops = resourceOperations(def);
    const base = `/api/${def.name}`;
    paths[base] = { ...paths[base], get: ops.list, post: ops.create };
    paths[`${base}/listCSV`] = { get: ops.listCSV };
    paths[`${base}/{id}`] = { ...paths[`${base}/{id}`], get: ops.get, post: ops.update, delete: ops.delete };
    paths[`${base}/{id}/copy`] = { post: ops.copy };
    paths[`${base}/{id}/audit`] = { get: ops.audit };
  }
  // own route modules add to (or replace) what the registry gives
  for (const entry of index)
    paths[entry.path] = { ...paths[entry.path], ...moduleOperations(entry.path, entry.module) };
  paths["/api/openapi.json"] = {
    get: {
      summary: "This document.",
      description: OPEN_TO_GUESTS,
      tags: ["app"],
      responses: openApiAnswers({ 200: openApiDocumentAnswer }),
    },
  };
  cached = createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Harbour booking API",
        version: pkg.version,
        description:
          "Bearer token (POST /api/auth/token) or the browser session. Accept-Language picks de or en for messages.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }, {}],
      paths,
    },
    { unrepresentable: "any" } as never,
  );
  return cached;
}
