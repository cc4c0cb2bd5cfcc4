import type { UserType } from "../../core/db";

/** User types (spec part 1, section 3); admin and guest are roles, not types. */
export const USER_TYPES = [
  "System",
  "API",
  "customer",
  "agency",
  "employee",
  "Default",
  "Inactive",
] as const satisfies readonly UserType[];
