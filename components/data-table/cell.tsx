"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { TableColumn } from "./types";

/** One cell, formatted for its type in the user's language. */
export function Cell({ column, row }: { column: TableColumn; row: Record<string, unknown> }) {
  const format = useFormatter();
  const t = useTranslations("common");
  const locale = useLocale();
  const texts = column.localized ? row[column.localized] : undefined;
  // the value in the user's language when the row carries it per language ({de, en})
  const v =
    texts && typeof texts === "object" && (texts as Record<string, unknown>)[locale]
      ? (texts as Record<string, unknown>)[locale]
      : row[column.key];
  if (v === null || v === undefined || v === "") return <span className="text-slate-400">–</span>;
  switch (column.type) {
    case "number":
      // every decimal the value has (an exchange rate's four), in the user's language
      return <>{format.number(Number(v), { maximumFractionDigits: 8 })}</>;
    case "money": {
      // the row's own currency, else the operator's default (the page resolves it)
      const currency =
        (column.currencyKey && row[column.currencyKey] ? String(row[column.currencyKey]) : undefined) ??
        column.currency;
      return (
        <>
          {currency
            ? format.number(Number(v), { style: "currency", currency })
            : format.number(Number(v), { minimumFractionDigits: 2 })}
        </>
      );
    }
    case "percent":
      return <>{format.number(Number(v) / 100, { style: "percent", maximumFractionDigits: 2 })}</>;
    case "date":
      return (
        <>
          {format.dateTime(new Date(`${String(v).slice(0, 10)}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}
        </>
      );
    case "datetime":
      return <>{format.dateTime(new Date(String(v)), { dateStyle: "medium", timeStyle: "short" })}</>;
    case "bool":
      return <span className={v ? "text-success" : "text-slate-400"}>{v ? t("yes") : t("no")}</span>;
    case "enum":
      return <>{column.labels?.[String(v)] ?? String(v)}</>;
    case "color":
      return (
        <span className="inline-flex items-center gap-2">
          <span className="h-4 w-4 rounded border border-slate-300" style={{ background: String(v) }} />
          <code className="text-xs">{String(v)}</code>
        </span>
      );
    case "code":
      return <code className="text-xs">{String(v)}</code>;
    case "list":
      return (
        <>
          {(Array.isArray(v) ? v : [v])
            .map((x) =>
              typeof x === "object" && x && "name" in x
                ? String((x as { name: unknown }).name)
                : (column.labels?.[String(x)] ?? String(x)),
            )
            .join(", ")}
        </>
      );
    default:
      return <>{typeof v === "object" ? JSON.stringify(v) : String(v)}</>;
  }
}
