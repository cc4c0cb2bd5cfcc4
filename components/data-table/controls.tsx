"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import type { Option } from "@/lib/resources/screen";
import type { TableFilter, TableQuery } from "./types";

/** Search as you type, a moment after the last key. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useTranslations("table");
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <label className="block w-64">
      <span className="sr-only">{t("search")}</span>
      <Input
        type="search"
        value={text}
        placeholder={t("searchPlaceholder")}
        onValue={setText}
        className="h-9"
        data-testid="table-search"
      />
    </label>
  );
}

/**
 * One filter of a list: a select (or yes/no), a text or a date. `owner`: the resort or vessel the
 * list is filtered to; room types and decks of others are not offered.
 */
export function FilterControl({
  filter,
  value,
  owner,
  onChange,
}: {
  filter: TableFilter;
  value: string;
  owner?: string;
  onChange: (v: string) => void;
}) {
  const t = useTranslations();
  const common = "h-9 w-44";
  return (
    <label className="block text-xs text-slate-500">
      {filter.label}
      {filter.type === "select" || filter.type === "bool" ? (
        <Select className={common} value={value} onValue={onChange} data-testid={`filter-${filter.key}`}>
          <option value="">{t("table.all")}</option>
          {filter.type === "bool" ? (
            <Options
              options={[
                { value: "true", label: t("common.yes") },
                { value: "false", label: t("common.no") },
              ]}
            />
          ) : (
            <GroupedOptions
              options={(filter.options ?? []).filter(
                (o) => !owner || !o.owner || o.owner === owner || o.value === value,
              )}
            />
          )}
        </Select>
      ) : (
        <Input
          className={common}
          type={filter.type === "date" ? "date" : "text"}
          defaultValue={value}
          onBlur={(e) => e.target.value !== value && onChange(e.target.value)}
          data-testid={`filter-${filter.key}`}
        />
      )}
    </label>
  );
}

/** A filter change as a new query: an empty value drops the filter. */
export function withFilter(query: TableQuery, key: string, value: string): Record<string, string> {
  const next = { ...query.filter };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

/** Total, rows per page, page x of y, previous and next. */
export function Pager({
  total,
  query,
  sizes,
  update,
}: {
  total: number;
  query: TableQuery;
  sizes: number[];
  update: (change: Partial<TableQuery>, o?: { resetPage?: boolean }) => void;
}) {
  const t = useTranslations("table");
  const pages = Math.max(1, Math.ceil(total / query.size));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <span data-testid="table-total">{t("total", { total })}</span>
      <div className="flex items-center gap-3">
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t("perPage")}
          <Select className="h-8 w-20" value={query.size} onChange={(e) => update({ size: Number(e.target.value) })}>
            {[...new Set([...sizes, query.size])]
              .sort((a, b) => a - b)
              .map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
          </Select>
        </label>
        <span data-testid="table-page">{t("pageOf", { page: query.page, pages })}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("previous")}
          disabled={query.page <= 1}
          onClick={() => update({ page: query.page - 1 }, { resetPage: false })}
        >
          ‹
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("next")}
          disabled={query.page >= pages}
          onClick={() => update({ page: query.page + 1 }, { resetPage: false })}
        >
          ›
        </Button>
      </div>
    </div>
  );
}

/**
 * Options, under the name of their resort or vessel when they carry one: room types and decks of
 * several assets share names ("Double"), and a filter must tell them apart.
 */
function GroupedOptions({ options }: { options: readonly Option[] }) {
  const option = (o: Option) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  if (!options.some((o) => o.group)) return <>{options.map(option)}</>;
  const groups = new Map<string, Option[]>();
  for (const o of options) groups.set(o.group ?? "", [...(groups.get(o.group ?? "") ?? []), o]);
  return (
    <>
      {[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, list]) =>
          group ? (
            <optgroup key={group} label={group}>
              {list.map(option)}
            </optgroup>
          ) : (
            list.map(option)
          ),
        )}
    </>
  );
}
