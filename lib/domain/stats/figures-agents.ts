// Sales agents (topSalesAgents, docs/statistics.md): the spec's users are staff, agencies' agents
// and customers; an agent is a user of an agency (User.agencyId). A sold booking counts for the
// agent who owns it (Booking.userId: the agent made it, or staff gave it to them), ranked as the
// other top lists by revenue in the operator's currency.
import { Prisma } from "../../core/db";
import type { FigureContext } from "./figures-bookings";
import { nameOf, rankBookings } from "./figures-rankings";
import type { StatsQuery } from "./stats-query";

export const topSalesAgents = (q: StatsQuery, c: FigureContext) =>
  rankBookings(q, c, {
    key: Prisma.sql`(CASE WHEN ag."agencyId" IS NOT NULL THEN b."userId" END)`,
    join: Prisma.sql`LEFT JOIN "User" ag ON ag.id = b."userId"`,
    name: nameOf(
      "User",
      Prisma.sql`t.name || ' (' || (SELECT a.name FROM "Agency" a WHERE a.id = t."agencyId") || ')'`,
    ),
  });
