"use client";
// Split invoices from the booking's money panel: a dialog asks how, one invoice per guest, or one
// of the lines staff tick to a guest they choose (else the booking's customer or agency); nothing
// runs before the choice is made there. Lines on a standing split invoice are not offered again
// (POST /api/bookings/{id}/splitInvoice refuses them anyway).
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { formatMoney } from "@/lib/i18n/money-format";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Select } from "../ui/input";

export type SplitLine = { key: string; text: string; total: string };

export function SplitInvoiceForm(p: {
  bookingId: number;
  version: number;
  currency: string;
  /** the billable lines not on a standing invoice yet */
  lines: SplitLine[];
  guests: { customerId: number; name: string }[];
}) {
  const t = useTranslations("bookingPages.money.split");
  const locale = useLocale();
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [customerId, setCustomerId] = useState("");

  const issue = async (body: Record<string, unknown>) => {
    const done = await submit(
      () =>
        api(`/api/bookings/${p.bookingId}/splitInvoice`, {
          body,
          headers: { "if-match": `"${p.version}"` },
        }),
      { success: null },
    );
    if (done) {
      setOpen(false);
      setChosen([]);
      router.refresh();
    }
  };

  if (!p.lines.length) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="split-open">
        {t("open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("open")}>{open && form()}</DialogContent>
      </Dialog>
    </>
  );

  function form() {
    return (
      <form
        className="w-full space-y-2 rounded-md bg-slate-50 p-3 text-sm"
        data-testid="split-form"
        onSubmit={(e) => {
          e.preventDefault();
          void issue({ lines: chosen, ...(customerId ? { customerId: Number(customerId) } : {}) });
        }}
      >
        <fieldset className="space-y-1">
          <legend className="text-slate-600">{t("lines")}</legend>
          {p.lines.map((l) => (
            <label key={l.key} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.includes(l.key)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, l.key] : chosen.filter((k) => k !== l.key))}
              />
              <span className="flex-1">{l.text}</span>
              <span className="tabular-nums">{formatMoney(l.total, p.currency, locale)}</span>
            </label>
          ))}
        </fieldset>
        <label className="block">
          <span className="block text-slate-600">{t("to")}</span>
          <Select value={customerId} onChange={(e) => setCustomerId(e.target.value)} name="customerId">
            <option value="">{t("buyer")}</option>
            {p.guests.map((g) => (
              <option key={g.customerId} value={g.customerId}>
                {g.name}
              </option>
            ))}
          </Select>
        </label>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={pending || !chosen.length} data-testid="split-lines">
            {t("issueLines")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => void issue({ by: "guest" })}
            data-testid="split-by-guest"
          >
            {t("byGuest")}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    );
  }
}
