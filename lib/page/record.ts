import "server-only";
import { notFound } from "next/navigation";
import type { Principal } from "../auth/principal";
import { AppError } from "../core/errors";
import { getResource } from "../resources/engine";
import { idOf, isSafeText } from "../validation/validators";
import type { ResourceDef } from "../resources/types";

/** A database id from a path segment, or undefined: digits only, within the column's range. */
export function parseId(raw: string): number | undefined {
  return /^\d+$/.test(raw) ? idOf(raw) : undefined;
}

/** The record a detail page shows: a malformed id, a missing row or someone else's row is a 404. */
export async function loadRecord(def: ResourceDef, principal: Principal, raw: string): Promise<any> {
  const id = def.id?.type === "string" ? (isSafeText(raw) && raw.length <= 100 ? raw : undefined) : parseId(raw);
  if (id === undefined) notFound();
  try {
    return await getResource(def, principal, id);
  } catch (e) {
    if (e instanceof AppError && (e.code === "NOT_FOUND" || e.code === "FORBIDDEN")) notFound();
    throw e;
  }
}
