"use client";
// A bank account's statement import (/bank/{id}, tab import): a file is chosen, its first part
// previewed (POST /api/banks/{id}/import/preview: format, encoding, the first rows, a suggested
// and the kept CSV column mapping), the mapping checked and changed with selects, then the whole
// file imported (POST /api/banks/{id}/import/csv with Accept: application/x-ndjson) with a
// progress bar fed by the answer's {done,total} lines, and its result or its error (line, field).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { readAnswer } from "@/lib/client/api";
import type { ErrorBody } from "@/lib/core/errors";
import { DATE_FORMATS, MAPPED_COLUMNS } from "@/lib/domain/banks/statement-mapping";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";

const COLUMNS = MAPPED_COLUMNS;
const DELIMITERS = { ";": "semicolon", ",": "comma", "\t": "tab", "|": "pipe" } as const;
type Delimiter = keyof typeof DELIMITERS;
type Mapping = {
  delimiter: Delimiter;
  encoding?: string;
  skip: number;
  dateFormat: string;
  decimal: "," | ".";
  columns: Partial<Record<(typeof COLUMNS)[number], number>>;
};
type Preview = {
  format: "csv" | "camt053" | "mt940";
  encoding: string;
  delimiter: Delimiter | null;
  skip: number;
  header: string[] | null;
  rows: string[][];
  suggested: Mapping | null;
  saved: Mapping | null;
};
type Result = { rows: number; added: number; skipped: number };

/** The preview reads the file's start only: the header and the first rows. */
const PREVIEW_BYTES = 256 * 1024;

const errorText = (e: Pick<ErrorBody, "message" | "fields">) =>
  [e.message, ...(e.fields ?? []).map((f) => f.message)].filter(Boolean).join(" ");

