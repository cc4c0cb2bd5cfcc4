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
              <Select id="calc-type" value={form.type} onChange={(e) => set({ type: e.target.value })}>
                {props.lineTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`lineTypes.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t("form.sort")} htmlFor="calc-sort" hint={t("form.sortHint")} error={error("sort")}>
              <Input
                id="calc-sort"
                inputMode="numeric"
                value={form.sort}
                onChange={(e) => set({ sort: e.target.value })}
                aria-describedby="calc-sort-hint"
              />
            </FormField>
            <FormField
              className="sm:col-span-2"
              label={t("form.text")}
              htmlFor="calc-text"
              required
              error={error("text")}
            >
              <Input
                id="calc-text"
                required
                aria-required
                maxLength={300}
                value={form.text}
                onChange={(e) => set({ text: e.target.value })}
                data-testid="calc-line-text"
              />
            </FormField>
            <FormField label={t("form.amount")} htmlFor="calc-amount" required error={error("amount")}>
              <Input
                id="calc-amount"
                required
                aria-required
                inputMode="decimal"
                value={form.amount}
                onChange={(e) => set({ amount: e.target.value })}
                data-testid="calc-line-amount"
              />
            </FormField>
            <FormField
              label={t("form.price")}
              htmlFor="calc-price"
              required
              hint={t("form.priceHint", { currency: props.currency })}
              error={error("price")}
            >
              <Input
                id="calc-price"
                required
                aria-required
                inputMode="decimal"
                value={form.price}
                onChange={(e) => set({ price: e.target.value })}
                aria-describedby="calc-price-hint"
                data-testid="calc-line-price"
              />
            </FormField>
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
              <Input
                id="calc-edit-text"
                required
                aria-required
                maxLength={300}
                value={text}
                onValue={setText}
                data-testid="calc-edit-text"
              />
            </FormField>
          ) : (
            <>
              <FormField label={t("form.amount")} htmlFor="calc-edit-amount" required error={write.errors.amount}>
                <Input
                  id="calc-edit-amount"
                  required
                  aria-required
                  inputMode="decimal"
                  value={amount}
                  onValue={setAmount}
                  data-testid="calc-edit-amount"
                />
              </FormField>
              <FormField
                label={t("form.price")}
                htmlFor="calc-edit-price"
                required
                hint={t("form.priceHint", { currency: props.currency })}
                error={write.errors.price}
              >
                <Input
                  id="calc-edit-price"
                  required
                  aria-required
                  inputMode="decimal"
                  value={price}
                  onValue={setPrice}
                  aria-describedby="calc-edit-price-hint"
                  data-testid="calc-edit-price"
                />
              </FormField>
            </>
          )}
          <DialogEnd write={write} testId="calc-edit-save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
