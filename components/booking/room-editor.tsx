"use client";
// The booking page's edit of one room or cabin of an open booking: who sleeps in it (remove a
// guest, add one found or created; POST {id}/rooms/{roomId}/customers, capacity and the gender
// rule checked by the server), a resort room's own nights (POST {id}/rooms/{roomId}/date, a taken
// night is a 409 with what is taken), and removing it from the booking (DELETE
// {id}/removeRoom/{roomId}; the last room is not removed: the booking is cancelled instead).
// Every write names the version shown, so a change made meanwhile is a conflict, not overwritten.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatDayRange } from "@/lib/i18n/date-format";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { Input } from "../ui/input";
import { GuestPicker, type Guest } from "./guest-picker";
import { useBookingWrite } from "./use-booking-write";

export type EditedRoom = {
  id: number;
  name: string;
  /** a resort room has nights of its own; a cabin keeps its departure's */
  resortId: number | null;
  dateFrom: string;
  dateTo: string;
  customers: { id: number; fullName: string }[];
};

export function RoomEditor(props: {
  bookingId: number;
  version: number;
  room: EditedRoom;
  /** the booking has another room, so this one may go */
  canRemove: boolean;
  canCreateGuests: boolean;
}) {
  const { room } = props;
  const t = useTranslations("bookingPages.roomEditor");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [guests, setGuests] = useState<Guest[]>([]);
  const [dateFrom, setDateFrom] = useState(room.dateFrom);
  const [dateTo, setDateTo] = useState(room.dateTo);
  const write = useBookingWrite(props.bookingId, props.version);
  // each opening starts from the booking as it is now
  const onOpenChange = (next: boolean) => {
    if (next) {
      setGuests(room.customers.map((c) => ({ id: c.id, name: c.fullName })));
      setDateFrom(room.dateFrom);
      setDateTo(room.dateTo);
    }
    setOpen(next);
  };
  const guestsChanged =
    guests.length !== room.customers.length || guests.some((g, i) => g.id !== room.customers[i]?.id);
  const datesChanged = dateFrom !== room.dateFrom || dateTo !== room.dateTo;
  const datesInOrder = !!dateFrom && !!dateTo && dateFrom < dateTo;
  const save = async (path: string, o: Parameters<typeof write.run>[1]) => {
    if (await write.run(path, o)) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" aria-label={t("editLabel", { room: room.name })} data-testid="room-edit">
          {t("edit")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("title", { room: room.name })} className="w-[min(44rem,calc(100vw-2rem))]">
        <div className="mt-4 space-y-5 text-sm" data-testid="room-editor">
          {write.message && <Alert tone={write.message.tone}>{write.message.text}</Alert>}

          <section className="space-y-2">
            <h3 className="font-semibold text-slate-800">{t("guests")}</h3>
            {guests.length === 0 ? (
              <p className="text-slate-500">{t("noGuests")}</p>
            ) : (
              <ul className="flex flex-wrap gap-2" data-testid="room-editor-guests">
                {guests.map((g) => (
                  <li key={g.id} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1">
                    {g.name}
                    <Button
                      type="button"
                      variant="ghost"
                      aria-label={t("removeGuest", { name: g.name })}
                      onClick={() => setGuests(guests.filter((x) => x.id !== g.id))}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {write.errors.guests && <Alert tone="error">{write.errors.guests}</Alert>}
            <GuestPicker
              canCreate={props.canCreateGuests}
              onPick={(g) => setGuests((now) => (now.some((x) => x.id === g.id) ? now : [...now, g]))}
            />
            <Button
              type="button"
              disabled={write.pending || !guestsChanged}
              onClick={() => save(`rooms/${room.id}/customers`, { body: { guests: guests.map((g) => g.id) } })}
              data-testid="room-editor-save-guests"
            >
              {t("saveGuests")}
            </Button>
          </section>

          {room.resortId !== null && (
            <section className="space-y-2">
              <h3 className="font-semibold text-slate-800">{t("nights")}</h3>
              <p className="text-slate-600">
                {t("nightsNow", { range: formatDayRange(room.dateFrom, room.dateTo, locale) })}
              </p>
              <div className="flex flex-wrap items-end gap-2">
                <label>
                  <span className="block text-slate-600">{t("dateFrom")}</span>
                  <Input
                    type="date"
                    value={dateFrom}
                    onChange={(e) => setDateFrom(e.target.value)}
                    data-testid="room-editor-dateFrom"
                  />
                </label>
                <label>
                  <span className="block text-slate-600">{t("dateTo")}</span>
                  <Input
                    type="date"
                    value={dateTo}
                    min={dateFrom || undefined}
                    onChange={(e) => setDateTo(e.target.value)}
                    data-testid="room-editor-dateTo"
                  />
                </label>
                <Button
                  type="button"
                  disabled={write.pending || !datesChanged || !datesInOrder}
                  onClick={() => save(`rooms/${room.id}/date`, { body: { dateFrom, dateTo } })}
                  data-testid="room-editor-save-dates"
                >
                  {t("saveNights")}
                </Button>
              </div>
              {dateFrom && dateTo && !datesInOrder && <Alert tone="error">{t("datesOrder")}</Alert>}
              {(write.errors.dateFrom || write.errors.dateTo) && (
                <Alert tone="error">{write.errors.dateFrom ?? write.errors.dateTo}</Alert>
              )}
            </section>
          )}

          <section className="space-y-2 border-t border-slate-200 pt-4">
            {props.canRemove ? (
              <Button
                type="button"
                variant="danger"
                disabled={write.pending}
                onClick={() => {
                  if (window.confirm(t("confirmRemove", { room: room.name })))
                    void save(`removeRoom/${room.id}`, { method: "DELETE" });
                }}
                data-testid="room-editor-remove"
              >
                {t("remove")}
              </Button>
            ) : (
              <p className="text-slate-500">{t("lastRoom")}</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