export function StatementImport({ bankId, entriesHref }: { bankId: number; entriesHref: string }) {
  const t = useTranslations("banks.import");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function loadPreview(f: File, options: { delimiter?: string; skip?: number } = {}) {
    setBusy(true);
    setError(null);
    setResult(null);
    const form = new FormData();
    form.append("file", new File([f.slice(0, PREVIEW_BYTES)], f.name, { type: f.type }));
    if (options.delimiter) form.append("delimiter", options.delimiter);
    if (options.skip !== undefined) form.append("skip", String(options.skip));
    const url = `/api/banks/${bankId}/import/preview`;
    const res = await readAnswer<Preview>(await fetch(url, { method: "POST", body: form }), url, "POST");
    setBusy(false);
    if (!res.ok) {
      setPreview(null);
      return setError(errorText(res.error));
    }
    const p = res.data;
    setPreview(p);
    const base = p.saved ?? p.suggested;
    setMapping(
      p.format !== "csv"
        ? null
        : {
            delimiter: (options.delimiter as Delimiter | undefined) ?? base?.delimiter ?? p.delimiter ?? ";",
            encoding: base?.encoding,
            skip: options.skip ?? base?.skip ?? p.skip,
            dateFormat: base?.dateFormat ?? "DD.MM.YYYY",
            decimal: base?.decimal ?? ",",
            columns: base?.columns ?? { date: 0 },
          },
    );
  }

  async function runImport() {
    if (!file || !preview) return;
    setBusy(true);
    setError(null);
    setResult(null);
    setProgress({ done: 0, total: 0 });
    const form = new FormData();
    form.append("file", file);
    form.append("format", preview.format);
    if (mapping) form.append("mapping", JSON.stringify(mapping));
    const url = `/api/banks/${bankId}/import/csv`;
    try {
      const res = await fetch(url, { method: "POST", body: form, headers: { accept: "application/x-ndjson" } });
      if (!res.ok || !res.body) {
        const answer = await readAnswer<never>(res, url, "POST");
        if (!answer.ok) setError(errorText(answer.error));
        return;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let rest = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (value) rest += value;
        const lines = rest.split("\n");
        rest = done ? "" : lines.pop()!;
        for (const line of lines) {
          if (!line.trim()) continue;
          const msg = JSON.parse(line) as { done?: number; total?: number; result?: Result; error?: ErrorBody };
          if (msg.result) setResult(msg.result);
          else if (msg.error) setError(errorText(msg.error));
          else if (msg.total !== undefined) setProgress({ done: msg.done ?? 0, total: msg.total });
        }
        if (done) break;
      }
    } catch {
      setError(t("failed"));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  function reset() {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setResult(null);
    setError(null);
  }

  const setColumn = (key: (typeof COLUMNS)[number], v: string) =>
    mapping &&
    setMapping({
      ...mapping,
      columns: Object.fromEntries(
        Object.entries({ ...mapping.columns, [key]: v === "" ? undefined : Number(v) }).filter(
          ([, c]) => c !== undefined,
        ),
      ),
    });
  const width = Math.max(preview?.header?.length ?? 0, ...(preview?.rows ?? []).map((r) => r.length));
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <section aria-labelledby="import-title" data-testid="statement-import">
      <h2 id="import-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t("intro")}</p>
      {result ? (
        <div className="space-y-3">
          <Alert tone="success" data-testid="import-result">
            {t("done", result)}
          </Alert>
          <div className="flex gap-3">
            <Link className="text-brand-700 underline" href={entriesHref}>
              {t("showEntries")}
            </Link>
            <button type="button" className="text-brand-700 underline" onClick={reset}>
              {t("another")}
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <label className="flex flex-col gap-1 text-sm">
            {t("file")}
            <input
              type="file"
              name="statement"
              data-testid="statement-file"
              accept=".csv,.txt,.xml,.sta,.mt940,text/csv,text/plain,application/xml,text/xml"
              disabled={busy}
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFile(f);
                setPreview(null);
                if (f) void loadPreview(f);
              }}
            />
          </label>
          {error && <Alert data-testid="import-error">{error}</Alert>}
          {preview && (
            <>
              <p className="text-sm">
                {t("format")}: <strong>{t(`formats.${preview.format}`)}</strong> · {t("encoding")}: {preview.encoding}
              </p>
              {mapping && (
                <fieldset className="space-y-3" data-testid="import-mapping">
                  <legend className="text-sm font-medium">{t("mapping")}</legend>
                  <p className="text-sm text-slate-600">{preview.saved ? t("savedMapping") : t("suggestedMapping")}</p>
                  <div className="flex flex-wrap gap-3">
                    <MappingField label={t("delimiter")}>
                      <Select
                        value={mapping.delimiter}
                        disabled={busy}
                        onChange={(e) =>
                          file && void loadPreview(file, { delimiter: e.target.value, skip: mapping.skip })
                        }
                      >
                        <Options
                          options={Object.entries(DELIMITERS).map(([d, name]) => ({
                            value: d,
                            label: t(`delimiters.${name}`),
                          }))}
                        />
                      </Select>
                    </MappingField>
                    <MappingField label={t("skip")}>
                      <Input
                        type="number"
                        min={0}
                        max={100}
                        value={mapping.skip}
                        disabled={busy}
                        onChange={(e) => setMapping({ ...mapping, skip: Math.max(0, Number(e.target.value) || 0) })}
                        onBlur={() =>
                          file && void loadPreview(file, { delimiter: mapping.delimiter, skip: mapping.skip })
                        }
                      />
                    </MappingField>
                    <MappingField label={t("dateFormat")}>
                      <Select
                        data-testid="mapping-dateFormat"
                        value={mapping.dateFormat}
                        onValue={(dateFormat) => setMapping({ ...mapping, dateFormat })}
                      >
                        <Options options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} />
                      </Select>
                    </MappingField>
                    <MappingField label={t("decimal")}>
                      <Select
                        data-testid="mapping-decimal"
                        value={mapping.decimal}
                        onValue={(decimal) => setMapping({ ...mapping, decimal: decimal as "," | "." })}
                      >
                        <option value=",">{t("decimals.comma")}</option>
                        <option value=".">{t("decimals.point")}</option>
                      </Select>
                    </MappingField>
                  </div>
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                    {COLUMNS.map((key) => (
                      <MappingField key={key} label={t(`columns.${key}`)}>
                        <Select
                          name={`column-${key}`}
                          data-testid={`column-${key}`}
                          value={mapping.columns[key] === undefined ? "" : String(mapping.columns[key])}
                          onChange={(e) => setColumn(key, e.target.value)}
                        >
                          <option value="">{t("none")}</option>
                          {Array.from({ length: width }, (_, i) => (
                            <option key={i} value={String(i)}>
                              {preview.header?.[i]
                                ? `${t("column", { n: i + 1 })}: ${preview.header[i]}`
                                : t("column", { n: i + 1 })}
                            </option>
                          ))}
                        </Select>
                      </MappingField>
                    ))}
                  </div>
                </fieldset>
              )}
              {!mapping && <p className="text-sm text-slate-600">{t("noMappingNeeded")}</p>}
              {preview.rows.length > 0 && (
                <div className="overflow-x-auto">
                  <table className="min-w-full text-left text-xs" data-testid="import-preview">
                    <caption className="mb-1 text-left text-sm font-medium">{t("preview")}</caption>
                    {preview.header && (
                      <thead>
                        <tr>
                          {Array.from({ length: width }, (_, i) => (
                            <th key={i} scope="col" className="border-b px-2 py-1">
                              {preview.header?.[i] ?? t("column", { n: i + 1 })}
                            </th>
                          ))}
                        </tr>
                      </thead>
                    )}
                    <tbody>
                      {preview.rows.slice(0, 10).map((row, r) => (
                        <tr key={r} className="border-b border-slate-100">
                          {Array.from({ length: width }, (_, i) => (
                            <td key={i} className="px-2 py-1">
                              {row[i] ?? ""}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {progress && (
                <div className="space-y-1">
                  <p className="text-sm">
                    {progress.total ? t("writing", { done: progress.done, total: progress.total }) : t("reading")}
                  </p>
                  <progress
                    className="h-2 w-full"
                    max={100}
                    value={percent}
                    aria-label={t("title")}
                    data-testid="import-progress"
                  />
                </div>
              )}
              <Button disabled={busy} onClick={() => void runImport()} data-testid="import-start">
                {t("start")}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** A choice of the mapping, its label above it. */
function MappingField(p: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col text-sm">
      {p.label}
      {p.children}
    </label>
  );
}
