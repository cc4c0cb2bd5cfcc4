"use client";
// The rule editor of a special: an operator composes rules without typing JSON. A dimension
// offers only the operators that fit it (the engine's OPERATORS_FOR), and the value gets the
// input its kind needs: a number, an amount, a date or a list of dates and ranges, weekdays,
// customer types, countries, or a choice of resorts, vessels, tours, departures, agencies ...
// Each rule is checked in the browser by the engine's own validateRule as the operator types.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DIMENSIONS, OPERATORS_FOR, validateRule } from "@/lib/domain/pricing/rules";
import { CUSTOMER_TYPES, RULE_DIMENSIONS, type RuleDimension, type RuleOperator } from "@/lib/domain/pricing/enums";
import { translateMessage } from "@/lib/i18n/message-key";
import type { Option } from "@/lib/resources/screen";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { cn } from "../ui/cn";

export type RuleDraft = { dimension: string; operator: string; value: unknown };

const isList = (op: string) => op === "IsIn" || op === "IsNotIn";
const LEVELS = ["booking", "room", "person"] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** A sensible empty value for a dimension and operator. */
function emptyValue(dimension: RuleDimension, op: string): unknown {
  if (isList(op)) return [];
  return DIMENSIONS[dimension].kind === "weekday" ? 6 : "";
}

/** Keeps what can be kept when the operator changes between one value and a list. */
function convertValue(value: unknown, fromList: boolean, toList: boolean): unknown {
  if (fromList === toList) return value;
  if (toList) return value === "" || value == null ? [] : [value];
  return Array.isArray(value) ? (value[0] ?? "") : value;
}

