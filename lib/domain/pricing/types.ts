// The pricing engine's input (a snapshot of a booking with everything that prices it) and output
// (calculation lines, totals, explanation). Plain data: the integration loads it from the
// database; the engine never does. Money is Decimal (or DecimalLike on input), dates "YYYY-MM-DD".
import type { Decimal, DecimalLike } from "../../core/money";
import type {
  AddRule,
  BookingType,
  CalculationType,
  Channel,
  CustomerType,
  DiscountType,
  EffectTarget,
  EntryPer,
  LineType,
  ProductLineKind,
  RuleDimension,
  RuleOperator,
  SpecialKind,
  SpecialScope,
  Status,
  SurchargeType,
} from "./enums";

/** A calendar date "YYYY-MM-DD" (no time, no zone). */
export type ISODate = string;
/** Inclusive on both ends: the 1 May to 31 October season is {from: "2025-05-01", to: "2025-10-31"}. */
export type DateRange = { from: ISODate; to: ISODate };

/** A translatable text: a messages key and its values, so every screen can show it in its language. */
export type Text = { key: string; values?: Record<string, string | number> };

// ---------------------------------------------------------------- master data

export type Tax = { status: Status; /** percent */ value: DecimalLike; name: string; inclusive: boolean };

export type TermsOfPayment = {
  id: number;
  name: string;
  depositPercent: DecimalLike;
  /** the deposit is due this many days after the booking date */
  depositDueDays: number;
  /** the rest is due this many days before arrival */
  restDueDaysBeforeArrival: number;
};

/** The spec's commission/reason object. Every field is optional: unset ones fall through. */
export type CommissionTerms = {
  reason?: string;
  message?: string | null;
  percent?: DecimalLike | null;
  /** a fixed commission amount in the booking's currency; wins over percent */
  value?: DecimalLike | null;
  /** deduct the commission proportionally from deposit and rest (else from the rest only) */
  useTerms?: boolean;
  date?: ISODate | null;
  /** the agency collects the full price and the operator pays the commission out afterwards */
  includeCommission?: boolean;
};

export type Surcharge = { value: DecimalLike; type: SurchargeType };

export type ExchangeRate = { from: string; to: string; rate: DecimalLike; validFrom: ISODate };

// ---------------------------------------------------------------- prices

export type PricePeriod = { id: number; name: string; from: ISODate; to: ISODate };

/** How a variant changes an entry's value when the entry does not name a value of its own. */
export type VariantAdjust = { type: "percent" | "absolute"; value: DecimalLike };

export type PriceVariant = {
  id: number;
  /** e.g. "single", "child": shown on the line */
  key: string;
  name: string;
  /** chosen automatically: for guests up to this age (children) ... */
  maxAge?: number | null;
  /** ... or for one person alone in an exclusive room with more beds (single use) */
  singleUse?: boolean;
  adjust?: VariantAdjust | null;
};

export type PriceEntry = {
  id: number;
  periodId: number;
  /** null: for every room type of the price that has no entry of its own */
  roomTypeId: number | null;
  per: EntryPer;
  /** per night (calculation type unit) or for the whole stay or trip (complete) */
  value: DecimalLike;
  /** values of this entry for variants, by variant id; a variant missing here uses its adjust */
  variants?: Record<number, DecimalLike>;
};

export type Supplement = {
  id: number;
  name: string;
  value: DecimalLike;
  addRule: AddRule;
  /** empty or missing: every room type */
  roomTypeIds?: number[];
  /** only for stays arriving within */
  dateRange?: DateRange | null;
};

export type Price = {
  id: number;
  name: string;
  status: Status;
  type: BookingType;
  calculationType: CalculationType;
  resortId?: number | null;
  vesselId?: number | null;
  /** the arrival (vessel: the departure) must lie within */
  valid?: DateRange | null;
  /** the currency every value of this price is written in */
  currency: string;
  /** currencies it may be sold in; empty: any (converted at the day's rate) */
  currencies?: string[];
  /** lines of this price are paid on site, in the on-site currency */
  useOnsiteCurrency?: boolean;
  /** markets: the main guest's address country must be one of these; empty: every market */
  countries?: string[];
  isAvailableToOTA?: boolean;
  periods: PricePeriod[];
  entries: PriceEntry[];
  variants?: PriceVariant[];
  /** used where neither the room type nor the period has an entry */
  basePrice?: { value: DecimalLike; per: EntryPer } | null;
  /** added to every accommodation value: percent, or an amount per entry unit (ByEntry) */
  surcharge?: Surcharge | null;
  /** taken off every accommodation value as a discount line: percent or an amount per entry unit */
  discount?: Surcharge | null;
  tax?: Tax | null;
  commission?: CommissionTerms | null;
  termsOfPayment?: TermsOfPayment | null;
  supplements?: Supplement[];
  includedServices?: string[];
  excludedServices?: string[];
};

