// Every statistics and ranking figure of the spec by its endpoint's name (GET /api/bookings/
// {figure}): what it computes lives in figures-*.ts, what it counts in docs/statistics.md.
import type { FigureContext } from "./figures-bookings";
import { bookingCalculationStats, bookingInfoStats, conversions, incomeByMonth } from "./figures-bookings";
import { statsByAge, statsByRepeater, topCountries } from "./figures-guests";
import {
  topAgencies,
  topBookingOwner,
  topBookings,
  topCustomers,
  topProductCategories,
  topProducts,
  topRooms,
  topSupplements,
  topUsers,
} from "./figures-rankings";
import { byVesselYear, occupancyPerYear, utilization } from "./figures-utilization";
import { topSalesAgents } from "./figures-agents";
import { arrivalCount } from "./figures-arrivals";
import { customersAtDate } from "./figures-customers";
import type { StatsQuery } from "./stats-query";
import type { StatsTable } from "./stats-table";

export type Figure = (q: StatsQuery, c: FigureContext) => Promise<StatsTable>;

export const FIGURES = {
  utilization,
  occupancyPerYear,
  incomeByMonth,
  conversions,
  bookingInfoStats,
  bookingCalculationStats,
  statsByAge,
  statsByRepeater,
  topCountries,
  topAgencies,
  topCustomers,
  topBookingOwner,
  topBookings,
  topRooms,
  topProducts,
  topProductCategories,
  topSupplements,
  topUsers,
  byVesselYear: (q, c) => byVesselYear(q, c),
  topSalesAgents,
  arrivalCount,
  customersAtDate,
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;
export const FIGURE_NAMES = Object.keys(FIGURES) as FigureName[];
