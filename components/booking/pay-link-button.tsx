"use client";
// Pay by link on the booking page: choose what the guest should pay (everything open, the deposit
// or the rest), send the link (POST /api/bookings/{id}/payLink mails it to the main customer), then
// the link is shown to copy. A new link replaces the earlier ones. Only for bookings that hold
// their rooms (others cannot be paid).
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { holdsInventory } from "@/lib/domain/booking/states";
import { formatMoney } from "@/lib/i18n/money-format";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";
import { toast } from "../ui/toast";

type Part = "open" | "deposit" | "rest";
type BookingState = Parameters<typeof holdsInventory>[0];
type Answer = { url: string; amount: string; currency: string; mailedTo: string | null };

export function PayLinkButton({ bookingId, state }: { bookingId: number; state: BookingState }) {
  const t = useTranslations("book.payLink");
  const locale = useLocale();
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [part, setPart] = useState<Part>("open");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const field = useRef<HTMLInputElement>(null);
  if (!holdsInventory(state)) return null;

  const send = async () => {
    const done = await submit(() => api<Answer>(`/api/bookings/${bookingId}/payLink`, { body: { part } }), {
      success: null,
    });
    if (done) {
      setAnswer(done.data);
      router.refresh(); // the booking's version moved on (its history has the new entry)
    }
  };
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(answer!.url);
      toast(t("copied"));
    } catch {
      // the link stays selected for Ctrl+C
    }
  };
  const amount = answer ? formatMoney(answer.amount, answer.currency, locale) : "";
  return (
    <div className="space-y-3 border-t border-slate-200 p-4" data-testid="pay-link">
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block text-slate-600">{t("part")}</span>
          <Select value={part} onChange={(e) => setPart(e.target.value as Part)} data-testid="pay-link-part">
            {(["open", "deposit", "rest"] as const).map((p) => (
              <option key={p} value={p}>
                {t(`parts.${p}`)}
              </option>
            ))}
          </Select>
        </label>
        <Button type="button" variant="secondary" disabled={pending} onClick={send} data-testid="pay-link-send">
          {pending ? t("sending") : t("send")}
        </Button>
      </div>
      {message?.tone === "error" && <Alert tone="error">{message.text}</Alert>}
      {answer && (
        <div className="space-y-2" role="status">
          <p className="text-sm" data-testid="pay-link-result">
            {answer.mailedTo ? t("mailed", { to: answer.mailedTo, amount }) : t("notMailed", { amount })} {t("note")}
          </p>
          <div className="flex gap-2">
            <label className="sr-only" htmlFor={`pay-link-${bookingId}`}>
              {t("link")}
            </label>
            <Input
              id={`pay-link-${bookingId}`}
              ref={field}
              readOnly
              value={answer.url}
              className="font-mono text-xs"
              data-testid="pay-link-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" variant="secondary" size="sm" onClick={copy}>
              {t("copy")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
