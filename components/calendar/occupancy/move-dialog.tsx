"use client";
// The question a drop on the tape chart asks: the stay's room and nights before and after, and
// what it costs before and after (the pricing engine's totals from POST .../stay/preview, nothing
// saved yet). Confirmed, POST .../stay applies the very same change; a refusal shows the server's
// message and changes nothing. On a departure's chart a guest dropped on another bed is the same
// question for POST {id}/moveCabin (move-guest.ts): its dry run gives the new total, the booking
// its present one.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatDayRange } from "@/lib/i18n/date-format";
import { api, type ApiResult } from "@/lib/client/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { nightsBetween, useMoney } from "../../booking/booking-drawer";
import type { DropProposal } from "./use-bar-drag";

export type StayPreview = { currency: string; before: string; after: string; dateFrom: string; dateTo: string };

/** The body both stay routes take for a proposal. */
export const stayBody = (p: DropProposal) => ({
  ...(p.toRoom.id !== p.fromRoom.id ? { roomId: p.toRoom.id } : {}),
  dateFrom: p.from,
  dateTo: p.to,
});

/** A guest of a departure dropped on a bed: moveCabin's change (a guest in a row of beds). */
const guestMove = (p: DropProposal) =>
  p.entry.customerId !== undefined && p.toRoom.bedId !== undefined
    ? {
        url: `/api/bookings/${p.entry.bookingId}/moveCabin`,
        body: {
          customerId: p.entry.customerId,
          fromBookingRoomId: p.entry.bookingRoomId,
          roomId: p.toRoom.id,
          bedId: p.toRoom.bedId,
        },
      }
    : null;

/** What a drop would cost: the stay's preview, or for a guest moveCabin's dry run beside the booking now. */
export async function previewDrop(p: DropProposal): Promise<ApiResult<StayPreview>> {
  const guest = guestMove(p);
  if (!guest)
    return api<StayPreview>(`/api/bookings/${p.entry.bookingId}/rooms/${p.entry.bookingRoomId}/stay/preview`, {
      body: stayBody(p),
    });
  type Total = { total: string; currency: string };
  const [now, after] = await Promise.all([
    api<Total>(`/api/bookings/${p.entry.bookingId}`),
    api<Total>(guest.url, { body: { ...guest.body, dryRun: true } }),
  ]);
  if (!after.ok) return after;
  if (!now.ok) return now;
  return {
    ...after,
    data: {
      currency: after.data.currency,
      before: now.data.total,
      after: after.data.total,
      dateFrom: p.from,
      dateTo: p.to,
    },
  };
}

/** The drop applied: the stay's change, or the guest's move. */
function applyDrop(p: DropProposal) {
  const guest = guestMove(p);
  return guest
    ? api(guest.url, { body: guest.body })
    : api(`/api/bookings/${p.entry.bookingId}/rooms/${p.entry.bookingRoomId}/stay`, { body: stayBody(p) });
}

export function MoveDialog(p: {
  proposal: DropProposal | null;
  preview: StayPreview | null;
  onClose: () => void;
  onApplied: () => void;
}) {
  const t = useTranslations("occupancy.move");
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { proposal, preview } = p;
  const fmt = useMoney();
  const money = (v: string) => (preview ? fmt(v, preview.currency) : v);
  // a room, or on a departure's chart a cabin's bed
  const placeOf = (r: DropProposal["toRoom"]) =>
    r.bed === undefined ? r.name : t("bed", { cabin: r.name, bed: r.bed });

  const apply = async () => {
    if (!proposal) return;
    setPending(true);
    setError(null);
    performance.mark("drag:confirm");
    const res = await applyDrop(proposal);
    setPending(false);
    if (res.ok) p.onApplied();
    else setError(res.error.message);
  };

  const close = () => {
    setError(null);
    p.onClose();
  };

  return (
    <Dialog open={!!proposal && !!preview} onOpenChange={(o) => !o && close()}>
      {proposal && preview && (
        <DialogContent title={t("title", { booking: proposal.entry.bookingNo })} description={proposal.entry.label}>
          <div className="space-y-3 text-sm" data-testid="grid-move">
            <dl className="grid grid-cols-[auto_1fr_1fr] gap-x-4 gap-y-1">
              <span />
              <dt className="font-medium text-slate-600">{t("before")}</dt>
              <dt className="font-medium text-slate-600">{t("after")}</dt>
              <dt className="text-slate-600">{t("room")}</dt>
              <dd>{placeOf(proposal.fromRoom)}</dd>
              <dd data-testid="grid-move-room">{placeOf(proposal.toRoom)}</dd>
              <dt className="text-slate-600">{t("nights")}</dt>
              <dd>
                {formatDayRange(proposal.entry.from, proposal.entry.to, locale)} (
                {nightsBetween(proposal.entry.from, proposal.entry.to)})
              </dd>
              <dd data-testid="grid-move-nights">
                {formatDayRange(proposal.from, proposal.to, locale)} ({nightsBetween(proposal.from, proposal.to)})
              </dd>
              <dt className="text-slate-600">{t("total")}</dt>
              <dd data-testid="grid-move-before">{money(preview.before)}</dd>
              <dd data-testid="grid-move-after" className="font-semibold">
                {money(preview.after)}
              </dd>
            </dl>
            <p data-testid="grid-move-difference">
              {t("difference", { amount: money(String(Number(preview.after) - Number(preview.before))) })}
            </p>
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close} disabled={pending}>
                {t("cancel")}
              </Button>
              <Button onClick={() => void apply()} disabled={pending} data-testid="grid-move-confirm">
                {t("confirm")}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
