// Enumerations of the pricing engine (spec part 2, section 9), plus the engine's own (statuses,
// line kinds of products). Values are the spec's spelling.
import { CUSTOMER_TYPES } from "../crm/customer-types";
import { CALCULATION_TYPES, PRICE_TYPES } from "./price-types";

export { CALCULATION_TYPES, CUSTOMER_TYPES, PRICE_TYPES };
export const SURCHARGE_TYPES = ["percent", "ByEntry"] as const;
export const CALCULATION_LINE_TYPES = [
  "cost",
  "room_cost",
  "text",
  "tour",
  "addon",
  "deposit",
  "rest",
  "special",
  "product",
  "discount",
  "payment",
  "external",
  "option",
] as const;
/** Line types counted as billable (spec part 2, section 5). */
export const BILLABLE_LINE_TYPES = ["cost", "product", "special", "room_cost", "addon", "discount"] as const;

export type CalculationType = (typeof CALCULATION_TYPES)[number];
export type PriceType = (typeof PRICE_TYPES)[number];
export type SurchargeType = (typeof SURCHARGE_TYPES)[number];
export type LineType = (typeof CALCULATION_LINE_TYPES)[number];
export type BillableLineType = (typeof BILLABLE_LINE_TYPES)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Only "active" prices, specials and taxes take part; draft is the spec's default. */
export const STATUSES = ["draft", "active", "aborted"] as const;
export type Status = (typeof STATUSES)[number];

export const DISCOUNT_TYPES = [
  "PerCent",
  "Absolute",
  "AbsoluteNights",
  "FOC",
  "FOCUnit",
  "Lowest",
  "FixUnit",
  "Fix",
] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const SPECIAL_KINDS = ["special", "AgencyCommission"] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

/** Discount types that make sense for a change of the agency's commission. */
export const COMMISSION_DISCOUNT_TYPES = [
  "PerCent",
  "Absolute",
  "AbsoluteNights",
  "Fix",
] as const satisfies readonly DiscountType[];

export const EFFECT_TARGETS = [
  "ChangeFullBookingPrice",
  "ChangeRoomPrice",
  "ChangeRoomPriceDiscountable",
  "ChangeRoomPriceBeforeCommission",
  "ChangeCommissionablePrice",
  "ChangeProductPrice",
  "ChangeExternalPrice",
  "ChangeAddonPrice",
  "ChangeProductCategoryPrice",
] as const;
export type EffectTarget = (typeof EFFECT_TARGETS)[number];
export const ROOM_TARGETS = [
  "ChangeRoomPrice",
  "ChangeRoomPriceDiscountable",
  "ChangeRoomPriceBeforeCommission",
] as const satisfies readonly EffectTarget[];

export const SPECIAL_SCOPES = ["Booking", "Person", "Bed"] as const;
export type SpecialScope = (typeof SPECIAL_SCOPES)[number];

export const CHANNELS = ["Booking", "AgentDirectBooking", "CustomerDirectBooking", "OTABooking"] as const;
export type Channel = (typeof CHANNELS)[number];

export const RULE_DIMENSIONS = [
  "NoOfPax",
  "NoOfPaxOnTrip",
  "NoOfPaxInDoubleRoom",
  "Date",
  "DepartureDay",
  "DaysBeforeTravelDate",
  "BookingDate",
  "Bookings",
  "Resort",
  "Vessel",
  "CustomerType",
  "Itineraries",
  "Agencies",
  "BookingSource",
  "Nights",
  "Customers",
  "Schedules",
  "SpecialsGroup",
  "Age",
  "PassportCountry",
  "AddressCountry",
  "DayInWeek",
  "RoomType",
  "LastStay",
  "NoOfStays",
  "StayRevenue",
] as const;
export type RuleDimension = (typeof RULE_DIMENSIONS)[number];

export const RULE_OPERATORS = [
  "GreaterThan",
  "LessThanEquals",
  "GreaterThanEquals",
  "LessThan",
  "IsIn",
  "IsNotIn",
  "Equals",
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

export const ADD_RULES = [
  "PerPerson",
  "PerBooking",
  "PerBookingAndCustomer",
  "PerDay",
  "PerDiveDay",
  "PerDive",
  "PerNight",
  "PerWeekFloor",
  "PerWeekCeil",
] as const;
export type AddRule = (typeof ADD_RULES)[number];

/** What a booked product becomes: a product, an add-on, or a service sold by a partner (external). */
export const PRODUCT_LINE_KINDS = ["product", "addon", "external"] as const;
export type ProductLineKind = (typeof PRODUCT_LINE_KINDS)[number];

/** Whether a price entry's value is for the whole room or for one person. */
export const ENTRY_PER = ["room", "person"] as const;
export type EntryPer = (typeof ENTRY_PER)[number];

export const BOOKING_TYPES = ["vessel", "resort"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const isBillable = (t: LineType): t is BillableLineType =>
  (BILLABLE_LINE_TYPES as readonly string[]).includes(t);
export const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === "string" && (list as readonly string[]).includes(v);

/** A special's flags when nothing says otherwise (the form's defaults, and the tests' and bench's specials). */
export const SPECIAL_FLAG_DEFAULTS = {
  autoAdd: true,
  unique: false,
  deletable: true,
  editable: false,
  reduce: true,
  replaceMatchingRoomPrice: false,
  excludeFromTax: false,
  excludeFromCommission: false,
  includeSpecialsWithSameRule: false,
} as const;
