// The occupancy grid's ETag (issue 43, item 3): a repeat request for a window whose resorts did not
// change answers 304 without building the grid. The tag is the resorts' change counters (GridVersion,
// kept by database triggers in the same transaction as every change the grid shows: migration
// grid_version), the reference version (settings: colours, the time zone), the query, the quarter
// hour (the colours follow today; every time zone's midnight falls on a quarter hour) and the
// answer's format. Read before the grid, so a change committed in between gives the next
// request a new tag, never an old grid under a new one.
import { createHash } from "node:crypto";
import { db, Prisma } from "../../core/db";
import type { GridQuery } from "./occupancy-grid";

/** Changes when the answer's format does: a tag of the old format never matches. */
const FORMAT = 2;
const QUARTER_HOUR = 15 * 60 * 1000;

/** The weak ETag of the grid of `q` as the database holds it now (one statement). */
export async function occupancyGridTag(q: GridQuery, now = Date.now()): Promise<string> {
  const resortIds = q.resortIds?.length ? [...new Set(q.resortIds)].sort((a, b) => a - b) : null;
  const [row] = await db().$queryRaw<{ reference: string | null; grid: string }[]>(Prisma.sql`
    SELECT (SELECT "version" FROM "ReferenceVersion" WHERE "id" = 1) AS reference,
           (SELECT COALESCE(sum("version"), 0)::text FROM "GridVersion"
             WHERE ${resortIds}::int[] IS NULL OR "resortId" = ANY(${resortIds}::int[])) AS grid`);
  const key = [
    FORMAT,
    row.reference,
    row.grid,
    Math.floor(now / QUARTER_HOUR),
    q.from,
    q.to,
    resortIds?.join(",") ?? "*",
    q.roomTypeId ?? "*",
  ].join("|");
  return `W/"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison: W/ aside; "*" names any). */
export function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(tag));
}
