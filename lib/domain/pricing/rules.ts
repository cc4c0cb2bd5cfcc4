// The special rule engine: which operators fit which dimension, validation of rules and specials
// as field errors (answered as 400 naming the field), and evaluation of compiled rules returning
// matched / not matched with the first rule that failed (for "why this price").
import { AppError, type FieldIssue } from "../../core/errors";
import { dec, type Decimal } from "../../core/money";
import { messageKey } from "../../i18n/message-key";
import { isCountryCode } from "../../validation/country-codes";
import { dayNumber, fromDayNumber, isIsoDate } from "./dates";
import {
  CHANNELS,
  COMMISSION_DISCOUNT_TYPES,
  CUSTOMER_TYPES,
  DISCOUNT_TYPES,
  EFFECT_TARGETS,
  ROOM_TARGETS,
  RULE_DIMENSIONS,
  RULE_OPERATORS,
  SPECIAL_KINDS,
  SPECIAL_SCOPES,
  STATUSES,
  isOneOf,
  type RuleDimension,
  type RuleOperator,
} from "./enums";
import type { Rule, RuleResult } from "./types";

/** What a dimension's value is made of. */
export type ValueKind = "count" | "money" | "date" | "weekday" | "id" | "customerType" | "country";
/** Whose property a dimension is: the booking's, a room's or a guest's. */
export type Level = "booking" | "room" | "person";

export const DIMENSIONS: Record<RuleDimension, { level: Level; kind: ValueKind }> = {
  NoOfPax: { level: "booking", kind: "count" },
  NoOfPaxOnTrip: { level: "booking", kind: "count" },
  NoOfPaxInDoubleRoom: { level: "room", kind: "count" },
  Date: { level: "booking", kind: "date" },
  DepartureDay: { level: "booking", kind: "weekday" },
  DaysBeforeTravelDate: { level: "booking", kind: "count" },
  BookingDate: { level: "booking", kind: "date" },
  Bookings: { level: "booking", kind: "id" },
  Resort: { level: "booking", kind: "id" },
  Vessel: { level: "booking", kind: "id" },
  CustomerType: { level: "person", kind: "customerType" },
  Itineraries: { level: "booking", kind: "id" },
  Agencies: { level: "booking", kind: "id" },
  BookingSource: { level: "booking", kind: "id" },
  Nights: { level: "booking", kind: "count" },
  Customers: { level: "person", kind: "id" },
  Schedules: { level: "booking", kind: "id" },
  SpecialsGroup: { level: "booking", kind: "id" },
  Age: { level: "person", kind: "count" },
  PassportCountry: { level: "person", kind: "country" },
  AddressCountry: { level: "person", kind: "country" },
  DayInWeek: { level: "booking", kind: "weekday" },
  RoomType: { level: "room", kind: "id" },
  LastStay: { level: "person", kind: "date" },
  NoOfStays: { level: "person", kind: "count" },
  StayRevenue: { level: "person", kind: "money" },
};

const ORDER: readonly RuleOperator[] = ["GreaterThan", "GreaterThanEquals", "LessThan", "LessThanEquals"];
const SETS: readonly RuleOperator[] = ["Equals", "IsIn", "IsNotIn"];

/** Operators that fit each kind of value: order comparisons only where values are ordered. */
export const OPERATORS_FOR: Record<ValueKind, readonly RuleOperator[]> = {
  count: [...ORDER, ...SETS],
  date: [...ORDER, ...SETS],
  money: [...ORDER, "Equals"],
  weekday: SETS,
  id: SETS,
  customerType: SETS,
  country: SETS,
};

export const operatorsFor = (d: RuleDimension): readonly RuleOperator[] => OPERATORS_FOR[DIMENSIONS[d].kind];

// ---------------------------------------------------------------- value parsing

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;
const isWeekday = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 7;
const isCountry = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z]{2}$/.test(v);
const isMoney = (v: unknown): boolean =>
  (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v));
const isRangeObj = (v: unknown): v is { from: string; to: string } =>
  typeof v === "object" &&
  v !== null &&
  isIsoDate((v as { from?: unknown }).from) &&
  isIsoDate((v as { to?: unknown }).to) &&
  (v as { from: string }).from <= (v as { to: string }).to;

type DayRange = [number, number];

/** A rule's value in the form the evaluator uses. */
type Parsed =
  | { t: "num"; n: number }
  | { t: "nums"; s: Set<number> }
  | { t: "money"; d: Decimal }
  | { t: "ranges"; r: DayRange[] }
  | { t: "strs"; s: Set<string> };

