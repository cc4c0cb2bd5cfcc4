// The one route-handler wrapper: authenticate -> a browser's write must come from this site ->
// authorize (scopes, features, or a resource's action) -> parse input with zod (bodies within
// their limits) -> call the handler -> serialize, with the security headers. Every failure becomes
// the spec's error body. The spec also documents the endpoint (lib/http/openapi.ts). The handler runs
// with the request's origin at hand (publicOrigin(), lib/core/origin.ts) for the links it builds.
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { Feature } from "../access/features";
import { hasAll, hasSome } from "../access/scopes";
import type { Principal } from "../auth/principal";
import { metered, type StatementMeter } from "../core/db";
import { AppError } from "../core/errors";
import { withReferenceRequest } from "../core/reference-cache";
import { withRequestOrigin } from "../core/origin";
import { loadFeatureState } from "../core/features";
import { isLocale, LOCALE_COOKIE, PAGE_LOCALE_HEADER, resolveLocale, type Locale } from "../i18n/locale";
import { accessFor, type Access } from "../resources/engine";
import type { Action, ResourceDef } from "../resources/types";
import { answersOf, type Answers, type ResponseSpec } from "./answers";
import { compressed, rememberJsonBody } from "./compress";
import { authenticateRequest } from "./authenticate";
import { JSON_BODY_LIMIT, type BodyType } from "./body";
import { IDEMPOTENCY_HEADER, idempotent } from "./idempotency";
import { clientAddress } from "./client-address";
import { clientSessionOf } from "./client-session";
import { giveBackRateLimit, takeRateLimit, type RateLimit } from "../core/rate-limit";
import { errorResponse, toAppError } from "./error-response";
import { parseInput } from "./parse";
import { requestOrigin } from "./request-origin";
import { assertSameOrigin } from "./same-origin";
import { withApiSecurityHeaders } from "./security-headers";

export type RouteSpec<P, Q, B> = {
  /** one line for the OpenAPI document */
  summary?: string;
  /** any one passes; none = open to everyone (guests too) */
  scopes?: readonly string[];
  /** every one needed (admin passes) */
  allScopes?: readonly string[];
  /** any one must be on */
  features?: readonly Feature[];
  /** authorized as this action of a resource (its scopes, own-row scopes and features) */
  resource?: readonly [ResourceDef, Action];
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * What it answers (lib/http/answers.ts): the JSON schema of a 200 (built from
   * lib/validation/wire.ts), or the bodies by status ({ 201: schema } for created(), noContent
   * when the handler returns nothing, file("application/pdf", ...) for a file). The OpenAPI
   * document shows it and the API tests check every answer against it.
   */
  response?: ResponseSpec;
  /** what the body is: JSON (default; anything else is a 415) or multipart/form-data (uploads) */
  bodyType?: BodyType;
  /** the most bytes a body may have (default 1 MB, JSON_BODY_LIMIT) */
  bodyLimit?: number;
  /** accepts an Idempotency-Key header (lib/http/idempotency.ts); "guests": from guests too (public writes) */
  idempotent?: boolean | "guests";
  /** names the version it last saw (If-Match or `version` in the body): an older one is a 409 (documented) */
  versioned?: boolean;
  /**
   * The rate limits this caller's request counts against (lib/core/rate-limit.ts): past one, 429
   * with Retry-After. Only a request that succeeds keeps its count (documented).
   */
  rateLimit?: (principal: Principal, client: { address: string; session: string }) => Promise<RateLimit[]>;
};

