"use client";
// "Change" beside one of the booking's facts (its language, currency or agency): a choice of the
// values it can take, saved by POST /api/bookings/{id}/{path}/{value} naming the version shown
// (useBookingWrite), so a change made meanwhile answers 409; the refusal stays beside the control.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert, LineAlert } from "../ui/alert";
import { Button } from "../ui/button";
import { Options, Select } from "../ui/input";
import { useBookingWrite } from "./use-booking-write";

export function FactChange(props: {
  bookingId: number;
  version: number;
  /** the fact's name, as its heading says it ("Language") */
  field: string;
  /** the API path before the value: "language", "currency", "agency" */
  path: string;
  /** the value it has now (its option is preselected) */
  current: string;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const t = useTranslations("bookingPages.factChange");
  const write = useBookingWrite(props.bookingId, props.version);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(props.current);
  const selectId = useId();

  if (!open)
    return (
      <>
        {" "}
        <Button
          variant="ghost"
          size="sm"
          className="font-normal text-brand-700"
          aria-label={t("changeLabel", { field: props.field })}
          data-testid={`${props.testId}-change`}
          onClick={() => {
            setChoice(props.current);
            write.setMessage(null);
            setOpen(true);
          }}
        >
          {t("change")}
        </Button>
        {write.message && <Alert tone={write.message.tone}>{write.message.text}</Alert>}
      </>
    );
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2 font-normal"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await write.run(`${props.path}/${encodeURIComponent(choice)}`)) setOpen(false);
      }}
    >
      <label className="sr-only" htmlFor={selectId}>
        {t("choose", { field: props.field })}
      </label>
      <div className="min-w-40 max-w-xs">
        <Select
          id={selectId}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          data-testid={`${props.testId}-choice`}
        >
          <Options options={props.options} />
        </Select>
      </div>
      <Button
        type="submit"
        size="sm"
        disabled={write.pending || choice === props.current}
        data-testid={`${props.testId}-save`}
      >
        {t("save")}
      </Button>
      <Button variant="secondary" size="sm" disabled={write.pending} onClick={() => setOpen(false)}>
        {t("cancel")}
      </Button>
      <LineAlert message={write.message} />
    </form>
  );
}