// ---------------------------------------------------------------- specials

/** One condition of a special as stored: validated by rules.ts before it is used. */
export type Rule = { dimension: RuleDimension; operator: RuleOperator; value: unknown };

export type Special = {
  id: number;
  name: string;
  status: Status;
  kind: SpecialKind;
  /** stays arriving within; missing: always */
  dateRange?: DateRange | null;
  rules: Rule[];
  discount: DiscountType;
  /** never negative: `reduce` says whether it lowers or raises the price */
  discountValue: DecimalLike;
  /** currency of absolute values (Absolute, AbsoluteNights, Lowest, FixUnit, Fix); default the booking's */
  currency?: string | null;
  target: EffectTarget;
  scope: SpecialScope;
  /** empty: every channel */
  channels: Channel[];
  groupId?: number | null;
  /** ChangeProductCategoryPrice: the categories it changes */
  productCategoryIds?: number[];
  /** specials are tried in this order (then by id) */
  sort?: number;
  autoAdd: boolean;
  unique: boolean;
  deletable: boolean;
  editable: boolean;
  reduce: boolean;
  replaceMatchingRoomPrice: boolean;
  excludeFromTax: boolean;
  excludeFromCommission: boolean;
  /** ids of specials that may be combined with this one although one of them is unique */
  includeIn: number[];
  includeSpecialsWithSameRule: boolean;
};

// ---------------------------------------------------------------- products

export type Product = {
  id: number;
  name: string;
  kind: ProductLineKind;
  categoryId?: number | null;
  price: DecimalLike;
  /** default: the booking's currency */
  currency?: string;
  addRule: AddRule;
  /** paid on site (a bar tab, rental paid at the counter) */
  payOnSite?: boolean;
  /** counts towards the agency's commission */
  commissionable?: boolean;
  /** PerDive: dives per dive day for this product; default the setting (3) */
  divesPerDay?: number;
};

export type BookingProduct = {
  /** the booking's product row; keeps the line's identity across reloads */
  id: number;
  product: Product;
  /** the guests it is for; null or missing: every guest of the booking (placeholders included) */
  customerIds?: number[] | null;
  /** a quantity fixed by staff instead of the add rule */
  quantity?: DecimalLike | null;
  /** offered, not booked: an "option" line, not billed */
  optional?: boolean;
};

// ---------------------------------------------------------------- the booking

export type Guest = {
  customerId: number;
  /** the booking room this guest sleeps in; null: a guest without a room (day guest) */
  bookingRoomId: number | null;
  isMain?: boolean;
  /** age at arrival; null: unknown, priced as an adult */
  age?: number | null;
  gender?: "m" | "f" | "u";
  customerType: CustomerType;
  passportCountry?: string | null;
  addressCountry?: string | null;
  /** arrival date of the guest's previous stay */
  lastStay?: ISODate | null;
  noOfStays?: number;
  /** revenue of earlier stays, in the booking's currency */
  stayRevenue?: DecimalLike;
  /** a variant chosen by staff (POST variant/{room}/{customer}); wins over automatic ones */
  variantId?: number | null;
};

export type BookingRoom = {
  /** the booking room's id */
  id: number;
  roomId: number;
  roomName: string;
  roomTypeId: number;
  roomTypeName: string;
  /** the room type's own surcharge; used where the value comes from a shared entry or the base price */
  roomTypeSurcharge?: Surcharge | null;
  /** a resort room on a vessel booking (a stay before or after the trip): priced by this resort's prices */
  stayResortId?: number | null;
  /** a resort room may have its own dates; default: the booking's */
  dateFrom?: ISODate | null;
  dateTo?: ISODate | null;
  /** the whole room (true) or single beds of a shared room (false) */
  exclusive: boolean;
  /** beds in the room */
  beds: number;
  /** persons in the room; guests not yet named are priced as adults paying directly */
  noOfPax: number;
};