function list<T>(v: unknown, ok: (x: unknown) => x is T): T[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  return v.every(ok) ? (v as T[]) : null;
}

/** Parses a rule's value for its kind and operator; null when it does not fit. */
function parseValue(kind: ValueKind, op: RuleOperator, v: unknown): Parsed | null {
  const set = op === "IsIn" || op === "IsNotIn";
  switch (kind) {
    case "count": {
      if (set) {
        const l = list(v, isCount);
        return l && { t: "nums", s: new Set(l) };
      }
      return isCount(v) ? { t: "num", n: v } : null;
    }
    case "money":
      return isMoney(v) ? { t: "money", d: dec(v as number | string) } : null;
    case "date": {
      if (set) {
        const items = Array.isArray(v) ? v : [v];
        if (items.length === 0) return null;
        const r: DayRange[] = [];
        for (const i of items) {
          if (isIsoDate(i)) r.push([dayNumber(i), dayNumber(i)]);
          else if (isRangeObj(i)) r.push([dayNumber(i.from), dayNumber(i.to)]);
          else return null;
        }
        return { t: "ranges", r };
      }
      return isIsoDate(v) ? { t: "num", n: dayNumber(v) } : null;
    }
    case "weekday": {
      const l = set ? list(v, isWeekday) : isWeekday(v) ? [v] : null;
      return l && { t: "nums", s: new Set(l) };
    }
    case "id": {
      const l = set ? list(v, isId) : isId(v) ? [v] : null;
      return l && { t: "nums", s: new Set(l) };
    }
    case "customerType": {
      const ok = (x: unknown): x is string => isOneOf(CUSTOMER_TYPES, x);
      const l = set ? list(v, ok) : ok(v) ? [v] : null;
      return l && { t: "strs", s: new Set(l) };
    }
    case "country": {
      const l = set ? list(v, isCountry) : isCountry(v) ? [v] : null;
      return l && { t: "strs", s: new Set(l.map((c) => c.toUpperCase())) };
    }
  }
}

// ---------------------------------------------------------------- validation

/** Field errors of one rule; paths like "rules.0.operator". */
export function validateRule(raw: unknown, index = 0, prefix = "rules"): FieldIssue[] {
  const at = (f: string) => `${prefix}.${index}.${f}`;
  if (typeof raw !== "object" || raw === null) return [{ path: `${prefix}.${index}`, message: "validation.required" }];
  const { dimension, operator, value } = raw as { dimension?: unknown; operator?: unknown; value?: unknown };
  if (!isOneOf(RULE_DIMENSIONS, dimension)) return [{ path: at("dimension"), message: "validation.unknownDimension" }];
  if (!isOneOf(RULE_OPERATORS, operator)) return [{ path: at("operator"), message: "validation.unknownOperator" }];
  const kind = DIMENSIONS[dimension].kind;
  if (!OPERATORS_FOR[kind].includes(operator))
    return [{ path: at("operator"), message: "validation.operatorNotForDimension", code: kind }];
  // a date range written back to front gets the dates' own message, not the general one
  const reversed = (Array.isArray(value) ? value : [value]).some(
    (i) =>
      typeof i === "object" &&
      i !== null &&
      isIsoDate((i as { from?: unknown }).from) &&
      isIsoDate((i as { to?: unknown }).to) &&
      (i as { from: string }).from > (i as { to: string }).to,
  );
  if (kind === "date" && reversed) return [{ path: at("value"), message: "validation.dateOrder" }];
  if (!parseValue(kind, operator, value))
    return [
      {
        path: at("value"),
        message: "validation.ruleValue",
        code: `${kind}${operator === "IsIn" || operator === "IsNotIn" ? "List" : ""}`,
      },
    ];
  return [];
}

const isNonNegative = (v: unknown) => isMoney(v) && dec(v as number | string).gte(0);

