"use client";
// The user's own cell sizes for the occupancy grid, saved in their settings (PUT through
// /api/users/self).
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CALENDAR_SIZE_LIMITS, DEFAULT_CALENDAR_SIZES, type CalendarSizes } from "@/lib/domain/calendar/size-limits";
import { api } from "@/lib/client/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Input } from "../../ui/input";

const KEYS = ["rowHeight", "columnWidth", "roomWidth", "fontSize"] as const;

export function SizesDialog({
  open,
  sizes,
  onClose,
  onSaved,
}: {
  open: boolean;
  sizes: CalendarSizes;
  onClose: () => void;
  onSaved: (s: CalendarSizes) => void;
}) {
  const t = useTranslations("occupancy.sizes");
  const [v, setV] = useState(sizes);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setV(sizes), [sizes, open]);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open && (
        <DialogContent title={t("title")} description={t("description")}>
          <form
            className="space-y-3"
            data-testid="grid-sizes-form"
            onSubmit={async (e) => {
              e.preventDefault();
              const res = await api("/api/users/self", { body: { settings: { calendar: v } } });
              if (res.ok) onSaved(v);
              else setError(res.error.message);
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              {KEYS.map((k) => (
                <label key={k} className="flex flex-col gap-1 text-sm">
                  {t(k)} ({CALENDAR_SIZE_LIMITS[k][0]}–{CALENDAR_SIZE_LIMITS[k][1]} px)
                  <Input
                    type="number"
                    required
                    step={1}
                    min={CALENDAR_SIZE_LIMITS[k][0]}
                    max={CALENDAR_SIZE_LIMITS[k][1]}
                    value={v[k]}
                    onChange={(e) => setV({ ...v, [k]: Number(e.target.value) })}
                  />
                </label>
              ))}
            </div>
            {error && <p className="text-sm text-error">{error}</p>}
            <div className="flex gap-2">
              <Button type="submit">{t("save")}</Button>
              <Button type="button" variant="secondary" onClick={() => setV({ ...DEFAULT_CALENDAR_SIZES })}>
                {t("reset")}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
