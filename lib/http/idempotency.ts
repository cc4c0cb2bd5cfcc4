// Idempotency-Key for writes a client may retry (a booking made over a shaky connection). The key
// is stored per caller in the write's own transaction: the same key with the same request answers
// the first answer again and changes nothing; with another request it answers 409. A write that
// fails stores nothing (the transaction rolls back), so repeating it really retries it. Two
// requests with one key at the same time: the second waits on the key's unique index until the
// first commits, then answers its result.
import { createHash } from "node:crypto";
import { clientAddress } from "./client-address";
import type { Principal } from "../auth/principal";
import { Prisma, transaction } from "../core/db";
import { AppError } from "../core/errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Stable JSON: keys sorted, so equal bodies hash equally whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v instanceof Blob) return JSON.stringify({ blob: v.size, type: v.type });
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v ?? null);
}

/**
 * The caller a key belongs to: the user, else the session; for guests nobody (no key then), unless
 * the endpoint is public (the online booking): then the guest's client, as the connection tells it
 * (its address, never a header it sets about itself, and its User-Agent), hashed. A guest has no
 * session or cookie of ours to name it by, and a widget in a third-party frame may not keep one;
 * so another client repeating a key and body it has seen gets its own write, never the first
 * answer (the booking's access token).
 */
function scopeOf(p: Principal, guests: boolean, headers: Headers): string | null {
  if (p.user) return `user:${p.user.id}`;
  if (p.session) return `session:${p.session.id}`;
  if (!guests) return null;
  const client = `${clientAddress(headers)}\n${headers.get("user-agent") ?? ""}`;
  return `guest:${createHash("sha256").update(client).digest("hex")}`;
}

/** Runs `write` once per key; answers the stored first answer for a repeat. */
export async function idempotent(
  req: Request,
  principal: Principal,
  body: unknown,
  write: () => Promise<Response>,
  o: { guests?: boolean } = {},
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  const scope = scopeOf(principal, o.guests === true, req.headers);
  if (key === null || !scope) return write();
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "Idempotency-Key", message: "validation.idempotencyKey" }],
    });
  const url = new URL(req.url);
  const requestHash = createHash("sha256")
    .update(`${req.method} ${url.pathname}\n${canonical(body)}`)
    .digest("hex");
  return transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      INSERT INTO "IdempotencyKey" ("scope", "key", "requestHash", "status") VALUES (${scope}, ${key}, ${requestHash}, 0)
      ON CONFLICT ("scope", "key") DO NOTHING RETURNING id`);
    if (!claimed.length) {
      const first = await tx.idempotencyKey.findUnique({ where: { scope_key: { scope, key } } });
      if (!first || first.requestHash !== requestHash)
        throw new AppError("CONFLICT", "errors.IDEMPOTENCY_MISMATCH", { details: { reason: "IDEMPOTENCY_KEY" } });
      return new Response(first.response === null ? null : JSON.stringify(first.response), {
        status: first.status,
        headers: { "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" },
      });
    }
    const res = await write();
    const text = await res.text();
    let stored: Prisma.InputJsonValue | typeof Prisma.JsonNull = Prisma.JsonNull;
    try {
      if (text) stored = JSON.parse(text);
    } catch {
      // not JSON (a file): the repeat answers the status only
    }
    await tx.idempotencyKey.update({ where: { id: claimed[0].id }, data: { status: res.status, response: stored } });
    return new Response(text || null, { status: res.status, headers: res.headers });
  });
}
