"use client";
// The export form of /stats/export: what (bookings, guests, payments, invoices), the period, the
// columns of that kind, an asset and the format. The file is fetched as a stream: the page counts
// the rows (CSV) or the bytes (XLSX) as they arrive against the total the answer announces
// (x-total-rows), then hands the file to the browser as a download.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { periodField } from "../ui/period-form";

type Props = {
  from: string;
  to: string;
  kinds: { kind: string; columns: string[] }[];
  assets: { value: string; label: string }[];
};

type Progress = { received: number; total: number; unit: "rows" | "bytes" } | null;

export function ExportForm(props: Props) {
  const t = useTranslations("statsExport");
  const [kind, setKind] = useState(props.kinds[0].kind);
  const columns = props.kinds.find((k) => k.kind === kind)!.columns;
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(props.kinds.map((k) => [k.kind, k.columns])),
  );
  const [progress, setProgress] = useState<Progress>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const toggle = (c: string) =>
    setChosen((all) => ({
      ...all,
      [kind]: all[kind].includes(c)
        ? all[kind].filter((x) => x !== c)
        : columns.filter((x) => x === c || all[kind].includes(x)),
    }));

  async function run(form: HTMLFormElement) {
    const data = new FormData(form);
    const format = String(data.get("format"));
    const query = new URLSearchParams({
      kind,
      from: String(data.get("from")),
      to: String(data.get("to")),
      format,
      columns: chosen[kind].join(","),
    });
    if (data.get("assets")) query.set("assets", String(data.get("assets")));
    setBusy(true);
    setMessage(null);
    setProgress(null);
    try {
      const res = await fetch(`/api/bookings/csvExport?${query}`);
      if (!res.ok || !res.body) {
        const body = await res.json().catch(() => null);
        const fields = (body?.fields ?? []) as { path: string; message: string }[];
        setMessage({
          error: true,
          text: fields.map((f) => `${f.path}: ${f.message}`).join("; ") || body?.message || res.statusText,
        });
        return;
      }
      const total = Number(res.headers.get("x-total-rows") ?? 0);
      const unit = format === "csv" ? "rows" : "bytes";
      const reader = res.body.getReader();
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let rows = -1; // the header line is no row
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value as Uint8Array<ArrayBuffer>);
        bytes += value.length;
        if (unit === "rows") for (const b of value) if (b === 10) rows++;
        setProgress({ received: unit === "rows" ? Math.max(0, rows) : bytes, total, unit });
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `export.${format}`;
      const url = URL.createObjectURL(new Blob(parts, { type: res.headers.get("content-type") ?? undefined }));
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMessage({ error: false, text: t("done", { rows: total, name }) });
    } catch {
      setMessage({ error: true, text: t("failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="max-w-3xl space-y-4 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200"
      data-testid="export-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(e.currentTarget);
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          {t("kind")}
          <select value={kind} onChange={(e) => setKind(e.target.value)} className={periodField} name="kind">
            {props.kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {t(`kinds.${k.kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("from")}
          <input type="date" name="from" defaultValue={props.from} className={periodField} required />
        </label>
        <label className="flex flex-col gap-1">
          {t("to")}
          <input type="date" name="to" defaultValue={props.to} className={periodField} required />
        </label>
        {props.assets.length > 1 && (
          <label className="flex flex-col gap-1">
            {t("asset")}
            <select name="assets" defaultValue="" className={periodField}>
              <option value="">{t("allAssets")}</option>
              {props.assets.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <fieldset>
        <legend className="mb-1 font-medium text-slate-700">{t("columnsLegend")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {columns.map((c) => (
            <label key={c} className="flex items-center gap-1">
              <input type="checkbox" checked={chosen[kind].includes(c)} onChange={() => toggle(c)} />
              {t(`columns.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex gap-4">
        <legend className="mb-1 font-medium text-slate-700">{t("format")}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="format" value="xlsx" defaultChecked /> XLSX
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="format" value="csv" /> CSV
        </label>
      </fieldset>
      <button
        type="submit"
        disabled={busy || chosen[kind].length === 0}
        className="rounded-md bg-sky-700 px-3 py-1.5 font-medium text-white hover:bg-sky-800 disabled:opacity-50"
      >
        {t("run")}
      </button>
      {progress && (
        <div data-testid="export-progress">
          <progress
            className="w-full"
            max={progress.unit === "rows" && progress.total > 0 ? progress.total : undefined}
            value={progress.unit === "rows" ? progress.received : undefined}
            aria-label={t("progressLabel")}
          />
          <p className="text-slate-600">
            {progress.unit === "rows"
              ? t("progressRows", { received: progress.received, total: progress.total })
              : t("progressBytes", { kb: Math.round(progress.received / 1024), total: progress.total })}
          </p>
        </div>
      )}
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          data-testid="export-message"
          className={message.error ? "text-red-700" : "text-emerald-800"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
