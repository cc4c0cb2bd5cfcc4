"use client";
// The booking's references (an agency's or another system's number, a voucher): adding one posts
// {type?, value} to /api/bookings/{id}/ref, removing one is DELETE ref/{id}; both name the version
// shown (useBookingWrite), so a change made meanwhile answers 409, said beside the control.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert, LineAlert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { useBookingWrite } from "./use-booking-write";
import { LineField } from "./line-field";

/** Removes one reference: DELETE /api/bookings/{id}/ref/{ref}. */
export function RemoveReference(props: { bookingId: number; version: number; id: string; label: string }) {
  const t = useTranslations("bookingPages.references");
  const write = useBookingWrite(props.bookingId, props.version);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={write.pending}
        aria-label={t("remove", { reference: props.label })}
        data-testid={`reference-remove-${props.id}`}
        onClick={() => void write.run(`ref/${encodeURIComponent(props.id)}`, { method: "DELETE" })}
      >
        ×
      </Button>
      {write.message && <Alert tone={write.message.tone}>{write.message.text}</Alert>}
    </>
  );
}

/** Adds a reference: its type (optional, e.g. "Agency", "Voucher") and its value. */
export function AddReference(props: { bookingId: number; version: number }) {
  const t = useTranslations("bookingPages.references");
  const write = useBookingWrite(props.bookingId, props.version);
  const [type, setType] = useState("");
  const [value, setValue] = useState("");
  const ids = { type: useId(), value: useId() };
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-4 text-sm"
      data-testid="reference-add"
      onSubmit={async (e) => {
        e.preventDefault();
        const done = await write.run("ref", { body: { type: type.trim() || undefined, value: value.trim() } });
        if (done) {
          setType("");
          setValue("");
        }
      }}
    >
      <LineField id={ids.type} label={t("type")} className="w-36">
        <Input
          id={ids.type}
          value={type}
          maxLength={40}
          onChange={(e) => setType(e.target.value)}
          aria-invalid={write.errors.type ? true : undefined}
          data-testid="reference-type"
        />
      </LineField>
      <LineField id={ids.value} label={t("value")} className="w-56">
        <Input
          id={ids.value}
          value={value}
          maxLength={200}
          required
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={write.errors.value ? true : undefined}
          data-testid="reference-value"
        />
      </LineField>
      <Button
        type="submit"
        variant="secondary"
        disabled={write.pending || !value.trim()}
        data-testid="reference-submit"
      >
        {t("add")}
      </Button>
      <LineAlert message={write.message} />
    </form>
  );
}
