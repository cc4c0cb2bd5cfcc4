"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input } from "../ui/input";
import type { SavedFilterRef, TableQuery } from "./types";

/** Saved filters as links (/crm/filter/{fid}, /agency/filter/{fid}) and a dialog to save the current one. */
export function SavedFilters({
  resource,
  query,
  filters,
  href,
}: {
  resource: string;
  query: TableQuery;
  filters: SavedFilterRef[];
  href?: string;
}) {
  const t = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const res = await api("/api/savedfilter", {
      body: {
        resource,
        name: String(form.get("name") ?? ""),
        shared: form.get("shared") === "on",
        query: { search: query.search, sort: query.sort, order: query.order, filter: query.filter },
      },
    });
    if (!res.ok) return setError(res.error.fields?.[0]?.message ?? res.error.message);
    setOpen(false);
    router.refresh();
  }

  async function remove(id: number) {
    await api(`/api/savedfilter/${id}`, { method: "DELETE" });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="saved-filters">
      {filters.length > 0 && <span className="text-slate-500">{t("table.savedFilters")}:</span>}
      {filters.map((f) => (
        <span key={f.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          {href ? (
            <Link href={href.replace("{id}", String(f.id))} className="hover:underline">
              {f.name}
            </Link>
          ) : (
            f.name
          )}
          {f.mine && (
            <button
              type="button"
              className="text-brand-600 hover:text-error"
              aria-label={t("table.deleteFilter", { name: f.name })}
              onClick={() => void remove(f.id)}
            >
              ×
            </button>
          )}
        </span>
      ))}
      <Dialog open={open} onOpenChange={(o) => (setOpen(o), setError(null))}>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="save-filter">
          + {t("table.saveFilter")}
        </Button>
        <DialogContent title={t("table.saveFilter")}>
          <form onSubmit={save} className="space-y-4">
            <label className="block text-sm">
              {t("table.filterName")}
              <Input name="name" required autoFocus className="mt-1" aria-invalid={!!error} />
            </label>
            {error && <p className="text-sm text-error">{error}</p>}
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="shared" /> {t("table.shareFilter")}
            </label>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t("common.cancel")}
              </Button>
              <Button type="submit">{t("common.save")}</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