export type Schedule = {
  id: number;
  tourId: number;
  tourName: string;
  vesselId: number;
  departureDate: ISODate;
  returnDate: ISODate;
  /** persons on this departure over every booking (NoOfPaxOnTrip) */
  paxOnTrip?: number;
};

export type ManualLine = {
  /** its id where it is stored; keeps identity across reloads */
  id: number | string;
  type: LineType;
  text: Text;
  amount: DecimalLike;
  price: DecimalLike;
  sort?: number;
  customerIds?: number[];
  customerType?: CustomerType | null;
  taxable?: boolean;
  commissionable?: boolean;
  onsite?: boolean;
  editable?: boolean;
  deletable?: boolean;
};

/** A changed price, amount or text of an editable engine line, kept across reloads. */
export type LineOverride = { key: string; price?: DecimalLike; amount?: DecimalLike; text?: Text };

export type Payment = { id: number; date: ISODate; amount: DecimalLike };

export type BookingSnapshot = {
  id?: number | null;
  /**
   * the state in which the stay does not take place (aborted, rebooked, freed, deleted, splitted):
   * only manual lines are billed; the line saying so names it
   */
  calledOff?: string;
  type: BookingType;
  /** stay [dateFrom, dateTo): dateTo is the departure day, not a night */
  dateFrom: ISODate;
  dateTo: ISODate;
  bookingDate: ISODate;
  channel: Channel;
  agency?: { id: number; commissionPercent: DecimalLike; country?: string | null } | null;
  sourceId?: number | null;
  resortId?: number | null;
  vesselId?: number | null;
  currency: string;
  schedule?: Schedule | null;
  rooms: BookingRoom[];
  guests: Guest[];
  /** a price chosen by staff (POST changePrice/{price}): used for every room */
  priceId?: number | null;
  termsOfPayment?: TermsOfPayment | null;
  commission?: CommissionTerms | null;
  /** overrides the price's tax */
  tax?: Tax | null;
  /** specials added by staff (POST special/{special}); ignoreRules skips rules, dates and channels */
  addedSpecials?: { specialId: number; ignoreRules: boolean }[];
  /** specials staff deleted from the booking (only deletable ones stay away) */
  removedSpecialIds?: number[];
  products?: BookingProduct[];
  manualLines?: ManualLine[];
  lineOverrides?: LineOverride[];
  payments?: Payment[];
};

export type PricingSettings = {
  /** on-site currency of the property; lines paid on site are also shown in it */
  onsiteCurrency?: string | null;
  /** dives per dive day (default 3) */
  divesPerDay?: number;
  /** days of a stay without diving: arrival, departure and the no-fly day (default 3) */
  nonDiveDays?: number;
  /** the day whose exchange rate converts; default the booking date */
  rateDate?: ISODate | null;
  defaultTermsOfPayment?: TermsOfPayment | null;
};

export type PricingInput = {
  booking: BookingSnapshot;
  /** candidate prices of the booking's resort or vessel (the engine chooses) */
  prices: Price[];
  /** candidate specials (the engine checks status, dates, channels and rules) */
  specials: Special[];
  exchangeRates?: ExchangeRate[];
  settings?: PricingSettings;
};

// ---------------------------------------------------------------- output

/** What produced a line. */
export type LineSource =
  | {
      kind: "price";
      priceId: number;
      periodId: number | null;
      entryId: number | null;
      variantId: number | null;
      bookingRoomId: number;
    }
  | { kind: "priceDiscount"; priceId: number; bookingRoomId: number }
  | { kind: "supplement"; priceId: number; supplementId: number }
  | { kind: "special"; specialId: number }
  | { kind: "product"; productId: number; bookingProductId: number; addRule: AddRule }
  | { kind: "tour"; scheduleId: number; tourId: number }
  | { kind: "service"; priceId: number }
  | { kind: "notice"; reason: "noPrice" | "noRate" | "invalidSpecial"; bookingRoomId?: number }
  | { kind: "tax" }
  | { kind: "commission" }
  | { kind: "terms"; termsId: number | null; part: "deposit" | "rest"; due: ISODate }
  | { kind: "payment"; paymentId: number }
  | { kind: "manual"; id: number | string }
  | { kind: "calledOff" };

