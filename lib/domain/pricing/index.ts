// The pricing engine's public surface: the calculation, the rule engine, add rules and dive
// planning, currency conversion, enumerations and types. Pure: safe on server and client.
export { calculateBooking, DEFAULT_SORT } from "./calculate";
export {
  assertValidSpecial,
  compileRules,
  DIMENSIONS,
  evaluateRules,
  OPERATORS_FOR,
  operatorsFor,
  validateRule,
  validateSpecial,
} from "./rules";
export type { CompiledRule, Evaluation, Fact, Level, ValueKind } from "./rules";
export { planDives, quantityFor, unitsPerGuest, DEFAULT_DIVES_PER_DAY, DEFAULT_NON_DIVE_DAYS } from "./add-rules";
export type { DivePlan } from "./add-rules";
export { convert, convertMoney, rateTable } from "./currency";
export type { RateTable } from "./currency";
export { combinable, specialOrder } from "./specials";
export { findPeriod, resolveEntry } from "./accommodation";
export { PRICING_MESSAGES_EN } from "./texts";
export * from "./enums";
export type * from "./types";
