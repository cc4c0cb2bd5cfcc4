"use client";
// "Add rooms of a type": a dialog that names rooms or cabins from a pattern ("1{01..12}", "Room {n}"),
// shows the names and what each room gets from its type before anything is saved, and creates
// them all in one request (POST /api/rooms/bulk; a name taken refuses them all, naming it).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { api } from "@/lib/client/api";
import { bedsFor, roomNames } from "@/lib/domain/inventory/room-names";
import type { Option } from "../form/types";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Options, Select } from "../ui/input";
import { toast } from "../ui/toast";

export type BulkRoomsProps = {
  /** room types and decks with their owner ("resort:3"); `owner` keeps them to one resort or vessel */
  roomTypes: Option[];
  decks: Option[];
  bedTypes: (Option & { sleeps: number })[];
  persons: Record<string, { max: number; min: number; default: number }>;
  owner?: string;
};

/** How many names the preview lists before "and N more". */
const SHOWN = 24;

export function BulkRooms({ roomTypes, decks, bedTypes, persons, owner }: BulkRoomsProps) {
  const t = useTranslations("rooms.bulk");
  const tc = useTranslations("common");
  const router = useRouter();
  const form = useSubmit();
  const { submit, pending, errors } = form;
  const uid = useId();
  const types = owner ? roomTypes.filter((o) => o.owner === owner) : roomTypes;
  const [open, setOpen] = useState(false);
  const [roomTypeId, setRoomTypeId] = useState(types.length === 1 ? types[0].value : "");
  const [pattern, setPattern] = useState("");
  const [count, setCount] = useState("3");
  const [start, setStart] = useState("1");
  const [deckId, setDeckId] = useState("");
  const [bedTypeId, setBedTypeId] = useState("");

  const typeOwner = types.find((o) => o.value === roomTypeId)?.owner;
  const isVessel = typeOwner?.startsWith("vessel:");
  const ownDecks = decks.filter((d) => d.owner === typeOwner);
  const hasRange = /\{\d+\.\.\d+\}/.test(pattern);
  const names = useMemo(
    () => roomNames({ pattern, count: Number(count) || 0, start: start === "" ? 1 : Number(start) }),
    [pattern, count, start],
  );
  const pax = persons[roomTypeId];
  const sleeps = bedTypes.find((b) => b.value === bedTypeId)?.sleeps;
  const beds = pax ? bedsFor(pax.max, sleeps) : undefined;

  function reset(next: boolean) {
    setOpen(next);
    if (!next) form.setErrors({});
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      roomTypeId,
      pattern,
      ...(hasRange ? {} : { count, start }),
      ...(isVessel && deckId ? { deckId } : {}),
      ...(bedTypeId ? { bedTypeId } : {}),
    };
    const done = await submit(() => api<{ rooms: { id: number; name: string }[] }>("/api/rooms/bulk", { body }), {
      success: null,
    });
    if (!done) return;
    toast(t("created", { count: done.data.rooms.length }));
    setOpen(false);
    setPattern("");
    router.refresh();
  }

  const err = (field: string) =>
    errors[field] ? (
      <p id={`${uid}-${field}-error`} className="mt-1 text-xs text-error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? { "aria-describedby": `${uid}-${field}-error` } : {});
  const label = "block text-sm font-medium text-slate-700";
  const numberField = (name: "count" | "start", value: string, set: (v: string) => void) => (
    <label className={label}>
      {t(name)}
      <Input
        className="mt-1"
        name={name}
        inputMode="numeric"
        value={value}
        onValue={set}
        aria-invalid={!!errors[name]}
        {...described(name)}
      />
      {err(name)}
    </label>
  );

  return (
    <Dialog open={open} onOpenChange={reset}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="bulk-rooms-open">
        + {t("open")}
      </Button>
      {open && (
        <DialogContent title={t("title")} description={t("description")}>
          <form onSubmit={save} noValidate className="space-y-3" data-testid="bulk-rooms">
            <label className={label}>
              {t("roomType")}
              <Select
                className="mt-1"
                name="roomTypeId"
                value={roomTypeId}
                onValue={setRoomTypeId}
                aria-invalid={!!errors.roomTypeId}
                {...described("roomTypeId")}
              >
                <Options options={types} empty={tc("choose")} />
              </Select>
              {err("roomTypeId")}
            </label>
            <label className={label}>
              {t("pattern")}
              <Input
                className="mt-1"
                name="pattern"
                value={pattern}
                placeholder="1{01..12}"
                onValue={setPattern}
                aria-invalid={!!errors.pattern}
                aria-describedby={`${uid}-pattern-hint${errors.pattern ? ` ${uid}-pattern-error` : ""}`}
              />
              <span id={`${uid}-pattern-hint`} className="mt-1 block text-xs font-normal text-slate-600">
                {t("patternHint")}
              </span>
              {err("pattern")}
            </label>
            {!hasRange && (
              <div className="grid grid-cols-2 gap-3">
                {numberField("count", count, setCount)}
                {numberField("start", start, setStart)}
              </div>
            )}
            <div className="grid grid-cols-2 gap-3">
              {isVessel && (
                <label className={label}>
                  {t("deck")}
                  <Select className="mt-1" name="deckId" value={deckId} onValue={setDeckId}>
                    <Options options={ownDecks} empty={tc("choose")} />
                  </Select>
                  {err("deckId")}
                </label>
              )}
              <label className={label}>
                {t("bedType")}
                <Select className="mt-1" name="bedTypeId" value={bedTypeId} onValue={setBedTypeId}>
                  <Options options={bedTypes} empty={tc("choose")} />
                </Select>
                {err("bedTypeId")}
              </label>
            </div>
            {/* what will be created, before anything is saved */}
            <section aria-live="polite" className="rounded-md bg-slate-50 p-3 text-sm" data-testid="bulk-rooms-preview">
              {!pattern.trim() ? (
                <p className="text-slate-600">{t("previewEmpty")}</p>
              ) : names.ok ? (
                <>
                  <p className="font-medium text-slate-800">
                    {t("preview", { count: names.names.length })}
                    {pax && beds !== undefined && ` · ${t("capacity", { persons: pax.max, beds })}`}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("names")}>
                    {names.names.slice(0, SHOWN).map((n) => (
                      <li
                        key={n}
                        className="rounded bg-white px-2 py-0.5 ring-1 ring-slate-200"
                        data-testid="bulk-name"
                      >
                        {n}
                      </li>
                    ))}
                    {names.names.length > SHOWN && (
                      <li className="px-1 text-slate-600">{t("more", { count: names.names.length - SHOWN })}</li>
                    )}
                  </ul>
                </>
              ) : (
                <p className="text-error">{form.translate(names.message)}</p>
              )}
            </section>
            {form.message?.tone === "error" && <Alert>{form.message.text}</Alert>}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => reset(false)}>
                {tc("cancel")}
              </Button>
              <Button type="submit" disabled={pending || !roomTypeId || !names.ok} data-testid="bulk-rooms-submit">
                {names.ok ? t("submit", { count: names.names.length }) : t("submitNone")}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
