"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { useFormErrors } from "../form/use-form-errors";
import { FilterControl, Pager, SearchBox, withFilter } from "../data-table/controls";
import { toQueryString, useTableUrl } from "../data-table/use-table-url";
import type { TableQuery, TableResult } from "../data-table/types";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Options, Select } from "../ui/input";
import { previewUrl, uploadErrorKey, uploadFile, type Medium } from "./upload";

type Option = { value: string; label: string };
type Props = {
  result: TableResult;
  query: TableQuery;
  folders: Option[];
  types: Option[];
  canCreate: boolean;
  canUpdate: boolean;
};

const PAGE_SIZES = [24, 48, 96];

/**
 * The media library as a grid of thumbnails: search, type and folder filters and paging live in
 * the address like the DataTable's; uploads, new folders and moving files call the API.
 */
export function MediaGrid({ result, query, folders, types, canCreate, canUpdate }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const { translate } = useFormErrors();
  const { update, pending } = useTableUrl(query);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState("");
  const items = ("data" in result ? result.data : []) as (Medium & { width: number | null; height: number | null })[];

  // another page or filter: the old selection is out of sight
  const shown = toQueryString(query);
  useEffect(() => setSelected(new Set()), [shown]);

  async function upload(e: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = "";
    if (!files.length) return;
    setBusy(true);
    setMessage(null);
    const errors: string[] = [];
    // one after another: the server optimizes each image, and errors are named per file
    for (const file of files) {
      const res = await uploadFile("/api/media", file, { folderId: query.filter.folderId ?? "" });
      if (!res.ok) errors.push(`${file.name}: ${res.message ? translate(res.message) : t(uploadErrorKey(res.status))}`);
    }
    setBusy(false);
    setMessage(
      errors.length
        ? { tone: "error", text: errors.join(" · ") }
        : { tone: "success", text: t("media.uploaded", { count: files.length }) },
    );
    router.refresh();
  }

  async function move() {
    setBusy(true);
    // "none": out of any folder
    const res = await api<{ moved: number }>("/api/media/moveMediaToFolder", {
      body: { ids: [...selected], folderId: target === "none" ? null : Number(target) },
    });
    setBusy(false);
    if (!res.ok) return setMessage({ tone: "error", text: translate(res.error.message) });
    setMessage({ tone: "success", text: t("media.moved", { count: res.data.moved }) });
    setSelected(new Set());
    setTarget("");
    router.refresh();
  }

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="space-y-3" data-testid="media-grid" aria-busy={pending || busy}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={query.search ?? ""} onChange={(search) => update({ search: search || undefined })} />
        <FilterControl
          filter={{ key: "type", label: t("media.fields.type"), type: "select", options: types }}
          value={query.filter.type ?? ""}
          onChange={(v) => update({ filter: withFilter(query, "type", v) })}
        />
        <FilterControl
          filter={{ key: "folderId", label: t("media.fields.folderId"), type: "select", options: folders }}
          value={query.filter.folderId ?? ""}
          onChange={(v) => update({ filter: withFilter(query, "folderId", v) })}
        />
        <div className="ml-auto flex items-center gap-2">
          {canCreate && (
            <NewFolder
              onCreated={(text) => {
                setMessage({ tone: "success", text });
                router.refresh();
              }}
            />
          )}
          {canCreate && (
            <label
              className={cn(
                "inline-flex h-8 cursor-pointer items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700",
                busy && "pointer-events-none opacity-50",
              )}
            >
              <input
                type="file"
                multiple
                className="sr-only"
                onChange={(e) => void upload(e)}
                disabled={busy}
                data-testid="media-upload"
              />
              {busy ? t("common.loading") : `+ ${t("common.upload")}`}
            </label>
          )}
        </div>
      </div>

      {canUpdate && selected.size > 0 && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm"
          data-testid="media-selection"
        >
          <span>{t("media.selected", { count: selected.size })}</span>
          <label className="flex items-center gap-2">
            {t("media.moveTo")}
            <Select className="h-8 w-48" value={target} onValue={setTarget} data-testid="media-move-target">
              <option value="">{t("common.choose")}</option>
              <option value="none">{t("media.noFolder")}</option>
              <Options options={folders} />
            </Select>
          </label>
          <Button size="sm" disabled={!target || busy} onClick={() => void move()} data-testid="media-move">
            {t("media.move")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
            {t("media.clearSelection")}
          </Button>
        </div>
      )}

      {message && <Alert tone={message.tone}>{message.text}</Alert>}

      {"error" in result ? (
        <Alert>{t("table.loadError", { message: result.error })}</Alert>
      ) : items.length === 0 ? (
        <div
          className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-600"
          data-testid="table-empty"
        >
          {query.search || Object.keys(query.filter).length ? (
            t("table.emptyFiltered")
          ) : (
            <>
              <p className="font-medium text-slate-800">{t("table.empty")}</p>
              <p className="mx-auto mt-1 max-w-prose" data-testid="table-empty-purpose">
                {t("purpose.media")}
              </p>
              {canCreate && (
                <Link
                  href="/media/create"
                  className="mt-3 inline-flex h-8 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
                  data-testid="create-link-empty"
                >
                  + {t("common.upload")}
                </Link>
              )}
            </>
          )}
        </div>
      ) : (
        <ul
          className={cn(
            "grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-4 lg:grid-cols-6",
            pending && "opacity-60",
          )}
        >
          {items.map((m) => (
            <MediaTile
              key={m.id}
              medium={m}
              selectable={canUpdate}
              selected={selected.has(m.id)}
              onToggle={() => toggle(m.id)}
            />
          ))}
        </ul>
      )}

      {"total" in result && <Pager total={result.total} query={query} sizes={PAGE_SIZES} update={update} />}
    </div>
  );
}

