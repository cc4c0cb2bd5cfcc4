// Calls route handlers the way Next.js does: a NextRequest and the route's params. Every answer
// is checked against what the route declares (tests/helpers/answers.ts): a test that receives an
// answer of another shape fails.
import { NextRequest } from "next/server";
import { issueSession } from "@/lib/auth/session";
import { checkAnswer } from "./answers";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  params?: Record<string, string | string[]>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers; text: string };

export async function call<T = any>(handler: Handler, o: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(o.path ?? "/api/test", "http://localhost");
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { "x-forwarded-for": "127.0.0.1", ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | undefined = o.rawBody;
  if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers["content-type"] ??= "application/json";
  }
  const req = new NextRequest(url, { method: o.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(o.params ?? {}) });
  const text = await res.text();
  checkAnswer(
    handler,
    { method: req.method, path: url.pathname, params: o.params ?? {} },
    { status: res.status, headers: res.headers, text },
  );
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

/** A bearer token for a user, as after a login. */
export async function tokenFor(userId: number): Promise<string> {
  return (await issueSession(userId, "api")).token;
}
