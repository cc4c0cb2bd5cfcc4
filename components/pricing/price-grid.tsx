"use client";
// The price grid: periods down, room or cabin types across, filled like a spreadsheet. Arrow keys
// and Enter move between cells, a block pasted from a spreadsheet fills the grid from the cell it
// lands in (new periods are added for extra rows), and Save sends every period and entry in one
// request, which the server writes in one transaction. Values are shown per layer: the base price
// or one variant's own values.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { api } from "@/lib/client/api";
import type { ErrorBody } from "@/lib/core/errors";
import { translateMessage } from "@/lib/i18n/message-key";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { formatAmount, formatDate, normalizeAmount, normalizeDate, parseClipboard } from "./grid-paste";

type Per = "room" | "person";
export type GridPeriod = { id: number; name: string; from: string; to: string; override: boolean };
export type GridEntry = {
  periodId: number;
  roomTypeId: number | null;
  per: Per;
  value: string;
  variants: Record<string, string>;
};
export type GridColumn = { roomTypeId: number | null; label: string };

type Cell = { base: string; v: Record<string, string> };
type Row = {
  key: string;
  id?: number;
  name: string;
  from: string;
  to: string;
  override: boolean;
  cells: Record<string, Cell>;
};

const colKey = (c: GridColumn) => (c.roomTypeId == null ? "all" : `rt${c.roomTypeId}`);
const FIXED = ["name", "from", "to"] as const;
let rowSeq = 0;

function rowsFrom(periods: GridPeriod[], entries: GridEntry[], columns: GridColumn[], locale: string): Row[] {
  return periods.map((p) => {
    const cells: Record<string, Cell> = {};
    for (const c of columns) {
      const e = entries.find((x) => x.periodId === p.id && x.roomTypeId === c.roomTypeId);
      cells[colKey(c)] = {
        base: e ? formatAmount(String(e.value), locale) : "",
        v: Object.fromEntries(Object.entries(e?.variants ?? {}).map(([k, v]) => [k, formatAmount(String(v), locale)])),
      };
    }
    // dates as the user's language writes them ("01.01.2026"); save() sends them as YYYY-MM-DD
    const from = formatDate(p.from, locale);
    const to = formatDate(p.to, locale);
    return { key: `r${++rowSeq}`, id: p.id, name: p.name, from, to, override: p.override, cells };
  });
}

function perFrom(entries: GridEntry[], columns: GridColumn[]): Record<string, Per> {
  return Object.fromEntries(
    columns.map((c) => [colKey(c), entries.find((e) => e.roomTypeId === c.roomTypeId)?.per ?? "room"]),
  );
}

/** The day after an ISO date (a new period starts where the last one ended). */
function dayAfter(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "";
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  // a calendar date at UTC midnight: its ISO form is that date (this is not "today")
  return d.toISOString().substring(0, 10);
}

