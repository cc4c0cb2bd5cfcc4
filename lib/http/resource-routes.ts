// The generic endpoints of a resource as route handlers. Access is checked before the body is
// read: a caller without the scope learns nothing about validation.
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { Principal } from "../auth/principal";
import { notFound } from "../core/errors";
import { idOf, isSafeText } from "../validation/validators";
import { readBody, validate } from "./parse";
import { created, route } from "./route";
import type { Locale } from "../i18n/locale";
import { translator } from "../i18n/translator";
import {
  accessFor,
  copyResource,
  createResource,
  deleteResource,
  getResource,
  listResource,
  listResourceCsv,
  resourceTrail,
  updateResource,
} from "../resources/engine";
import { trailQuery, wireTrailPage } from "../resources/audit-trail";
import { readListQuery } from "../resources/list-query";
import { findResource, resourceDef, resourceUseCases, type ResourceName } from "../composition/resources";
import type { ResourceDef } from "../resources/types";
import { rowSchemas } from "../resources/rows";
import { file, type Answers } from "./answers";

type Ctx = { req: NextRequest; principal: Principal; locale: Locale };

/** The record's key from the path: an id within the column's range, or a short text key; else 404. */
function parseId(def: ResourceDef, raw: unknown): string | number {
  if (def.id?.type === "string") {
    if (typeof raw !== "string" || !raw || raw.length > 100 || !isSafeText(raw)) throw notFound();
    return raw;
  }
  return idOf(raw) ?? notFoundError();
}

const notFoundError = (): never => {
  throw notFound();
};

export const updateSchemaOf = (def: ResourceDef) => def.update ?? def.create.partial();

export const resourceActions = {
  list: (def: ResourceDef, { req, principal }: Ctx) =>
    listResource(def, principal, readListQuery(req.nextUrl.searchParams)),

  async listCSV(def: ResourceDef, { req, principal, locale }: Ctx) {
    const t = translator(locale);
    const stream = await listResourceCsv(def, principal, readListQuery(req.nextUrl.searchParams), (k, fb) =>
      t(k, undefined, fb),
    );
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${def.name}.csv"`,
      },
    });
  },

  get: (def: ResourceDef, { principal }: Ctx, id: unknown) => getResource(def, principal, parseId(def, id)),

  async create(def: ResourceDef, { req, principal, locale }: Ctx) {
    const access = await accessFor(def, principal, "create");
    const body = validate(def.create, await readBody(req), locale);
    const own = resourceUseCases(def);
    return created(await (own ? own.create(body, principal) : createResource(def, principal, body, access)));
  },

  async update(def: ResourceDef, { req, principal, locale }: Ctx, id: unknown) {
    const access = await accessFor(def, principal, "update");
    const raw = await readBody(req);
    const body = validate(updateSchemaOf(def), raw, locale);
    // an update changes the fields it names, never others through a schema default
    const given = raw && typeof raw === "object" ? Object.keys(raw) : [];
    const changes = Object.fromEntries(Object.entries(body).filter(([k]) => given.includes(k)));
    const own = resourceUseCases(def);
    const key = parseId(def, id);
    return own ? own.update(key as number, changes, principal) : updateResource(def, principal, key, changes, access);
  },

  async delete(def: ResourceDef, { principal }: Ctx, id: unknown) {
    await deleteResource(def, principal, parseId(def, id));
    return new Response(null, { status: 204 });
  },

  async copy(def: ResourceDef, { principal }: Ctx, id: unknown) {
    const own = resourceUseCases(def);
    const key = parseId(def, id);
    return created(await (own ? own.copy(key as number, principal) : copyResource(def, principal, key)));
  },

  /** GET /api/{r}/{id}/audit: the record's Changes, one page (page, size up to 100), newest first. */
  audit: (def: ResourceDef, { req, principal, locale }: Ctx, id: unknown) =>
    resourceTrail(
      def,
      principal,
      parseId(def, id),
      validate(trailQuery, Object.fromEntries(req.nextUrl.searchParams), locale),
    ),
};

export type ResourceAction = keyof typeof resourceActions;

/** A resource's rows as its generic endpoints answer them: for its own routes that answer them too. */
export const resourceRows = (def: ResourceDef) => rowSchemas(def);

/** What each generic action answers for a resource: its rows as derived from its definition. */
export function resourceAnswers(def: ResourceDef): Record<ResourceAction, Answers> {
  const rows = rowSchemas(def);
  return {
    list: { 200: rows.page },
    listCSV: { 200: file("text/csv", "UTF-8 with a header row, the columns the list shows") },
    get: { 200: rows.detail },
    create: { 201: rows.detail },
    update: { 200: rows.detail },
    delete: { 204: null },
    copy: { 201: rows.detail },
    audit: { 200: wireTrailPage },
  };
}

const params = z.object({ resource: z.string().max(60), id: z.string().max(100).optional() });

/** The writes: each accepts an Idempotency-Key (lib/http/idempotency.ts), like every write of the API. */
const WRITES: ReadonlySet<ResourceAction> = new Set(["create", "update", "delete", "copy"]);

/** A route handler serving one generic action for the resource named in the path. */
export function genericRoute(action: ResourceAction) {
  const handler = route({ params, idempotent: WRITES.has(action) }, (ctx) => {
    const def = findResource(ctx.params.resource);
    if (!def) throw notFound();
    return resourceActions[action](def, ctx, ctx.params.id);
  });
  return Object.assign(handler, {
    answers: (p: Record<string, string | string[]>) => {
      const def = typeof p.resource === "string" ? findResource(p.resource) : undefined;
      return def ? resourceAnswers(def)[action] : {};
    },
  });
}

/** The generic actions of one named resource, for resources with their own folder under app/api. */
export function resourceRoute(name: ResourceName, action: ResourceAction) {
  const spec = { params: z.object({ id: z.string().max(100).optional() }), idempotent: WRITES.has(action) };
  const handler = route(spec, (ctx) => {
    return resourceActions[action](resourceDef(name), ctx, ctx.params.id);
  });
  return Object.assign(handler, {
    resourceAction: { name, action },
    answers: () => resourceAnswers(resourceDef(name))[action],
  });
}
