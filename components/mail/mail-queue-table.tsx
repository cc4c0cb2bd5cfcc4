"use client";
// The mail queue's table (/config/mailqueue) and a mail's dialog: what it is, the mail server's
// whole answer, and for who may (mail.update) "Retry now" or "Plan" at a time
// (POST /api/mailqueue/{id}/plan). A sent mail has nothing to plan.
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { ResourceName } from "@/lib/composition/resources";
import { api } from "@/lib/client/api";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import { FormField } from "../form/form-field";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input } from "../ui/input";

const STATUSES = ["queued", "sent", "failed"] as const;

type Row = {
  id: number;
  to: string;
  subject: string;
  status: (typeof STATUSES)[number];
  smtpAnswer: string | null;
  attempts: number;
  attachments: string[];
  bookingId: number | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
};

export function MailQueueTable(props: { query: TableQuery; result: TableResult; canPlan: boolean }) {
  const t = useTranslations("mail.queue");
  const ts = useTranslations("mail.booking.statuses");
  const [open, setOpen] = useState<Row | null>(null);
  const statusLabels = Object.fromEntries(STATUSES.map((s) => [s, ts(s)]));
  const columns: TableColumn[] = [
    { key: "createdAt", label: t("createdAt"), sort: "createdAt", type: "datetime" },
    { key: "to", label: t("to") },
    { key: "subject", label: t("subject") },
    { key: "status", label: t("status"), type: "enum", labels: statusLabels },
    { key: "attempts", label: t("attempts"), type: "number" },
    { key: "nextAttemptAt", label: t("nextAttemptAt"), type: "datetime" },
    { key: "answer", label: t("answer") },
  ];
  const filters: TableFilter[] = [
    {
      key: "status",
      label: t("status"),
      type: "select",
      options: STATUSES.map((s) => ({ value: s, label: statusLabels[s] })),
    },
  ];
  // the answer's first line in the table; the dialog shows it whole
  const result: TableResult =
    "data" in props.result
      ? {
          ...props.result,
          data: props.result.data.map((r) => ({ ...r, answer: shorten(r.smtpAnswer as string | null) })),
        }
      : props.result;
  return (
    <>
      <DataTable
        id="mailqueue"
        // not a resource: the rows come from /api/mailqueue
        resource={"mailqueue" as ResourceName}
        columns={columns}
        filters={filters}
        result={result}
        query={props.query}
        onRowClick={(r) => setOpen(r as unknown as Row)}
        csv={false}
        searchable
        emptyText={t("empty")}
      />
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        {open && <MailDialog mail={open} canPlan={props.canPlan} onDone={() => setOpen(null)} />}
      </Dialog>
    </>
  );
}

const shorten = (s: string | null) => (s && s.length > 80 ? `${s.slice(0, 79)}…` : s);

function MailDialog({ mail, canPlan, onDone }: { mail: Row; canPlan: boolean; onDone: () => void }) {
  const t = useTranslations("mail.queue");
  const ts = useTranslations("mail.booking.statuses");
  const format = useFormatter();
  const router = useRouter();
  const { submit, pending, message, errors } = useSubmit();
  const [at, setAt] = useState("");
  const when = (v: string | null) =>
    v ? format.dateTime(new Date(v), { dateStyle: "medium", timeStyle: "short" }) : "–";

  async function plan(time?: string) {
    const body = time ? { at: new Date(time).toISOString() } : {};
    const done = await submit(() => api(`/api/mailqueue/${mail.id}/plan`, { method: "POST", body }), {
      success: t(time ? "planned" : "retried"),
      toast: true,
    });
    if (!done) return;
    router.refresh();
    onDone();
  }

  const facts: [string, React.ReactNode][] = [
    [t("to"), mail.to],
    [t("status"), ts(mail.status)],
    [t("attempts"), mail.attempts],
    [t("createdAt"), when(mail.createdAt)],
    [t("sentAt"), when(mail.sentAt)],
    [t("nextAttemptAt"), when(mail.nextAttemptAt)],
    [t("attachments"), mail.attachments.length ? mail.attachments.join(", ") : "–"],
  ];
  return (
    <DialogContent title={mail.subject} description={t("dialogDescription")}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="mail-facts">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="break-all">{v}</dd>
          </div>
        ))}
      </dl>
      {mail.bookingId && (
        <p className="mt-2 text-sm">
          <a className="text-brand-700 hover:underline" href={`/booking/${mail.bookingId}`}>
            {t("toBooking")}
          </a>
        </p>
      )}
      <h3 className="mt-4 text-sm font-medium text-slate-800">{t("answer")}</h3>
      <pre
        className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs"
        data-testid="mail-answer"
      >
        {mail.smtpAnswer ?? "–"}
      </pre>
      {canPlan && mail.status !== "sent" && (
        <form
          className="mt-4 space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void plan(at || undefined);
          }}
        >
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <div className="flex flex-wrap items-end gap-2">
            <Button type="button" disabled={pending} onClick={() => void plan()} data-testid="mail-retry">
              {t("retryNow")}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t("planAt")} htmlFor="mail-plan-at" error={errors.at}>
              <Input id="mail-plan-at" type="datetime-local" value={at} onValue={setAt} />
            </FormField>
            <Button type="submit" variant="secondary" disabled={pending || !at} data-testid="mail-plan">
              {t("plan")}
            </Button>
          </div>
        </form>
      )}
    </DialogContent>
  );
}