export function PriceGrid(props: {
  priceId: number;
  periods: GridPeriod[];
  entries: GridEntry[];
  columns: GridColumn[];
  variants: { id: number; name: string }[];
  currency: string;
  calculationType: string;
  canEdit: boolean;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const { columns } = props;
  const [rows, setRows] = useState<Row[]>(() => rowsFrom(props.periods, props.entries, columns, locale));
  const [per, setPer] = useState<Record<string, Per>>(() => perFrom(props.entries, columns));
  const [layer, setLayer] = useState<string>("base");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const fields = [...FIXED, ...columns.map(colKey)];
  const readOnly = !props.canEdit;

  /** An amount typed or pasted in any notation, shown in the user's ("80,5" -> "80,50" in German). */
  const shown = (raw: string) => formatAmount(normalizeAmount(raw), locale);
  /** A date typed or pasted in any notation, shown in the user's ("2026-01-01" -> "01.01.2026"). */
  const shownDate = (raw: string) => formatDate(raw, locale);
  /** What a cell shows for a value typed or pasted into it. */
  const cellText = (field: string, raw: string) =>
    field === "name" ? raw : field === "from" || field === "to" ? shownDate(raw) : shown(raw);

  const change = (update: (rows: Row[]) => Row[]) => {
    setRows(update);
    setDirty(true);
    setMessage(null);
  };

  const valueOf = (row: Row, field: string): string => {
    if (field === "name" || field === "from" || field === "to") return row[field];
    const cell = row.cells[field];
    return (layer === "base" ? cell?.base : cell?.v[layer]) ?? "";
  };

  const setValue = (row: Row, field: string, value: string): Row => {
    if (field === "name" || field === "from" || field === "to") return { ...row, [field]: value };
    const cell = row.cells[field] ?? { base: "", v: {} };
    const next = layer === "base" ? { ...cell, base: value } : { ...cell, v: { ...cell.v, [layer]: value } };
    return { ...row, cells: { ...row.cells, [field]: next } };
  };

  const emptyRow = (after?: Row): Row => ({
    key: `r${++rowSeq}`,
    name: "",
    from: after ? shownDate(dayAfter(normalizeDate(after.to))) : "",
    to: "",
    override: false,
    cells: {},
  });

  const focus = (r: number, c: number) => {
    const el = box.current?.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`);
    if (el) {
      el.focus();
      el.select();
    }
  };

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>, r: number, c: number) {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length && el.selectionEnd === el.value.length;
    const all = el.selectionStart === 0 && el.selectionEnd === el.value.length;
    if (e.key === "ArrowDown" || (e.key === "Enter" && !e.shiftKey)) focus(r + 1, c);
    else if (e.key === "ArrowUp" || (e.key === "Enter" && e.shiftKey)) focus(r - 1, c);
    else if (e.key === "ArrowLeft" && (atStart || all)) focus(r, c - 1);
    else if (e.key === "ArrowRight" && (atEnd || all)) focus(r, c + 1);
    else return;
    e.preventDefault();
  }

  function onPaste(e: React.ClipboardEvent<HTMLInputElement>, r: number, c: number) {
    const text = e.clipboardData.getData("text/plain");
    if (!/[\t\n]/.test(text.trim())) return;
    e.preventDefault();
    const block = parseClipboard(text);
    change((old) => {
      const next = [...old];
      block.forEach((cells, i) => {
        while (next.length <= r + i) next.push(emptyRow(next[next.length - 1]));
        let row = next[r + i];
        cells.forEach((raw, j) => {
          const field = fields[c + j];
          if (!field) return;
          row = setValue(row, field, cellText(field, raw));
        });
        next[r + i] = row;
      });
      return next;
    });
  }

  function normalizeOnBlur(r: number, field: string) {
    const row = rows[r];
    const v = valueOf(row, field);
    const n = cellText(field, v);
    if (n !== v) setRows((old) => old.map((x, i) => (i === r ? setValue(x, field, n) : x)));
  }

  async function save() {
    setPending(true);
    setErrors({});
    setMessage(null);
    // which cell each entry of the request came from, to show the server's errors where they belong
    const refs: { r: number; field: string }[] = [];
    const entries = rows.flatMap((row, r) =>
      columns.flatMap((col) => {
        const key = colKey(col);
        const cell = row.cells[key];
        if (!cell?.base.trim()) return [];
        refs.push({ r, field: key });
        const variants = Object.fromEntries(
          Object.entries(cell.v)
            .filter(([, v]) => v.trim())
            .map(([k, v]) => [k, normalizeAmount(v)]),
        );
        return [
          { periodIndex: r, roomTypeId: col.roomTypeId, per: per[key], value: normalizeAmount(cell.base), variants },
        ];
      }),
    );
    const body = {
      periods: rows.map((row, i) => ({
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        from: normalizeDate(row.from),
        to: normalizeDate(row.to),
        override: row.override,
        sort: i,
      })),
      entries,
    };
    const res = await api<{ periods: GridPeriod[]; entries: GridEntry[] }>(`/api/price/${props.priceId}`, { body });
    setPending(false);
    if (!res.ok) {
      setErrors(errorCells(res.error, refs));
      setMessage({ tone: "error", text: translateMessage(t as never, res.error.message) });
      return;
    }
    setRows(rowsFrom(res.data.periods, res.data.entries, columns, locale));
    setDirty(false);
    setMessage({ tone: "success", text: t("prices.grid.saved") });
    router.refresh();
  }

  function errorCells(error: ErrorBody, refs: { r: number; field: string }[]) {
    const out: Record<string, string> = {};
    for (const f of error.fields ?? []) {
      const text = translateMessage(t as never, f.message);
      const p = /^periods\.(\d+)\.(\w+)/.exec(f.path);
      const q = /^entries\.(\d+)/.exec(f.path);
      if (p) out[`${p[1]}.${FIXED.includes(p[2] as never) ? p[2] : "name"}`] ??= text;
      else if (q && refs[Number(q[1])]) out[`${refs[Number(q[1])].r}.${refs[Number(q[1])].field}`] ??= text;
    }
    return out;
  }

  const unit = props.calculationType === "complete" ? t("prices.grid.perTrip") : t("prices.grid.perNight");
  const input = (row: Row, r: number, c: number, field: string, label: string, className?: string) => {
    const error = errors[`${r}.${field}`];
    return (
      <div>
        <input
          data-row={r}
          data-col={c}
          data-testid={`grid-${r}-${field}`}
          aria-label={label}
          aria-invalid={!!error}
          title={error}
          readOnly={readOnly}
          value={valueOf(row, field)}
          placeholder={field === "from" || field === "to" ? t("prices.grid.datePlaceholder") : undefined}
          inputMode={c >= FIXED.length ? "decimal" : undefined}
          onChange={(e) => change((old) => old.map((x, i) => (i === r ? setValue(x, field, e.target.value) : x)))}
          onKeyDown={(e) => onKeyDown(e, r, c)}
          onPaste={(e) => onPaste(e, r, c)}
          onBlur={() => normalizeOnBlur(r, field)}
          className={cn(
            "h-8 w-full rounded border border-transparent bg-transparent px-2 text-sm focus:border-brand-500 focus:bg-white focus:outline-none",
            c >= FIXED.length && "text-right tabular-nums",
            error && "border-error bg-error-soft",
            className,
          )}
        />
        {error && (
          <p role="alert" className="px-2 text-xs text-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-3" data-testid="price-grid">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">{t("prices.grid.layer")}:</span>
        {[
          { id: "base", name: t("prices.grid.base") },
          ...props.variants.map((v) => ({ id: String(v.id), name: v.name })),
        ].map((l) => (
          <Button
            key={l.id}
            size="sm"
            variant={layer === l.id ? "primary" : "secondary"}
            onClick={() => setLayer(l.id)}
            aria-pressed={layer === l.id}
            data-testid={`layer-${l.id}`}
          >
            {l.name}
          </Button>
        ))}
        <span className="ml-auto text-xs text-slate-500">
          {props.currency} · {unit}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        {layer === "base" ? t("prices.grid.hint") : t("prices.grid.variantHint")}
      </p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {columns.length === 0 && <Alert tone="info">{t("prices.grid.noRoomTypes")}</Alert>}
      <div ref={box} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="min-w-48 px-2 py-2">{t("prices.grid.period")}</th>
              <th className="min-w-28 px-2 py-2">{t("prices.grid.from")}</th>
              <th className="min-w-28 px-2 py-2">{t("prices.grid.to")}</th>
              <th className="px-2 py-2" title={t("prices.grid.overrideHint")}>
                {t("prices.grid.override")}
              </th>
              {columns.map((col) => (
                <th key={colKey(col)} className="min-w-32 px-2 py-2 text-right">
                  <div>{col.label}</div>
                  <select
                    aria-label={`${col.label}: ${t("prices.fields.basePricePer")}`}
                    className="mt-1 rounded border border-slate-200 bg-white text-xs normal-case"
                    value={per[colKey(col)]}
                    disabled={readOnly}
                    onChange={(e) => {
                      setPer({ ...per, [colKey(col)]: e.target.value as Per });
                      setDirty(true);
                    }}
                  >
                    <option value="room">{t("prices.per.room")}</option>
                    <option value="person">{t("prices.per.person")}</option>
                  </select>
                </th>
              ))}
              <th className="px-2 py-2" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row.key} className="border-t border-slate-100">
                <td className="px-1 py-1">{input(row, r, 0, "name", t("prices.grid.period"))}</td>
                <td className="px-1 py-1">{input(row, r, 1, "from", t("prices.grid.from"))}</td>
                <td className="px-1 py-1">{input(row, r, 2, "to", t("prices.grid.to"))}</td>
                <td className="px-2 py-1 text-center">
                  <input
                    type="checkbox"
                    aria-label={t("prices.grid.override")}
                    checked={row.override}
                    disabled={readOnly}
                    onChange={(e) =>
                      change((old) => old.map((x, i) => (i === r ? { ...x, override: e.target.checked } : x)))
                    }
                  />
                </td>
                {columns.map((col, j) => (
                  <td key={colKey(col)} className="px-1 py-1">
                    {input(
                      row,
                      r,
                      FIXED.length + j,
                      colKey(col),
                      `${col.label}, ${row.name || t("prices.grid.period")}`,
                      layer !== "base" && !row.cells[colKey(col)]?.base ? "bg-slate-50" : undefined,
                    )}
                  </td>
                ))}
                <td className="px-1 py-1">
                  {!readOnly && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("prices.grid.removePeriod")}
                      title={t("prices.grid.removePeriod")}
                      onClick={() => change((old) => old.filter((_, i) => i !== r))}
                    >
                      ×
                    </Button>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={fields.length + 2} className="px-3 py-6 text-center text-slate-500">
                  {t("prices.grid.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => change((old) => [...old, emptyRow(old[old.length - 1])])}
            data-testid="grid-add-period"
          >
            + {t("prices.grid.addPeriod")}
          </Button>
          <Button onClick={() => void save()} disabled={pending} data-testid="grid-save">
            {t("common.save")}
          </Button>
          {dirty && <span className="text-sm text-slate-500">{t("prices.grid.unsaved")}</span>}
        </div>
      )}
    </div>
  );
}
