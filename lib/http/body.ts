// Reading a request body safely: refused early by Content-Length and counted while it streams in
// (413 past the limit, nothing more is read), JSON nested no deeper than MAX_JSON_DEPTH, no NUL
// bytes, lone surrogates or `__proto__` keys anywhere in it, and a broken multipart body is a 400.
// An endpoint takes JSON (the default) or multipart/form-data (uploads); another type is a 415.
import { AppError } from "../core/errors";
import { isSafeText } from "../validation/validators";

/** 1 MB: the default limit of a JSON body. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Deeper JSON is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

export type BodyType = "json" | "multipart";
export type BodyOptions = {
  /** what the endpoint takes (default JSON) */
  accept?: BodyType;
  /** the most bytes read (default JSON_BODY_LIMIT) */
  limit?: number;
};

const isJsonType = (t: string) => t === "application/json" || /^application\/[\w.+-]+\+json$/.test(t);

const mediaTypeOf = (req: Request) => (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", "errors.BODY_TOO_LARGE", {
    values: { limit: sizeText(limit) },
    details: { limit },
  });
}

const unsupported = (accept: BodyType) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", accept === "json" ? "errors.JSON_REQUIRED" : "errors.MULTIPART_REQUIRED");

/** The body's bytes, at most `limit` of them: refused by Content-Length first, then counted. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** True when JSON text opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

const badText = (path: string, message = "validation.invalidCharacters") =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** Every key and text in a parsed body: no NUL, no lone surrogate, no `__proto__` key. */
function checkValue(v: unknown, path: string) {
  if (typeof v === "string") {
    if (!isSafeText(v)) throw badText(path);
  } else if (typeof File !== "undefined" && v instanceof File) {
    if (!isSafeText(v.name)) throw badText(path);
  } else if (Array.isArray(v)) {
    v.forEach((item, i) => checkValue(item, path ? `${path}.${i}` : String(i)));
  } else if (v && typeof v === "object") {
    for (const [k, item] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (!isSafeText(k)) throw badText(path || "body");
      if (k === "__proto__") throw badText(at, "validation.invalidKey");
      checkValue(item, at);
    }
  }
}

function parseJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("INVALID_JSON");
  }
  if (!text.trim()) return undefined;
  if (jsonTooDeep(text))
    throw new AppError("INVALID_JSON", "errors.JSON_TOO_DEEP", { values: { max: MAX_JSON_DEPTH } });
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "errors.INVALID_BODY");
  }
  const out: Record<string, unknown> = Object.create(null);
  for (const k of new Set(form.keys())) {
    const all = form.getAll(k);
    out[k] = all.length > 1 ? all : all[0];
  }
  return out;
}

/**
 * The raw body as UTF-8 text (a signed webhook checks the exact bytes), at most `limit` bytes:
 * 413 past it, as for every other body; 400 for bytes that are not UTF-8.
 */
export async function readText(req: Request, limit: number = JSON_BODY_LIMIT): Promise<string> {
  const bytes = await readLimited(req, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", "errors.INVALID_BODY");
  }
}

/**
 * The request body: JSON (or, for `accept: "multipart"`, the form's fields and files), undefined
 * when there is none. 413 past the limit, 400 for a body that is not well-formed for its own
 * Content-Type, 415 for a type the endpoint does not take.
 */
export async function readBody(req: Request, opts: BodyOptions = {}): Promise<unknown> {
  const accept = opts.accept ?? "json";
  const limit = opts.limit ?? JSON_BODY_LIMIT;
  const type = mediaTypeOf(req);
  const multipart = type === "multipart/form-data";
  // a type we cannot even check is refused before a byte is read (an empty body aside)
  if (type && !isJsonType(type) && !multipart) {
    if (req.headers.get("content-length") === "0" || !req.body) return undefined;
    throw unsupported(accept);
  }
  const bytes = await readLimited(req, limit);
  if (!bytes.byteLength) return undefined;
  // no Content-Type: JSON, as the API always took it
  const body = multipart ? await parseMultipart(bytes, req.headers.get("content-type")!) : parseJson(bytes);
  if ((accept === "json") === multipart) throw unsupported(accept);
  checkValue(body, "");
  return body;
}