function MediaTile({
  medium: m,
  selectable,
  selected,
  onToggle,
}: {
  medium: Medium & { width: number | null; height: number | null };
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("media");
  const format = useFormatter();
  const src = previewUrl(m, true);
  return (
    <li
      className={cn(
        "relative overflow-hidden rounded-lg border bg-white",
        selected ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
      )}
      data-testid={`media-${m.id}`}
    >
      {selectable && (
        <input
          type="checkbox"
          className="absolute left-2 top-2 z-10 h-4 w-4"
          checked={selected}
          onChange={onToggle}
          aria-label={t("select", { name: m.name })}
        />
      )}
      <Link href={`/media/${m.id}`} className="block hover:bg-slate-50">
        <div className="flex aspect-square items-center justify-center bg-slate-100">
          {src ? (
            <img src={src} alt={m.name} loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <FileIcon mimeType={m.mimeType} />
          )}
        </div>
        <div className="space-y-0.5 p-2">
          <p className="truncate text-sm font-medium text-slate-800" title={m.name}>
            {m.name}
          </p>
          <p className="truncate text-xs text-slate-500">
            {format.number(m.size / 1024, { maximumFractionDigits: 0 })} KB
            {m.width && m.height ? ` · ${m.width}×${m.height}` : ""}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** A sheet with the file's extension for files without a picture. */
export function FileIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  const sub = mimeType.split("/")[1] ?? "";
  const label = (
    sub.includes("sheet") ? "xlsx" : sub.includes("document") ? "docx" : sub.includes("presentation") ? "pptx" : sub
  )
    .slice(0, 5)
    .toUpperCase();
  return (
    <svg viewBox="0 0 48 60" className={cn("h-20 w-16 text-slate-400", className)} aria-hidden>
      <path d="M4 2h28l12 12v44H4z" fill="white" stroke="currentColor" strokeWidth="2" />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="24" y="42" textAnchor="middle" fontSize="9" fontFamily="sans-serif" fill="currentColor">
        {label}
      </text>
    </svg>
  );
}

function NewFolder({ onCreated }: { onCreated: (message: string) => void }) {
  const t = useTranslations();
  const { translate } = useFormErrors();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const res = await api("/api/mediafolder", { body: { name } });
    if (!res.ok) return setError(translate(res.error.fields?.[0]?.message ?? res.error.message));
    setOpen(false);
    setName("");
    setError(null);
    onCreated(t("media.folderCreated", { name }));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="media-new-folder">
        + {t("media.newFolder")}
      </Button>
      <DialogContent title={t("media.newFolder")}>
        <form onSubmit={create} className="space-y-3">
          {error && <Alert>{error}</Alert>}
          <label className="block text-sm font-medium text-slate-700">
            {t("media.fields.name")}
            <Input className="mt-1" value={name} onValue={setName} required autoFocus />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)} data-testid="form-cancel">
              {t("common.cancel")}
            </Button>
            <Button type="submit">{t("common.create")}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
