"use client";
// Staff mail one of the booking's documents as a PDF (POST /api/bookings/{id}/sendMail): the one
// chosen, to the agency or the customer. A document mailed already, or one that does not fit the
// booking's state, is refused with the reason; "send anyway" then forces it.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Select } from "../ui/input";
import { toast } from "../ui/toast";

export function SendPaper(p: { bookingId: number; templates: { id: string; name: string }[] }) {
  const t = useTranslations("bookingPapers.section");
  const { submit, pending, message } = useSubmit();
  const [template, setTemplate] = useState(p.templates[0]?.id ?? "");
  const [refused, setRefused] = useState(false);

  const send = async (force: boolean) => {
    const done = await submit(
      () => api<{ to: string }>(`/api/bookings/${p.bookingId}/sendMail`, { body: { template, force } }),
      { success: null },
    );
    setRefused(!done);
    if (done) toast(t("mailed", { to: done.data.to }));
  };

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      data-testid="send-paper"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
    >
      <label className="text-sm">
        <span className="block text-slate-600">{t("mailDocument")}</span>
        <Select value={template} onChange={(e) => setTemplate(e.target.value)} name="template">
          {p.templates.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" size="sm" variant="secondary" disabled={pending} data-testid="send-paper-submit">
        {t("mail")}
      </Button>
      {refused && (
        <Button size="sm" variant="ghost" disabled={pending} onClick={() => void send(true)}>
          {t("mailAnyway")}
        </Button>
      )}
      {message && (
        <div className="w-full">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </form>
  );
}
