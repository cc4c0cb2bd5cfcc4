import "server-only";
import { notFound } from "next/navigation";
import type { Principal } from "../auth/principal";
import { AppError } from "../core/errors";
import { getResource } from "../resources/engine";
import type { ResourceDef } from "../resources/types";

/** A database id from a path segment, or undefined: digits only, within int4. */
export function parseId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** The record a detail page shows: a malformed id, a missing row or someone else's row is a 404. */
export async function loadRecord(def: ResourceDef, principal: Principal, raw: string): Promise<any> {
  const id = def.id?.type === "string" ? raw : parseId(raw);
  if (id === undefined) notFound();
  try {
    return await getResource(def, principal, id);
  } catch (e) {
    if (e instanceof AppError && (e.code === "NOT_FOUND" || e.code === "FORBIDDEN")) notFound();
    throw e;
  }
}
