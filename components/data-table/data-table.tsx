"use client";
import type { ResourceName } from "@/lib/composition/resources";
import { LazyMenu } from "../ui/lazy-menu";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from "@tanstack/react-table";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Cell } from "./cell";
import { FilterControl, Pager, SearchBox, withFilter } from "./controls";
import { SavedFilters } from "./saved-filters";
import type { SavedFilterRef, TableColumn, TableFilter, TableQuery, TableResult } from "./types";
import { toQueryString, useTableUrl } from "./use-table-url";

export type DataTableProps = {
  /** remembers the chosen columns */
  id: string;
  resource: ResourceName;
  columns: TableColumn[];
  filters?: TableFilter[];
  result: TableResult;
  query: TableQuery;
  /** row link with {field} placeholders: "/customer/view/{id}" */
  rowHref?: string;
  /** instead of a link: the row is handed to a client handler (edit dialogs) */
  onRowClick?: (row: Record<string, unknown>) => void;
  /**
   * with rowHref: a plain click on the row or its link (or Enter on the link) hands the row to
   * this handler instead of leaving the list (the booking drawer); the link stays, so a click with
   * ctrl, cmd, shift or the middle button still opens the page
   */
  onRowOpen?: (row: Record<string, unknown>) => void;
  searchable?: boolean;
  csv?: boolean;
  savedFilters?: SavedFilterRef[];
  savedFilterHref?: string;
  /** the list's primary action ("+ New"): always at the same place, first on the right */
  toolbar?: React.ReactNode;
  /** what the list is for, said when it is still empty */
  emptyText?: string;
  /** the first action offered by an empty list (usually the same "+ New") */
  emptyAction?: React.ReactNode;
};

const PAGE_SIZES = [10, 25, 50, 100];
const fill = (template: string, row: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(row[k] ?? "")));

/**
 * One list screen for every resource: server-side paging, sorting, search and filters (all in
 * the address), a column menu, CSV export, row links, saved filters, empty and error states.
 */
