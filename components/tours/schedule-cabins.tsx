"use client";
// One departure's cabins and beds as a grid: who holds each bed (coloured by the calendar rules),
// which beds are held back, and the free beds a drag or click selects. A selection within one
// cabin leads into the booking wizard (/booking/wizard?type=vessel&scheduleId&roomId&bedIds). A
// held bed opens its booking in the booking drawer (its link still leads to the booking page).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ScheduleInfo } from "@/lib/domain/tours/schedule-info";
import { api } from "@/lib/client/api";
import { useBookingDrawer } from "../booking/booking-drawer";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

export function ScheduleCabins({
  info,
  canEdit,
  canBook,
  onChanged,
  staff = false,
}: {
  info: ScheduleInfo;
  canEdit: boolean;
  canBook: boolean;
  /** staff: the booking drawer offers the desk's quick actions */
  staff?: boolean;
  /** after a cabin is held back or offered again; absent: the page is loaded again (router.refresh) */
  onChanged?: () => void;
}) {
  const t = useTranslations("schedules.cabins");
  const router = useRouter();
  const [selection, setSelection] = useState<{ roomId: number; bedIds: number[] } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = info.schedule;
  // a change in the drawer (a cancellation frees beds) shows in the grid
  const { follow, drawer } = useBookingDrawer({ staff, onChanged: onChanged ?? (() => router.refresh()) });

  const pick = (roomId: number, bedId: number, add: boolean) =>
    setSelection((cur) => {
      if (!cur || cur.roomId !== roomId) return { roomId, bedIds: [bedId] };
      if (cur.bedIds.includes(bedId)) return add ? cur : { roomId, bedIds: cur.bedIds.filter((b) => b !== bedId) };
      return { roomId, bedIds: [...cur.bedIds, bedId] };
    });

  async function holdBack(roomId: number, hold: boolean) {
    const current = info.cabins.filter((c) => c.heldBack).map((c) => c.id);
    const next = hold ? [...current, roomId] : current.filter((id) => id !== roomId);
    const res = await api(`/api/schedules/${s.id}`, { body: { heldBackRoomIds: next } });
    if (!res.ok) return setError(res.error.message);
    setError(null);
    // the vessel calendar's dialog holds what it shows in its own state: refreshing the page would
    // leave the dialog and the calendar as they were
    if (onChanged) onChanged();
    else router.refresh();
  }

  /** Holds back single beds, or offers them again (a shared cabin can sell its other beds). */
  async function holdBeds(bedIds: number[], hold: boolean) {
    const current = s.heldBackBedIds;
    const next = hold ? [...new Set([...current, ...bedIds])] : current.filter((id) => !bedIds.includes(id));
    const res = await api(`/api/schedules/${s.id}`, { body: { heldBackBedIds: next } });
    if (!res.ok) return setError(res.error.message);
    setError(null);
    setSelection(null);
    if (onChanged) onChanged();
    else router.refresh();
  }

  const wizard =
    selection &&
    `/booking/wizard?type=vessel&scheduleId=${s.id}&roomId=${selection.roomId}&bedIds=${selection.bedIds.join(",")}`;

  return (
    <div className="space-y-4" onMouseUp={() => setDragging(false)} onMouseLeave={() => setDragging(false)}>
      <div className="flex flex-wrap gap-4 text-sm text-slate-600" data-testid="schedule-totals">
        <span>{t("beds", { count: info.totals.beds })}</span>
        <span>{t("sold", { count: info.totals.sold })}</span>
        <span>{t("free", { count: info.totals.free })}</span>
        {info.totals.heldBack > 0 && <span>{t("heldBack", { count: info.totals.heldBack })}</span>}
      </div>
      {error && <p className="text-sm text-error">{error}</p>}
      {selection && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-sky-50 p-3 text-sm" data-testid="bed-selection">
          <span>{t("selected", { count: selection.bedIds.length })}</span>
          {canBook && wizard && (
            <Link href={wizard} className="font-medium text-brand-700 underline" data-testid="selection-book">
              {t("book", { count: selection.bedIds.length })}
            </Link>
          )}
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void holdBeds(selection.bedIds, true)}
              data-testid="selection-hold"
            >
              {t("holdBeds", { count: selection.bedIds.length })}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setSelection(null)}>
            {t("clear")}
          </Button>
        </div>
      )}
      <table className="w-full border-collapse text-sm select-none" data-testid="cabin-grid">
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th className="py-1 pr-2">{t("cabin")}</th>
            <th className="pr-2">{t("deck")}</th>
            <th className="pr-2">{t("type")}</th>
            <th>{t("bedsColumn")}</th>
            {canEdit && <th />}
          </tr>
        </thead>
        <tbody>
          {info.cabins.map((c) => (
            <tr key={c.id} className="border-t border-slate-100 align-top" data-testid={`cabin-${c.name}`}>
              <td className="py-2 pr-2 font-medium">{c.name}</td>
              <td className="py-2 pr-2 text-slate-600">{c.deck?.name ?? "–"}</td>
              <td className="py-2 pr-2 text-slate-600">{c.roomType.name}</td>
              <td className="py-1">
                <div className="flex flex-wrap gap-1">
                  {c.beds.map((b) => {
                    const chosen = selection?.roomId === c.id && selection.bedIds.includes(b.id);
                    const free = !b.holder && !b.heldBack;
                    // a bed held back on its own is offered again by a click (a whole cabin: its button)
                    const releasable = canEdit && !c.heldBack && s.heldBackBedIds.includes(b.id);
                    return b.holder ? (
                      <Link
                        key={b.id}
                        href={`/booking/${b.holder.bookingId}`}
                        className="min-w-36 rounded px-2 py-1 text-xs"
                        style={{ background: b.holder.background, color: b.holder.text }}
                        title={`${b.holder.bookingNo} · ${b.holder.state}`}
                        data-testid="bed-held"
                        onClick={(e) => follow(e, b.holder!.bookingId)}
                      >
                        <div className="font-medium">{b.name ?? t("bed")}</div>
                        <div className="truncate">{b.holder.guest ?? b.holder.customer ?? b.holder.bookingNo}</div>
                      </Link>
                    ) : (
                      <button
                        type="button"
                        key={b.id}
                        disabled={!free && !releasable}
                        title={releasable ? t("releaseBed") : undefined}
                        onClick={() => releasable && void holdBeds([b.id], false)}
                        onMouseDown={() => {
                          if (!free) return;
                          setDragging(true);
                          pick(c.id, b.id, false);
                        }}
                        onMouseEnter={() => dragging && free && pick(c.id, b.id, true)}
                        className={cn(
                          "min-w-36 rounded border px-2 py-1 text-left text-xs",
                          // a chosen bed is coloured instead of white (two background classes: the
                          // stylesheet's order, not the list's, decided, and white won)
                          b.heldBack
                            ? "border-slate-300 bg-[repeating-linear-gradient(45deg,#f1f5f9,#f1f5f9_4px,#e2e8f0_4px,#e2e8f0_8px)] text-slate-500 disabled:cursor-not-allowed"
                            : chosen
                              ? "border-sky-700 bg-sky-200 font-semibold ring-2 ring-sky-600"
                              : "border-slate-300 bg-white hover:bg-sky-50",
                        )}
                        aria-pressed={free ? chosen : undefined}
                        data-selected={chosen}
                        data-testid="bed-free"
                      >
                        <div className="font-medium">{b.name ?? t("bed")}</div>
                        <div>{b.heldBack ? t("heldBackLabel") : t("freeLabel")}</div>
                      </button>
                    );
                  })}
                </div>
              </td>
              {canEdit && (
                <td className="py-1 text-right">
                  <Button variant="ghost" size="sm" onClick={() => void holdBack(c.id, !c.heldBack)}>
                    {c.heldBack ? t("release") : t("hold")}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {drawer}
    </div>
  );
}
