"use client";
// "Add rooms of a type": a dialog that names rooms or cabins from a pattern ("1{01..12}", "Room {n}"),
// shows the names and what each room gets from its type before anything is saved, and creates
// them all in one request (POST /api/rooms/bulk; a name taken refuses them all, naming it).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { api } from "@/lib/client/api";
import { bedsFor, roomNames } from "@/lib/domain/inventory/room-names";
import { FormField } from "../form/form-field";
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

  // a control's id and name, invalid while it has an error, described by its hint and its error
  const wired = (name: string, hint = false) => ({
    id: `${uid}-${name}`,
    name,
    "aria-invalid": !!errors[name],
    "aria-describedby":
      [hint && `${uid}-${name}-hint`, errors[name] && `${uid}-${name}-error`].filter(Boolean).join(" ") || undefined,
  });
  const field = (name: string, label: string, control: React.ReactNode, hint?: string) => (
    <FormField label={label} htmlFor={`${uid}-${name}`} error={errors[name]} hint={hint}>
      {control}
    </FormField>
  );
  const numberField = (name: "count" | "start", value: string, set: (v: string) => void) =>
    field(name, t(name), <Input {...wired(name)} inputMode="numeric" value={value} onValue={set} />);

  return (
    <Dialog open={open} onOpenChange={reset}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="bulk-rooms-open">
        + {t("open")}
      </Button>
      {open && (
        <DialogContent title={t("title")} description={t("description")}>
          <form onSubmit={save} noValidate className="space-y-3" data-testid="bulk-rooms">
            {field(
              "roomTypeId",
              t("roomType"),
              <Select {...wired("roomTypeId")} value={roomTypeId} onValue={setRoomTypeId}>
                <Options options={types} empty={tc("choose")} />
              </Select>,
            )}
            {field(
              "pattern",
              t("pattern"),
              <Input {...wired("pattern", true)} value={pattern} placeholder="1{01..12}" onValue={setPattern} />,
              t("patternHint"),
            )}
            {!hasRange && (
              <div className="grid grid-cols-2 gap-3">
                {numberField("count", count, setCount)}
                {numberField("start", start, setStart)}
              </div>
            )}
            <div className="grid grid-cols-2 gap-3">
              {isVessel &&
                field(
                  "deckId",
                  t("deck"),
                  <Select {...wired("deckId")} value={deckId} onValue={setDeckId}>
                    <Options options={ownDecks} empty={tc("choose")} />
                  </Select>,
                )}
              {field(
                "bedTypeId",
                t("bedType"),
                <Select {...wired("bedTypeId")} value={bedTypeId} onValue={setBedTypeId}>
                  <Options options={bedTypes} empty={tc("choose")} />
                </Select>,
              )}
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