export function DataTable(props: DataTableProps) {
  const { columns, result, query } = props;
  const t = useTranslations("table");
  const router = useRouter();
  const { update, pending } = useTableUrl(query);
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.key, false])),
  );
  const storageKey = `sta.table.${props.id}.columns`;

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) ?? "null");
      if (saved && typeof saved === "object") setVisibility(saved);
    } catch {
      /* no saved choice */
    }
  }, [storageKey]);

  const defs = useMemo<ColumnDef<Record<string, unknown>>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        accessorKey: c.key,
        header: c.label,
        cell: ({ row }) => <Cell column={c} row={row.original} />,
        enableSorting: !!c.sort,
      })),
    [columns],
  );
  const data = "data" in result ? result.data : [];
  const table = useReactTable({
    data,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (updater) => {
      setVisibility((old) => {
        const next = typeof updater === "function" ? updater(old) : updater;
        localStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    },
  });

  const filtered = !!query.search || Object.keys(query.filter).length > 0;
  const csvHref = `/api/${props.resource}/listCSV?${toQueryString({ ...query, page: 1 })}`;

  return (
    <div className="space-y-3" data-testid={`table-${props.id}`} aria-busy={pending}>
      <div className="flex flex-wrap items-end gap-3">
        {props.searchable !== false && (
          <SearchBox value={query.search ?? ""} onChange={(search) => update({ search: search || undefined })} />
        )}
        {props.filters?.map((f) => (
          <FilterControl
            key={f.key}
            filter={f}
            value={query.filter[f.key] ?? ""}
            owner={ownerFilter(query.filter)}
            onChange={(v) => update({ filter: withFilter(query, f.key, v) })}
          />
        ))}
        <div className="ml-auto flex items-center gap-2">
          {props.toolbar}
          <ColumnMenu
            label={t("columns")}
            columns={columns}
            visibility={visibility}
            onToggle={(key, on) => table.getColumn(key)?.toggleVisibility(on)}
          />
          {props.csv !== false && (
            <a
              href={csvHref}
              download
              className="inline-flex h-8 items-center rounded-md px-3 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
              data-testid="export-csv"
            >
              {t("exportCsv")}
            </a>
          )}
        </div>
      </div>
      {props.savedFilters && (
        <SavedFilters
          resource={props.resource}
          query={query}
          filters={props.savedFilters}
          href={props.savedFilterHref}
        />
      )}

      {"error" in result ? (
        <Alert>{t("loadError", { message: result.error })}</Alert>
      ) : (
        <div
          className={cn(
            "overflow-x-auto rounded-lg border border-slate-200 bg-white transition-opacity",
            pending && "opacity-60",
          )}
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              {table.getHeaderGroups().map((hg) => (
                <tr key={hg.id}>
                  {hg.headers.map((h) => {
                    const col = columns.find((c) => c.key === h.column.id)!;
                    const active = query.sort === col.sort && !!col.sort;
                    return (
                      <th
                        key={h.id}
                        scope="col"
                        className="whitespace-nowrap px-3 py-2 font-medium"
                        aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : undefined}
                      >
                        {col.sort ? (
                          <button
                            type="button"
                            className="inline-flex items-center gap-1 hover:text-slate-900"
                            aria-label={t("sortBy", { column: col.label })}
                            onClick={() =>
                              update({ sort: col.sort, order: active && query.order === "asc" ? "desc" : "asc" })
                            }
                          >
                            {flexRender(h.column.columnDef.header, h.getContext())}
                            <span aria-hidden className={active ? "text-brand-600" : "text-slate-300"}>
                              {active && query.order === "desc" ? "▼" : "▲"}
                            </span>
                          </button>
                        ) : (
                          flexRender(h.column.columnDef.header, h.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.getRowModel().rows.map((row) => {
                const href = props.rowHref ? fill(props.rowHref, row.original) : undefined;
                const clickable = !!href || !!props.onRowClick;
                return (
                  <tr
                    key={row.id}
                    className={cn(clickable && "cursor-pointer hover:bg-brand-50/50")}
                    onClick={
                      clickable
                        ? () =>
                            props.onRowOpen
                              ? props.onRowOpen(row.original)
                              : href
                                ? router.push(href)
                                : props.onRowClick!(row.original)
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell, i) => (
                      <td key={cell.id} className="whitespace-nowrap px-3 py-2">
                        {/* the first cell is the row's link or button: rows open with the keyboard too */}
                        {i === 0 && href ? (
                          <Link
                            href={href}
                            className="font-medium text-brand-700 hover:underline"
                            data-testid="row-link"
                            onClick={(e) => {
                              e.stopPropagation();
                              if (
                                !props.onRowOpen ||
                                e.button !== 0 ||
                                e.ctrlKey ||
                                e.metaKey ||
                                e.shiftKey ||
                                e.altKey
                              )
                                return;
                              e.preventDefault();
                              props.onRowOpen(row.original);
                            }}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Link>
                        ) : i === 0 && props.onRowClick ? (
                          <button
                            type="button"
                            className="text-left font-medium text-brand-700 hover:underline"
                            data-testid="row-open"
                            onClick={(e) => {
                              e.stopPropagation();
                              props.onRowClick!(row.original);
                            }}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </button>
                        ) : (
                          flexRender(cell.column.columnDef.cell, cell.getContext())
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.length === 0 && (
            <div className="p-8 text-center text-sm text-slate-600" data-testid="table-empty">
              <p className={cn(!filtered && "font-medium text-slate-800")}>
                {filtered ? t("emptyFiltered") : t("empty")}
              </p>
              {!filtered && props.emptyText && (
                <p className="mx-auto mt-1 max-w-prose" data-testid="table-empty-purpose">
                  {props.emptyText}
                </p>
              )}
              {filtered ? (
                <div className="mt-3">
                  <Button variant="secondary" size="sm" onClick={() => update({ search: undefined, filter: {} })}>
                    {t("clearFilters")}
                  </Button>
                </div>
              ) : (
                props.emptyAction && <div className="mt-3 flex justify-center">{props.emptyAction}</div>
              )}
            </div>
          )}
        </div>
      )}

      {"total" in result && <Pager total={result.total} query={query} sizes={PAGE_SIZES} update={update} />}
    </div>
  );
}

/**
 * Which columns show: a menu (Radix) that opens with Enter, Space or the arrow keys, moves with
 * the arrows, toggles with Enter or Space and closes with Escape, focus back on its button.
 */
function ColumnMenu({
  label,
  columns,
  visibility,
  onToggle,
}: {
  label: string;
  columns: TableColumn[];
  visibility: VisibilityState;
  onToggle: (key: string, on: boolean) => void;
}) {
  return (
    <LazyMenu
      trigger={
        <button
          type="button"
          className="inline-flex h-8 items-center rounded-md px-3 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          data-testid="columns-menu"
        >
          {label}
        </button>
      }
      content={({ Menu, MenuPanel }) => (
        <MenuPanel sideOffset={4} className="max-h-80 w-56 overflow-y-auto p-1" data-testid="columns-menu-content">
          {columns.map((c) => (
            <Menu.CheckboxItem
              key={c.key}
              checked={visibility[c.key] !== false}
              // stay open: several columns are usually changed at once
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(on) => onToggle(c.key, on)}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <span
                aria-hidden
                className="grid h-4 w-4 place-items-center rounded border border-slate-400 text-xs text-brand-700"
              >
                <Menu.ItemIndicator>✓</Menu.ItemIndicator>
              </span>
              {c.label}
            </Menu.CheckboxItem>
          ))}
        </MenuPanel>
      )}
    />
  );
}

/** The resort or vessel a list is filtered to ("resort:3"): its room types and decks are the ones to offer. */
const ownerFilter = (filter: Record<string, string>) =>
  filter.resortId ? `resort:${filter.resortId}` : filter.vesselId ? `vessel:${filter.vesselId}` : undefined;
