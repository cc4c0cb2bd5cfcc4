"use client";
// The calculation panel's dialogs: a line written by hand (POST calculation), a line's price and
// quantity changed (POST calculation/{id}) and a line renamed (POST calculation/{id}/rename).
// The server validates; its field errors show at the fields, its message (409: the line may not
// be changed, the booking changed meanwhile) in the dialog.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { PanelLine } from "@/lib/page/booking-calculation";
import { FormField } from "../form/form-field";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { Input, Select } from "../ui/input";
import { useBookingWrite } from "./use-booking-write";

type Booking = { bookingId: number; version: number; currency: string };

/** The end of every dialog here: what the write answered, then cancel and save. */
function DialogEnd({ write, testId }: { write: ReturnType<typeof useBookingWrite>; testId: string }) {
  const t = useTranslations("common");
  return (
    <>
      {write.message && (
        <Alert tone={write.message.tone} className="sm:col-span-2">
          {write.message.text}
        </Alert>
      )}
      <div className="flex justify-end gap-2 pt-2 sm:col-span-2">
        <DialogClose asChild>
          <Button variant="secondary">{t("cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={write.pending} data-testid={testId}>
          {t("save")}
        </Button>
      </div>
    </>
  );
}

/** "Add line": type, text, quantity, unit price, position and how it counts. */
export function AddLineDialog(props: Booking & { lineTypes: string[]; fees: boolean }) {
  const t = useTranslations("bookingCalculation");
  const [open, setOpen] = useState(false);
  const write = useBookingWrite(props.bookingId, props.version);
  const [form, setForm] = useState(() => blank(props.fees));
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const error = (name: string) => write.errors[name];
  // a text control of the line: its id (the label's), value, change and test id
  const control = (k: "type" | "sort" | "text" | "amount" | "price") => ({
    id: `calc-${k}`,
    value: form[k],
    onValue: (v: string) => set({ [k]: v }),
    "data-testid": `calc-line-${k}`,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        onClick={() => {
          // a fresh form each time
          setForm(blank(props.fees));
          write.setMessage(null);
          write.setErrors({});
          setOpen(true);
        }}
        data-testid="calc-add-line"
      >
        {t("actions.add")}
      </Button>
      {open && (
        <DialogContent title={t("form.addTitle")}>
          <form
            className="grid gap-3 sm:grid-cols-2"
            data-testid="calc-line-form"
            onSubmit={async (e) => {
              e.preventDefault();
              const ok = await write.run("calculation", {
                body: {
                  type: form.type,
                  text: form.text,
                  amount: form.amount,
                  price: form.price,
                  ...(form.sort.trim() ? { sort: form.sort } : {}),
                  ...(form.notTaxable ? { taxable: false } : {}),
                  commissionable: form.commissionable,
                  onsite: form.onsite,
                  cancellationFee: form.cancellationFee,
                },
              });
              if (ok) setOpen(false);
            }}
          >
            <FormField label={t("form.type")} htmlFor="calc-type" error={error("type")}>
              <Select {...control("type")}>
                {props.lineTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`lineTypes.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t("form.sort")} htmlFor="calc-sort" hint={t("form.sortHint")} error={error("sort")}>
              <Input {...control("sort")} inputMode="numeric" aria-describedby="calc-sort-hint" />
            </FormField>
            <FormField
              className="sm:col-span-2"
              label={t("form.text")}
              htmlFor="calc-text"
              required
              error={error("text")}
            >
              <Input {...control("text")} required aria-required maxLength={300} />
            </FormField>
            <AmountAndPrice
              amount={control("amount")}
              price={control("price")}
              errors={write.errors}
              currency={props.currency}
            />
            <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
              {(["notTaxable", "commissionable", "onsite", "cancellationFee"] as const).map((flag) => (
                <label key={flag} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={form[flag]}
                    onChange={(e) => set({ [flag]: e.target.checked })}
                    data-testid={`calc-line-${flag}`}
                  />
                  {t(`form.${flag}`)}
                </label>
              ))}
            </div>
            <DialogEnd write={write} testId="calc-line-save" />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

type Control = { id: string; value: string; onValue: (v: string) => void; "data-testid": string };

/** A line's quantity and unit price, as the add form and the change dialog ask them. */
function AmountAndPrice(p: {
  amount: Control;
  price: Control;
  errors: Record<string, string | undefined>;
  currency: string;
}) {
  const t = useTranslations("bookingCalculation");
  return (
    <>
      <FormField label={t("form.amount")} htmlFor={p.amount.id} required error={p.errors.amount}>
        <Input {...p.amount} required aria-required inputMode="decimal" />
      </FormField>
      <FormField
        label={t("form.price")}
        htmlFor={p.price.id}
        required
        hint={t("form.priceHint", { currency: p.currency })}
        error={p.errors.price}
      >
        <Input {...p.price} required aria-required inputMode="decimal" aria-describedby={`${p.price.id}-hint`} />
      </FormField>
    </>
  );
}

const blank = (fees: boolean) => ({
  type: "cost",
  text: "",
  amount: "1",
  price: "",
  sort: "",
  notTaxable: false,
  commissionable: false,
  onsite: false,
  // on a cancelled booking a line written by hand is the cancellation fee
  cancellationFee: fees,
});

/** "Change" (price and quantity) or "Rename" (text) of one line, opened from its row. */
export function EditLineDialog(props: Booking & { line: PanelLine; mode: "edit" | "rename"; onClose: () => void }) {
  const t = useTranslations("bookingCalculation");
  const write = useBookingWrite(props.bookingId, props.version);
  const [price, setPrice] = useState(props.line.price);
  const [amount, setAmount] = useState(props.line.amount);
  const [text, setText] = useState(props.line.text);
  const rename = props.mode === "rename";
  // a control of the dialog: its id (the label's) and test id, value and change
  const control = (k: "text" | "amount" | "price", value: string, onValue: (v: string) => void): Control => ({
    id: `calc-edit-${k}`,
    "data-testid": `calc-edit-${k}`,
    value,
    onValue,
  });
  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent title={rename ? t("form.renameTitle") : t("form.editTitle")} description={props.line.text}>
        <form
          className="grid gap-3 sm:grid-cols-2"
          data-testid="calc-edit-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const ok = rename
              ? await write.run(`calculation/${props.line.id}/rename`, { body: { text } })
              : await write.run(`calculation/${props.line.id}`, { body: { price, amount } });
            if (ok) props.onClose();
          }}
        >
          {rename ? (
            <FormField
              className="sm:col-span-2"
              label={t("form.text")}
              htmlFor="calc-edit-text"
              required
              error={write.errors.text}
            >
              <Input {...control("text", text, setText)} required aria-required maxLength={300} />
            </FormField>
          ) : (
            <>
              <AmountAndPrice
                amount={control("amount", amount, setAmount)}
                price={control("price", price, setPrice)}
                errors={write.errors}
                currency={props.currency}
              />
            </>
          )}
          <DialogEnd write={write} testId="calc-edit-save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
