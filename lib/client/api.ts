// fetch for the browser: JSON in, JSON out, errors as the server's error body.
import type { ErrorBody } from "../core/errors";

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ErrorBody };

/** A response status counts as OK for 200 to 299 and 304 (spec part 1, section 5). */
export const isOkStatus = (status: number) => (status >= 200 && status <= 299) || status === 304;

export async function api<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch {
    return unreachable(url, method, init.signal);
  }
  return readAnswer<T>(res, url, method, init.signal);
}

/**
 * No answer: the request was aborted (the caller moved on and ignores it) or the network failed.
 * Either way a result, never a rejection, so no page shows an uncaught error.
 */
function unreachable(url: string, method: string, signal?: AbortSignal): ApiResult<never> {
  return {
    ok: false,
    status: 0,
    error: {
      error: "NetworkError",
      message: "",
      statusCode: 0,
      path: url,
      method,
      description: signal?.aborted ? "ABORTED" : "OFFLINE",
    },
  };
}

/**
 * The answer's body as a result. Reading it can fail too: an abort while the body is still on its
 * way (paging the calendar quickly) rejects `res.text()`, just as it rejects `fetch`.
 */
export async function readAnswer<T>(
  res: Response,
  url: string,
  method: string,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return unreachable(url, method, signal);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // unparseable JSON: INVALID_JSON_RESPONSE with status code 0
    return {
      ok: false,
      status: 0,
      error: {
        error: "InvalidJsonResponse",
        message: text.slice(0, 200),
        statusCode: 0,
        path: url,
        method,
        description: "INVALID_JSON_RESPONSE",
      },
    };
  }
  if (isOkStatus(res.status)) return { ok: true, status: res.status, data: body as T };
  return { ok: false, status: res.status, error: body as ErrorBody };
}
