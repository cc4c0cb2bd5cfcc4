"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

type Medium = { id: number; name: string };

/** Picks media (images) for a record: thumbnails of the chosen ones, a dialog to choose or upload more. */
export function MediaChooser({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Medium[]>([]);
  const [uploading, setUploading] = useState(false);
  // what was chosen when the dialog opened: Cancel goes back to it
  const [before, setBefore] = useState<number[]>(value);

  useEffect(() => {
    if (!open) return;
    void api<{ data: Medium[] }>("/api/media/images?size=100").then((r) => r.ok && setItems(r.data.data));
  }, [open]);

  async function upload(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setUploading(true);
    const body = new FormData();
    body.set("file", file);
    const res = await fetch("/api/media", { method: "POST", body });
    setUploading(false);
    if (res.ok) {
      const m = (await res.json()) as Medium;
      setItems((xs) => [m, ...xs]);
      onChange([...value, m.id]);
    }
  }

  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);

  return (
    <div className="space-y-2" data-testid="media-chooser">
      <div className="flex flex-wrap gap-2">
        {value.map((id) => (
          <div key={id} className="relative">
            <img
              src={`/api/media/${id}/data?thumb=1`}
              alt=""
              className="h-16 w-16 rounded object-cover ring-1 ring-slate-200"
            />
            <button
              type="button"
              className="absolute -right-1 -top-1 rounded-full bg-white px-1 text-xs text-error shadow"
              aria-label={t("remove")}
              onClick={() => toggle(id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setBefore(value);
            setOpen(true);
          }}
        >
          {t("choose")}
        </Button>
        <DialogContent title={t("choose")} className="w-[min(48rem,calc(100vw-2rem))]">
          <label className="mb-3 inline-flex cursor-pointer items-center gap-2 text-sm text-brand-700">
            <input type="file" accept="image/*" className="sr-only" onChange={upload} disabled={uploading} />+{" "}
            {t("upload")}
          </label>
          <div className="grid max-h-[60vh] grid-cols-4 gap-2 overflow-y-auto sm:grid-cols-6">
            {items.map((m) => (
              <button
                key={m.id}
                type="button"
                onClick={() => toggle(m.id)}
                aria-pressed={value.includes(m.id)}
                className={`rounded p-1 ring-2 ${value.includes(m.id) ? "ring-brand-500" : "ring-transparent"}`}
                title={m.name}
              >
                <img
                  src={`/api/media/${m.id}/data?thumb=1`}
                  alt={m.name}
                  className="aspect-square w-full rounded object-cover"
                />
              </button>
            ))}
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Button
              variant="secondary"
              data-testid="form-cancel"
              onClick={() => {
                onChange(before);
                setOpen(false);
              }}
            >
              {t("cancel")}
            </Button>
            <Button onClick={() => setOpen(false)}>{t("apply")}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