/** Field errors of a special as sent by a client (a 400 names each field). */
export function validateSpecial(raw: unknown): FieldIssue[] {
  if (typeof raw !== "object" || raw === null) return [{ path: "", message: "validation.required" }];
  const s = raw as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const need = (ok: boolean, path: string, message = "validation.invalidValue") => {
    if (!ok) issues.push({ path, message });
  };
  need(isOneOf(STATUSES, s.status ?? "draft"), "status");
  need(isOneOf(SPECIAL_KINDS, s.kind), "kind");
  need(isOneOf(DISCOUNT_TYPES, s.discount), "discount");
  need(isOneOf(EFFECT_TARGETS, s.target), "target");
  need(isOneOf(SPECIAL_SCOPES, s.scope), "scope");
  need(Array.isArray(s.channels) && s.channels.every((c) => isOneOf(CHANNELS, c)), "channels");
  need(isNonNegative(s.discountValue), "discountValue", "validation.nonNegative");
  need(s.dateRange == null || isRangeObj(s.dateRange), "dateRange", "validation.dateRange");
  need(Array.isArray(s.includeIn ?? []) && ((s.includeIn ?? []) as unknown[]).every(isId), "includeIn");
  for (const f of [
    "autoAdd",
    "unique",
    "deletable",
    "editable",
    "reduce",
    "replaceMatchingRoomPrice",
    "excludeFromTax",
    "excludeFromCommission",
    "includeSpecialsWithSameRule",
  ]) {
    need(s[f] === undefined || typeof s[f] === "boolean", f);
  }
  if (
    s.kind === "AgencyCommission" &&
    isOneOf(DISCOUNT_TYPES, s.discount) &&
    !isOneOf(COMMISSION_DISCOUNT_TYPES, s.discount)
  ) {
    issues.push({ path: "discount", message: "validation.discountNotForKind" });
  }
  if (isNonNegative(s.discountValue)) {
    const v = dec(s.discountValue as number | string);
    if (s.discount === "PerCent" && s.reduce !== false && v.gt(100))
      issues.push({ path: "discountValue", message: "validation.percent" });
    // free places or nights are counted: a whole number, at least one
    if ((s.discount === "FOC" || s.discount === "FOCUnit") && !(v.isInteger() && v.gt(0)))
      issues.push({
        path: "discountValue",
        message: v.isInteger() ? messageKey("validation.min", { min: 1 }) : "validation.integer",
      });
  }
  if (s.target === "ChangeProductCategoryPrice")
    need(
      Array.isArray(s.productCategoryIds) && s.productCategoryIds.length > 0 && s.productCategoryIds.every(isId),
      "productCategoryIds",
      "validation.required",
    );
  if (s.replaceMatchingRoomPrice === true)
    need(isOneOf(ROOM_TARGETS, s.target), "replaceMatchingRoomPrice", "validation.needsRoomTarget");
  if (!Array.isArray(s.rules)) issues.push({ path: "rules", message: "validation.required" });
  else s.rules.forEach((r, i) => issues.push(...validateRule(r, i)));
  return issues;
}

/** Throws the 400 ValidationError naming every wrong field. */
export function assertValidSpecial(raw: unknown): void {
  const fields = validateSpecial(raw);
  if (fields.length) throw new AppError("VALIDATION_ERROR", "validation.special", { fields });
}

// ---------------------------------------------------------------- evaluation

/**
 * What a booking, room or guest has for a dimension: a number (counts, day numbers of dates,
 * ids), a Decimal (money), a string (customer type, country), a list (weekdays of the nights,
 * groups of applied specials) or null when unknown.
 */
export type Fact = number | Decimal | string | readonly number[] | null;

export type CompiledRule = { index: number; rule: Rule; level: Level; kind: ValueKind; test: (f: Fact) => boolean };

function tester(kind: ValueKind, op: RuleOperator, p: Parsed): (f: Fact) => boolean {
  if (p.t === "money") {
    return (f) => {
      if (f === null || typeof f !== "object" || Array.isArray(f)) return false;
      const d = f as Decimal;
      return op === "GreaterThan"
        ? d.gt(p.d)
        : op === "GreaterThanEquals"
          ? d.gte(p.d)
          : op === "LessThan"
            ? d.lt(p.d)
            : op === "LessThanEquals"
              ? d.lte(p.d)
              : d.eq(p.d);
    };
  }
  if (p.t === "num") {
    const n = p.n;
    return (f) => {
      if (typeof f !== "number") return false;
      return op === "GreaterThan"
        ? f > n
        : op === "GreaterThanEquals"
          ? f >= n
          : op === "LessThan"
            ? f < n
            : op === "LessThanEquals"
              ? f <= n
              : f === n;
    };
  }
  if (p.t === "ranges") {
    const hit = (d: number) => p.r.some(([a, b]) => d >= a && d <= b);
    return (f) => (typeof f === "number" ? (op === "IsNotIn" ? !hit(f) : hit(f)) : op === "IsNotIn");
  }
  // sets: Equals and IsIn mean "in the set"; a list fact (weekdays of nights, applied groups)
  // is "in" when every member is (weekdays) or any member is (groups), "not in" when none is
  const s = p.s as Set<number | string>;
  const every = kind === "weekday";
  return (f) => {
    if (f === null) return op === "IsNotIn";
    if (Array.isArray(f)) {
      const arr = f as readonly number[];
      if (op === "IsNotIn") return !arr.some((x) => s.has(x));
      return every ? arr.length > 0 && arr.every((x) => s.has(x)) : arr.some((x) => s.has(x));
    }
    const v = typeof f === "string" && kind === "country" ? f.toUpperCase() : (f as number | string);
    return op === "IsNotIn" ? !s.has(v) : s.has(v);
  };
}