export function RuleEditor({
  rules,
  onChange,
  options,
  countries,
  errors,
  readOnly,
}: {
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  /** choices for the id dimensions, by dimension */
  options: Record<string, Option[]>;
  countries: Option[];
  /** the server's errors by path ("rules.0.operator") */
  errors: Record<string, string>;
  readOnly?: boolean;
}) {
  const t = useTranslations();
  const set = (i: number, rule: RuleDraft) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  const add = () => onChange([...rules, { dimension: "NoOfPax", operator: "GreaterThanEquals", value: "" }]);

  return (
    <div className="space-y-3" data-testid="rule-editor">
      {rules.length === 0 && <p className="text-sm text-slate-500">{t("specials.editor.noRules")}</p>}
      {rules.map((rule, i) => {
        const dim = (RULE_DIMENSIONS as readonly string[]).includes(rule.dimension)
          ? (rule.dimension as RuleDimension)
          : null;
        const ops = dim ? OPERATORS_FOR[DIMENSIONS[dim].kind] : [];
        // the engine's own check, translated; the server's message wins when it has one
        const local = Object.fromEntries(
          validateRule(rule, i).map((x) => [x.path, translateMessage(t as never, x.message)]),
        );
        const error = (f: string) =>
          errors[`rules.${i}.${f}`] ?? (touched(rule) ? local[`rules.${i}.${f}`] : undefined);
        return (
          <div
            key={i}
            className="grid gap-2 rounded-md border border-slate-200 p-3 md:grid-cols-[14rem_12rem_1fr_auto]"
            data-testid={`rule-${i}`}
          >
            <div>
              <Select
                aria-label={t("specials.editor.dimension")}
                data-testid={`rule-${i}-dimension`}
                value={dim ?? ""}
                disabled={readOnly}
                aria-invalid={!!error("dimension")}
                onChange={(e) => {
                  const d = e.target.value as RuleDimension;
                  const op = OPERATORS_FOR[DIMENSIONS[d].kind].includes(rule.operator as RuleOperator)
                    ? rule.operator
                    : OPERATORS_FOR[DIMENSIONS[d].kind][0];
                  const sameKind = dim && DIMENSIONS[dim].kind === DIMENSIONS[d].kind;
                  set(i, { dimension: d, operator: op, value: sameKind ? rule.value : emptyValue(d, op) });
                }}
              >
                {!dim && <option value="">{t("common.choose")}</option>}
                {LEVELS.map((level) => (
                  <optgroup key={level} label={t(`specials.editor.levels.${level}`)}>
                    {RULE_DIMENSIONS.filter((d) => DIMENSIONS[d].level === level).map((d) => (
                      <option key={d} value={d}>
                        {t(`pricing.dimensions.${d}`)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
              {dim && <p className="mt-1 text-xs text-slate-500">{t(`pricing.dimensionHints.${dim}`)}</p>}
              <FieldError text={error("dimension")} />
            </div>
            <div>
              <Select
                aria-label={t("specials.editor.operator")}
                data-testid={`rule-${i}-operator`}
                value={ops.includes(rule.operator as RuleOperator) ? rule.operator : ""}
                disabled={readOnly || !dim}
                aria-invalid={!!error("operator")}
                onChange={(e) =>
                  set(i, {
                    ...rule,
                    operator: e.target.value,
                    value: convertValue(rule.value, isList(rule.operator), isList(e.target.value)),
                  })
                }
              >
                {!ops.includes(rule.operator as RuleOperator) && <option value="">{t("common.choose")}</option>}
                {ops.map((op) => (
                  <option key={op} value={op}>
                    {t(`pricing.operators.${op}`)}
                  </option>
                ))}
              </Select>
              <FieldError text={error("operator")} />
            </div>
            <div>
              {dim && (
                <ValueInput
                  key={`${dim}:${isList(rule.operator)}`}
                  dimension={dim}
                  list={isList(rule.operator)}
                  value={rule.value}
                  onChange={(value) => set(i, { ...rule, value })}
                  options={options[dim] ?? []}
                  countries={countries}
                  readOnly={readOnly}
                  testId={`rule-${i}-value`}
                  invalid={!!error("value")}
                />
              )}
              <FieldError text={error("value")} />
            </div>
            <div>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(rules.filter((_, j) => j !== i))}
                  aria-label={t("specials.editor.removeRule")}
                  data-testid={`rule-${i}-remove`}
                >
                  ×
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {!readOnly && (
        <Button variant="secondary" size="sm" onClick={add} data-testid="rule-add">
          + {t("specials.editor.addRule")}
        </Button>
      )}
    </div>
  );
}

/** A rule counts as touched once it has a value: a fresh row does not shout at once. */
// nothing typed yet: an empty value, or only empty entries (a date range just added, both dates blank)
const blank = (x: unknown): boolean =>
  x === "" ||
  x === null ||
  x === undefined ||
  (Array.isArray(x) ? x.every(blank) : typeof x === "object" && Object.values(x as object).every(blank));
const touched = (r: RuleDraft) => !blank(r.value);

function FieldError({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="mt-1 text-xs text-error">
      {text}
    </p>
  ) : null;
}

type ValueProps = {
  dimension: RuleDimension;
  list: boolean;
  value: unknown;
  onChange: (v: unknown) => void;
  options: Option[];
  countries: Option[];
  readOnly?: boolean;
  testId: string;
  invalid: boolean;
};

/** The value input its dimension's kind needs. */
function ValueInput(p: ValueProps) {
  const t = useTranslations();
  const kind = DIMENSIONS[p.dimension].kind;
  const common = { "aria-label": t("specials.editor.value"), "aria-invalid": p.invalid, disabled: p.readOnly };
  const values = Array.isArray(p.value) ? p.value : [];

  if (kind === "weekday" || kind === "customerType" || (kind === "id" && p.options.length) || kind === "country") {
    const choices: Option[] =
      kind === "weekday"
        ? WEEKDAYS.map((d) => ({ value: String(d), label: t(`pricing.weekdays.${d}`) }))
        : kind === "customerType"
          ? CUSTOMER_TYPES.map((c) => ({ value: c, label: t(`customers.types.${c}`) }))
          : kind === "country"
            ? p.countries
            : p.options;
    const typed = (v: string) => (kind === "weekday" || kind === "id" ? Number(v) : v);
    if (!p.list)
      return (
        <Select
          {...common}
          data-testid={p.testId}
          value={p.value === "" || p.value == null ? "" : String(p.value)}
          onChange={(e) => p.onChange(e.target.value === "" ? "" : typed(e.target.value))}
        >
          <Options options={choices} empty={t("common.choose")} />
        </Select>
      );
    const selected = new Set(values.map(String));
    if (kind === "country")
      return (
        <div>
          <select
            {...common}
            multiple
            size={6}
            data-testid={p.testId}
            className="block w-full rounded-md border border-slate-300 bg-white text-sm"
            value={[...selected]}
            onChange={(e) => p.onChange([...e.target.selectedOptions].map((o) => o.value))}
          >
            <Options options={choices} />
          </select>
          {/* the list shows a few at a time: what is chosen, in words */}
          <p className="mt-1 text-xs text-slate-600" data-testid={`${p.testId}-chosen`}>
            {t("specials.editor.chosen", {
              list:
                choices
                  .filter((o) => selected.has(String(o.value)))
                  .map((o) => o.label)
                  .join(", ") || "–",
            })}
          </p>
        </div>
      );
    return (
      <div
        data-testid={p.testId}
        className={cn(
          "flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-md border p-2",
          p.invalid ? "border-error" : "border-slate-200",
        )}
      >
        {choices.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              disabled={p.readOnly}
              checked={selected.has(o.value)}
              onChange={(e) => {
                const next = new Set(selected);
                if (e.target.checked) next.add(o.value);
                else next.delete(o.value);
                p.onChange(choices.filter((c) => next.has(c.value)).map((c) => typed(c.value)));
              }}
            />
            {o.label}
          </label>
        ))}
      </div>
    );
  }

  if (kind === "date") {
    if (!p.list)
      return (
        <Input
          {...common}
          type="date"
          data-testid={p.testId}
          value={typeof p.value === "string" ? p.value : ""}
          onChange={(e) => p.onChange(e.target.value)}
        />
      );
    return <DateList {...p} />;
  }

  // counts, amounts and ids without a list of choices (customers, bookings): typed numbers
  if (p.list) return <NumberList {...p} />;
  return (
    <Input
      {...common}
      data-testid={p.testId}
      inputMode={kind === "money" ? "decimal" : "numeric"}
      value={p.value == null ? "" : String(p.value)}
      onChange={(e) => {
        const v = e.target.value.trim().replace(",", ".");
        p.onChange(kind === "money" ? v : /^\d+$/.test(v) ? Number(v) : v);
      }}
    />
  );
}

/** Numbers separated by commas; the text is kept while typing, the value is the parsed list. */
function NumberList(p: ValueProps) {
  const t = useTranslations();
  const [text, setText] = useState(Array.isArray(p.value) ? p.value.join(", ") : "");
  return (
    <div>
      <Input
        aria-label={t("specials.editor.value")}
        aria-invalid={p.invalid}
        disabled={p.readOnly}
        data-testid={p.testId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const parts = e.target.value
            .split(/[,;\s]+/)
            .map((s) => s.trim())
            .filter(Boolean);
          p.onChange(parts.every((s) => /^\d+$/.test(s)) ? parts.map(Number) : e.target.value);
        }}
      />
      <p className="mt-1 text-xs text-slate-500">{t("specials.editor.listHint")}</p>
    </div>
  );
}

type DateItem = string | { from: string; to: string };

/** Dates and date ranges: each row one day, or a range when "to" is filled. */
function DateList(p: ValueProps) {
  const t = useTranslations();
  const items = (Array.isArray(p.value) ? p.value : []) as DateItem[];
  const rows = items.map((i) => (typeof i === "string" ? { from: i, to: "" } : { from: i.from, to: i.to }));
  const write = (next: { from: string; to: string }[]) =>
    p.onChange(next.map((r) => (r.to && r.to !== r.from ? { from: r.from, to: r.to } : r.from)));
  return (
    <div className="space-y-2" data-testid={p.testId}>
      {rows.map((r, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            type="date"
            aria-label={t("specials.editor.dateFrom")}
            disabled={p.readOnly}
            value={r.from}
            onChange={(e) => write(rows.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)))}
          />
          <span className="text-slate-400">–</span>
          <Input
            type="date"
            aria-label={t("specials.editor.dateTo")}
            disabled={p.readOnly}
            value={r.to}
            onChange={(e) => write(rows.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)))}
          />
          {!p.readOnly && (
            <Button variant="ghost" size="sm" onClick={() => write(rows.filter((_, j) => j !== i))}>
              ×
            </Button>
          )}
        </div>
      ))}
      {!p.readOnly && (
        <Button variant="secondary" size="sm" onClick={() => write([...rows, { from: "", to: "" }])}>
          + {t("specials.editor.addDate")}
        </Button>
      )}
    </div>
  );
}