export type RouteContext<P, Q, B> = {
  req: NextRequest;
  principal: Principal;
  params: P;
  query: Q;
  body: B;
  locale: Locale;
  /** with `resource`: the caller's access (own rows only, or all) */
  access?: Access;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

export function localeOf(req: Request): Locale {
  // the language of the page that calls (lib/i18n/locale.ts PAGE_LOCALE_HEADER) before the cookie
  const page = req.headers.get(PAGE_LOCALE_HEADER);
  if (isLocale(page)) return page;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(req.headers.get("cookie") ?? "")?.[1];
  return resolveLocale(cookie ?? undefined, req.headers.get("accept-language"));
}

function authorize(spec: RouteSpec<unknown, unknown, unknown>, principal: Principal) {
  const needsScope = !!(spec.scopes?.length || spec.allScopes?.length);
  if (!needsScope) return;
  if (principal.isGuest) throw new AppError(principal.tokenProblem === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
  const ok =
    (!spec.scopes?.length || hasSome(principal, spec.scopes)) &&
    (!spec.allScopes?.length || hasAll(principal, spec.allScopes));
  if (!ok) throw new AppError("FORBIDDEN");
}

/**
 * The body of a route that reads its own (the resource engine's generic writes), for the
 * Idempotency-Key's request hash: read from a copy, only when a key is sent and the body is within
 * the JSON limit (a larger one fails in the handler, which stores nothing). JSON is compared by
 * value, so the same fields in another order are the same request.
 */
async function rawBodyOf(req: NextRequest): Promise<unknown> {
  if (!req.headers.has(IDEMPOTENCY_HEADER) || !req.body) return undefined;
  if (Number(req.headers.get("content-length") ?? 0) > JSON_BODY_LIMIT) return undefined;
  const text = await req.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON with Decimal and BigInt as strings. Responses built by the handler pass through. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const body = JSON.stringify(data, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
  return rememberJsonBody(
    new Response(body, {
      ...init,
      headers: { "content-type": "application/json; charset=utf-8", ...init.headers },
    }),
    body,
  );
}

export const created = (data: unknown) => json(data, { status: 201 });

/**
 * The time spent in the wrapper and the handler as a Server-Timing header, and beside it the
 * database's share and the statements sent (each one a round trip): the browser's developer tools
 * and `npm run bench` tell them apart from the framework's and the network's share.
 */
export function serverTiming(appMs: number, meter: StatementMeter): string {
  const statements = `${meter.statements} statement${meter.statements === 1 ? "" : "s"}`;
  const transactions = meter.transactions
    ? `, ${meter.transactions} transaction${meter.transactions === 1 ? "" : "s"}`
    : "";
  return `app;dur=${appMs.toFixed(1)}, db;dur=${meter.dbMs.toFixed(1)};desc="${statements}${transactions}"`;
}

function timed(res: Response, started: number, meter: StatementMeter): Response {
  try {
    res.headers.set("server-timing", serverTiming(performance.now() - started, meter));
  } catch {
    // immutable headers (a fetched response passed through): without the figure
  }
  return res;
}

/**
 * Runs `write` within the caller's rate limits: the request is counted first (429 past a limit),
 * and given back when it does not succeed, so only what a client got counts. A guest without a
 * browser session gets one (a cookie), so its browser is counted apart from its address.
 */
async function limited(
  limits: NonNullable<RouteSpec<unknown, unknown, unknown>["rateLimit"]>,
  req: NextRequest,
  principal: Principal,
  write: () => Promise<Response>,
): Promise<Response> {
  const { session, setCookie } = clientSessionOf(req);
  const hits = await takeRateLimit(await limits(principal, { address: clientAddress(req.headers), session }));
  let res: Response;
  try {
    res = await write();
  } catch (e) {
    await giveBackRateLimit(hits);
    throw e;
  }
  if (!res.ok) await giveBackRateLimit(hits);
  if (setCookie && !principal.user) {
    try {
      res.headers.append("set-cookie", setCookie);
    } catch {
      // immutable headers: the next request gets one
    }
  }
  return res;
}

/** A route handler carries its spec: the OpenAPI document is built from it. */
export type DocumentedHandler = ((req: NextRequest, context?: NextContext) => Promise<Response>) & {
  spec: RouteSpec<unknown, unknown, unknown>;
  /** a generic action of a resource (the engine's endpoints) */
  resourceAction?: { name: string; action: string };
  /** what it answers for these path params (a generic endpoint: per resource); undefined: not declared */
  answers: (params: Record<string, string | string[]>) => Answers | undefined;
};

export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  spec: RouteSpec<P, Q, B>,
  handler: (ctx: RouteContext<P, Q, B>) => Promise<unknown> | unknown,
): DocumentedHandler {
  const run = (req: NextRequest, context?: NextContext): Promise<Response> =>
    withRequestOrigin(requestOrigin(req.headers), () =>
      metered((meter) => withReferenceRequest(() => answer(req, meter, context))),
    );
  const answer = async (req: NextRequest, meter: StatementMeter, context?: NextContext): Promise<Response> => {
    const started = performance.now();
    const locale = localeOf(req);
    try {
      const { principal, via } = await authenticateRequest(req.headers);
      // a session cookie goes along with any request the browser sends, from any site
      if (via === "cookie") assertSameOrigin(req);
      authorize(spec as RouteSpec<unknown, unknown, unknown>, principal);
      const access = spec.resource ? await accessFor(spec.resource[0], principal, spec.resource[1]) : undefined;
      if (spec.features?.length) {
        const state = await loadFeatureState();
        if (!spec.features.some((f) => state.features.has(f))) throw new AppError("FEATURE_DISABLED");
      }
      const input = await parseInput(req, (await context?.params) ?? {}, spec, locale);
      const respond = async () => {
        const result = await handler({
          req,
          principal,
          locale,
          access,
          ...(input as { params: P; query: Q; body: B }),
        });
        if (result instanceof Response) return result;
        if (result === undefined) return new Response(null, { status: 204 });
        return json(result);
      };
      const write = async () =>
        spec.idempotent
          ? idempotent(req, principal, spec.body ? input.body : await rawBodyOf(req), respond, {
              guests: spec.idempotent === "guests",
            })
          : respond();
      const response = spec.rateLimit ? await limited(spec.rateLimit, req, principal, write) : await write();
      return timed(withApiSecurityHeaders(await compressed(response, req), req), started, meter);
    } catch (e) {
      return timed(
        withApiSecurityHeaders(errorResponse(toAppError(e, req.method), req, locale, e), req),
        started,
        meter,
      );
    }
  };
  const answers = answersOf(spec.response);
  return Object.assign(run, { spec: spec as RouteSpec<unknown, unknown, unknown>, answers: () => answers });
}
