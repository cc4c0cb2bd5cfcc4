"use client";
// A staff list row's actions: mail the form's link to its guest (the booker for the booking's one
// form; POST /api/bookings/{id}/sendGuestFormMail, asking before sending again), copy it, and the differences
// between the form and the customer records, taken field by field, all at once, or only where the
// customer has nothing yet.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";

type Diff = {
  formId: number;
  guests: { customerId: number; name: string; diff: { field: string; form: string; customer: string | null }[] }[];
};

export function CopyLinkButton({ url }: { url: string }) {
  const t = useTranslations("guestForm.list");
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
          toast(t("linkCopied"));
        } catch {
          window.prompt(t("copyByHand"), url);
        }
      }}
    >
      {t("copyLink")}
    </Button>
  );
}

/** Mails the form's link to its guest; a link mailed before is sent again only when confirmed. */
export function SendLinkButton({ bookingId, formId }: { bookingId: number; formId: number }) {
  const t = useTranslations("guestForm.list");
  const [busy, setBusy] = useState(false);
  const send = async (force: boolean): Promise<void> => {
    setBusy(true);
    const res = await api<{ mails: { to: string }[] }>(`/api/bookings/${bookingId}/sendGuestFormMail`, {
      body: { formId, force },
    });
    setBusy(false);
    if (res.ok) return void toast(t("linkMailed", { to: res.data.mails.map((m) => m.to).join(", ") }));
    const again = res.status === 409 && res.error.details?.reason;
    if (again === "alreadySentGuestForm" && !force && window.confirm(`${res.error.message}\n\n${t("mailAgain")}`))
      return send(true);
    toast(res.error.message, "error");
  };
  return (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void send(false)} data-testid="guestform-mail">
      {t("mailLink")}
    </Button>
  );
}

export function DiffButton({ formId, canTake }: { formId: number; canTake: boolean }) {
  const t = useTranslations("guestForm.list");
  const tf = useTranslations("customers.fields");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [diff, setDiff] = useState<Diff | null>(null);
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const res = await api<Diff>(`/api/guestform/diff?formId=${formId}`);
    if (res.ok) setDiff(res.data);
    else toast(res.error.message, "error");
  };
  const take = async (path: string, body: Record<string, unknown>) => {
    setBusy(true);
    const res = await api(`/api/guestform/${path}`, { method: "POST", body: { formId, ...body } });
    setBusy(false);
    if (!res.ok) return toast(res.error.message, "error");
    toast(t("taken"));
    await load();
    router.refresh();
  };
  const none = diff && diff.guests.every((g) => !g.diff.length);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setDiff(null);
          setOpen(true);
          void load();
        }}
      >
        {t("differences")}
      </Button>
      <DialogContent title={t("differencesTitle")} className="w-[min(48rem,calc(100vw-2rem))]">
        {!diff ? (
          <p className="text-sm text-slate-600">{t("loading")}</p>
        ) : none ? (
          <p className="text-sm text-slate-600" data-testid="no-differences">
            {t("noDifferences")}
          </p>
        ) : (
          <div className="max-h-[60vh] space-y-4 overflow-auto">
            {diff.guests
              .filter((g) => g.diff.length)
              .map((g) => (
                <div key={g.customerId}>
                  <h3 className="font-medium text-slate-900">{g.name}</h3>
                  <table className="mt-2 w-full text-left text-sm">
                    <thead className="border-b border-slate-200 text-slate-600">
                      <tr>
                        {[t("field"), t("customerValue"), t("formValue")].map((label) => (
                          <th key={label} scope="col" className="py-1 pr-2 font-medium">
                            {label}
                          </th>
                        ))}
                        <th scope="col" className="py-1 font-medium">
                          <span className="sr-only">{t("take")}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {g.diff.map((d) => (
                        <tr key={d.field} className="border-b border-slate-100" data-testid={`diff-${d.field}`}>
                          <td className="py-1 pr-2">{tf.has(d.field) ? tf(d.field) : d.field}</td>
                          <td className="py-1 pr-2 text-slate-500">{d.customer ?? "–"}</td>
                          <td className="py-1 pr-2 font-medium">{d.form}</td>
                          <td className="py-1 text-right">
                            {canTake && (
                              <Button
                                size="sm"
                                variant="secondary"
                                disabled={busy}
                                aria-label={t("takeField", { field: tf.has(d.field) ? tf(d.field) : d.field })}
                                onClick={() =>
                                  void take("addToBooking", { customerId: g.customerId, fields: [d.field] })
                                }
                              >
                                {t("take")}
                              </Button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            {canTake && (
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" disabled={busy} onClick={() => void take("appendMissingFields", {})}>
                  {t("takeEmpty")}
                </Button>
                <Button disabled={busy} onClick={() => void take("addAllToBooking", {})}>
                  {t("takeAll")}
                </Button>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A form's last cells in a list: its status, what is missing, and the link and differences. */
export function GuestFormRowCells({
  form,
  statusLabel,
  statusClass,
  canTake,
  canMail = false,
}: {
  form: { id: number; bookingId: number; url: string; missing: number };
  statusLabel: string;
  statusClass?: string;
  canTake: boolean;
  /** staff who may write bookings mail the link */
  canMail?: boolean;
}) {
  return (
    <>
      <td className="px-3 py-2">
        <span className={statusClass}>{statusLabel}</span>
      </td>
      <td className="px-3 py-2">{form.missing}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          {canMail && <SendLinkButton bookingId={form.bookingId} formId={form.id} />}
          <CopyLinkButton url={form.url} />
          <DiffButton formId={form.id} canTake={canTake} />
        </div>
      </td>
    </>
  );
}
