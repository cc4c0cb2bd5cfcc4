// The first page of a record's Changes for its edit page (the panel pages on through
// GET /api/{resource}/{id}/audit): none for a caller who may not see the trail.
import "server-only";
import type { Principal } from "../auth/principal";
import { AppError } from "../core/errors";
import { resourceTrail } from "../resources/engine";
import { TRAIL_PAGE_SIZE, type TrailPage } from "../resources/audit-trail";
import type { ResourceDef } from "../resources/types";

/** The newest changes of the record, or null when the caller sees only its own rows or none. */
export async function loadChanges(
  def: ResourceDef,
  principal: Principal,
  id: string | number,
): Promise<TrailPage | null> {
  try {
    return await resourceTrail(def, principal, id, { page: 1, size: TRAIL_PAGE_SIZE });
  } catch (e) {
    if (e instanceof AppError && ["FORBIDDEN", "NOT_FOUND", "FEATURE_DISABLED", "UNAUTHORIZED"].includes(e.code))
      return null;
    throw e;
  }
}
