// API answers compressed when the client accepts it. Next.js compresses pages but not what a
// route handler answers (a grid's month is ~850 KB of JSON, ~50 KB compressed), so the route
// wrapper does it for the JSON it serialises itself. Streams and files a handler builds pass
// through untouched: only bodies json() produced are known to be in memory.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Below this a compressed answer saves less than the work costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The JSON text of answers built by json(), by answer. */
const jsonBodies = new WeakMap<Response, string>();

export function rememberJsonBody(res: Response, body: string): Response {
  jsonBodies.set(res, body);
  return res;
}

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with for an Accept-Encoding header: brotli before gzip, a q of 0 refuses,
 * "*" accepts both; undefined: send it as it is.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (e: Encoding) => (q.get(e) ?? (q.has(e) ? 0 : (q.get("*") ?? 0))) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return undefined;
}

/** `res` compressed for `req` when it is JSON in memory, large enough and the client accepts. */
export async function compressed(res: Response, req: Request): Promise<Response> {
  const body = jsonBodies.get(res);
  if (body === undefined || res.headers.has("content-encoding")) return res;
  const bytes = Buffer.byteLength(body);
  if (bytes < COMPRESS_MIN_BYTES) return res;
  const headers = new Headers(res.headers);
  headers.append("vary", "accept-encoding");
  const encoding = chooseEncoding(req.headers.get("accept-encoding"));
  if (!encoding) return new Response(body, { status: res.status, statusText: res.statusText, headers });
  // brotli at quality 4 is faster than gzip's default and still smaller
  const packed =
    encoding === "br"
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
        })
      : await gzipped(body, { level: 5 });
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(new Uint8Array(packed), { status: res.status, statusText: res.statusText, headers });
}