/** The rows a rule names by id: the dimensions whose values are ids, and the model each names. */
export const RULE_ID_MODELS = {
  Bookings: "booking",
  Resort: "resort",
  Vessel: "vessel",
  Itineraries: "tour",
  Agencies: "agency",
  BookingSource: "bookingSource",
  Customers: "customer",
  Schedules: "schedule",
  SpecialsGroup: "specialsGroup",
  RoomType: "roomType",
} as const satisfies Partial<Record<RuleDimension, string>>;
export type RuleIdDimension = keyof typeof RULE_ID_MODELS;

/** The ids each valid rule of `rules` names (rules with errors are validateRule's to report). */
export function ruleReferences(rules: unknown): { index: number; dimension: RuleIdDimension; ids: number[] }[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: Rule, index) => {
    if (validateRule(rule, index).length || !Object.hasOwn(RULE_ID_MODELS, rule.dimension)) return [];
    const p = parseValue("id", rule.operator, rule.value);
    return p?.t === "nums" ? [{ index, dimension: rule.dimension as RuleIdDimension, ids: [...p.s] }] : [];
  });
}

/**
 * A country rule naming a code that is no country ("XX": two letters, but none is there) could
 * never match: refused at its value on a write, like a rule naming a resort that does not exist.
 * Rules with errors are validateRule's to report.
 */
export function unknownRuleCountries(rules: unknown): FieldIssue[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: Rule, index) => {
    if (validateRule(rule, index).length || DIMENSIONS[rule.dimension].kind !== "country") return [];
    const codes = (Array.isArray(rule.value) ? rule.value : [rule.value]) as string[];
    return codes.every(isCountryCode) ? [] : [{ path: `rules.${index}.value`, message: "validation.unknownReference" }];
  });
}

/** Compiles valid rules; invalid ones are reported and make the special unusable. */
export function compileRules(rules: readonly Rule[]): { compiled: CompiledRule[]; issues: FieldIssue[] } {
  const compiled: CompiledRule[] = [];
  const issues: FieldIssue[] = [];
  rules.forEach((rule, index) => {
    const errs = validateRule(rule, index);
    if (errs.length) {
      issues.push(...errs);
      return;
    }
    const { level, kind } = DIMENSIONS[rule.dimension];
    const p = parseValue(kind, rule.operator, rule.value)!;
    compiled.push({ index, rule, level, kind, test: tester(kind, rule.operator, p) });
  });
  return { compiled, issues };
}

export function describeFact(kind: ValueKind, f: Fact): string {
  if (f === null) return "null";
  if (Array.isArray(f)) return f.join(",");
  if (kind === "date" && typeof f === "number") return fromDayNumber(f);
  return String(f);
}

export type Evaluation = { passed: boolean; matched: RuleResult[]; failed: RuleResult | null };

/** Checks rules in order; stops at the first that fails. `facts` gives each dimension's value. */
export function evaluateRules(
  rules: readonly CompiledRule[],
  facts: (d: RuleDimension) => Fact,
  levels?: ReadonlySet<Level>,
): Evaluation {
  const matched: RuleResult[] = [];
  for (const c of rules) {
    if (levels && !levels.has(c.level)) continue;
    const f = facts(c.rule.dimension);
    const passed = c.test(f);
    const r: RuleResult = {
      index: c.index,
      dimension: c.rule.dimension,
      operator: c.rule.operator,
      value: c.rule.value,
      actual: describeFact(c.kind, f),
      passed,
    };
    if (!passed) return { passed: false, matched, failed: r };
    matched.push(r);
  }
  return { passed: true, matched, failed: null };
}

/** Two specials have the same rule when their rules are equal, in any order. */
export function sameRules(a: readonly Rule[], b: readonly Rule[]): boolean {
  if (a.length !== b.length) return false;
  const key = (r: Rule) => `${r.dimension}|${r.operator}|${JSON.stringify(r.value)}`;
  const ka = a.map(key).sort();
  const kb = b.map(key).sort();
  return ka.every((k, i) => k === kb[i]);
}