export type CalculationLine = {
  /** stable identity across reloads (overrides and deletions refer to it) */
  key: string;
  sort: number;
  type: LineType;
  text: Text;
  amount: Decimal;
  /** unit price in the booking's currency, rounded to its minor unit */
  price: Decimal;
  /** amount x price */
  total: Decimal;
  billable: boolean;
  customers: number[];
  customerType: CustomerType | null;
  source: LineSource;
  editable: boolean;
  deletable: boolean;
  unique: boolean;
  /** paid on site rather than online */
  onsite: boolean;
  taxable: boolean;
  commissionable: boolean;
};

export type PaymentPart = { part: "deposit" | "rest"; amount: Decimal; dueDate: ISODate };

export type Totals = {
  currency: string;
  /** what the customer pays: the rounded sum of billable lines (tax included) */
  gross: Decimal;
  net: Decimal;
  tax: Decimal;
  taxRate: Decimal;
  taxName: string | null;
  taxInclusive: boolean;
  /** every tax of the booking (a stay beside a trip may be taxed apart from the cabins); the first is the one above */
  taxes: { name: string; rate: Decimal; inclusive: boolean; amount: Decimal }[];
  commissionBase: Decimal;
  commissionPercent: Decimal;
  commission: Decimal;
  /** what AgencyCommission specials add to (or take from) the commission: part of `commission` */
  commissionFromSpecials: Decimal;
  includeCommission: boolean;
  /** the part paid on site, in the booking's currency and in the on-site currency */
  onsite: { amount: Decimal; currency: string | null; converted: Decimal | null; rate: Decimal | null };
  /** gross less the on-site part */
  online: Decimal;
  /** what the payer owes the operator online: online less the commission the agency keeps */
  payable: Decimal;
  paymentPlan: PaymentPart[];
  paid: Decimal;
  open: Decimal;
};

export type RuleResult = {
  index: number;
  dimension: RuleDimension;
  operator: RuleOperator;
  value: unknown;
  /** what the booking, room or guest had, as text ("null" when unknown) */
  actual: string;
  passed: boolean;
};

export type SpecialOutcome =
  | "applied"
  | "status"
  | "invalid"
  | "notAutoAdd"
  | "removed"
  | "channel"
  | "dateRange"
  | "rules"
  | "notCombinable"
  | "noRate"
  | "noEffect";

export type SpecialExplanation = {
  specialId: number;
  name: string;
  applied: boolean;
  outcome: SpecialOutcome;
  /** added by staff with ignoreRules */
  forced: boolean;
  /** the rules that matched (for the first unit that matched) */
  matched: RuleResult[];
  /** the first rule that failed (for the first unit that did not match) */
  failed: RuleResult | null;
  /** per unit (booking, person or bed): matched or not and the effect on the price */
  units: { unit: string; customers: number[]; matched: boolean; effect: Decimal }[];
  /** the special this one could not be combined with */
  conflictWith?: number;
  issues?: { path: string; message: string }[];
};

export type PriceCandidate = {
  priceId: number;
  name: string;
  chosen: boolean;
  /** why it was not used: the first check that failed */
  reason: "pinned" | "status" | "type" | "asset" | "validity" | "channel" | "market" | "currency" | "ok";
};

export type Explanation = {
  prices: PriceCandidate[];
  /** per line key: how its price was found, step by step */
  lines: Record<string, Text[]>;
  specials: SpecialExplanation[];
};

export type CalculationResult = {
  lines: CalculationLine[];
  /** = round(sum over billable lines of amount x price) = totals.gross */
  total: Decimal;
  totals: Totals;
  /** something needs a person: no price, no exchange rate, a broken special */
  todo: boolean;
  todos: Text[];
  explain: Explanation;
  /** the tax each taxable line falls under, by line key (an invoice's lines and its breakdown per rate) */
  lineTaxes: Record<string, LineTax>;
};

/** A line's tax: its name, its rate in percent and whether the line's price includes it. */
export type LineTax = { name: string; rate: string; inclusive: boolean };
