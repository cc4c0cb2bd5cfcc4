"use client";
// The booking page's "Add a room": a free room or cabin, or one free bed of a shared cabin, for the
// booking's stay (its dates) or departure, from live availability; it joins the booking without
// guests (the room editor adds them). POST /api/bookings/{id}/rooms names the version shown, so a
// change made meanwhile answers 409; a room taken meanwhile answers 409 naming it.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Options, Select } from "../ui/input";

type FreeRoom = {
  id: number;
  name: string;
  roomType: string;
  available: boolean;
  allowSharedRoom: boolean;
  freeBedIds: number[];
};

export function AddRoom(props: { bookingId: number; version: number; availability: string }) {
  const t = useTranslations("bookingPages.addRoom");
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [rooms, setRooms] = useState<FreeRoom[] | null>(null);
  const [choice, setChoice] = useState("");

  const open = async () => {
    const res = await api<{ rooms: FreeRoom[] }>(props.availability);
    setRooms(res.ok ? res.data.rooms : []);
  };
  // a whole free room, else one free bed of a cabin others share
  const options = (rooms ?? []).flatMap((r) =>
    r.available
      ? [{ value: `${r.id}`, label: `${r.name} · ${r.roomType}` }]
      : r.allowSharedRoom && r.freeBedIds.length
        ? [
            {
              value: `${r.id}:${r.freeBedIds[0]}`,
              label: `${r.name} · ${r.roomType} · ${t("oneBed", { free: r.freeBedIds.length })}`,
            },
          ]
        : [],
  );

  const add = async () => {
    const [roomId, bedId] = choice.split(":").map(Number);
    const done = await submit(
      () =>
        api(`/api/bookings/${props.bookingId}/rooms`, {
          body: { roomId, ...(bedId ? { bedIds: [bedId] } : {}), guests: [], version: props.version },
        }),
      { success: t("added") },
    );
    if (done) {
      setRooms(null);
      setChoice("");
      router.refresh();
    }
  };

  if (rooms === null)
    return (
      <div className="space-y-2 p-4">
        <Button variant="secondary" size="sm" onClick={() => void open()} data-testid="add-room-open">
          + {t("open")}
        </Button>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
    );
  return (
    <div className="flex flex-wrap items-end gap-2 p-4 text-sm" data-testid="add-room">
      {options.length ? (
        <label>
          <span className="block text-slate-600">{t("choose")}</span>
          <Select value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="add-room-choice">
            <option value="">–</option>
            <Options options={options} />
          </Select>
        </label>
      ) : (
        <p className="text-slate-600">{t("none")}</p>
      )}
      <Button size="sm" disabled={pending || !choice} onClick={() => void add()} data-testid="add-room-submit">
        {t("add")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setRooms(null)}>
        {t("cancel")}
      </Button>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}
