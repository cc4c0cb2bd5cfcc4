// The booking's mails (its "Mails" tab): every mail sent for it (template, recipient, status, the
// mail server's answer) and, for staff, the form to send one from a template.
import { getFormatter, getTranslations } from "next-intl/server";
import { loadBookingMails } from "@/lib/page/mail";
import { Card, CardHeader } from "../ui/card";
import { TableCard } from "../ui/table-card";
import { TableHead } from "../ui/table-head";
import { SendMailForm } from "./send-mail-form";

export async function BookingMails({ bookingId, canSend }: { bookingId: number; canSend: boolean }) {
  const [t, format, data] = await Promise.all([
    getTranslations("mail.booking"),
    getFormatter(),
    loadBookingMails(bookingId),
  ]);
  return (
    <div className="space-y-4">
      {canSend && (
        <Card>
          <CardHeader title={t("send")} />
          <div className="p-4">
            <SendMailForm bookingId={bookingId} templates={data.templates} />
          </div>
        </Card>
      )}
      <TableCard
        title={t("title", { count: data.total })}
        empty={data.mails.length === 0 && t("none")}
        tableTestId="booking-mails"
        head={<TableHead labels={[t("when"), t("subject"), t("to"), t("template"), t("status"), t("answer")]} />}
      >
        <tbody className="divide-y divide-slate-100">
          {data.mails.map((m) => (
            <tr key={m.id} data-status={m.status}>
              <td className="whitespace-nowrap px-3 py-2">
                {format.dateTime(m.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </td>
              <td className="px-3 py-2">
                {m.subject}
                {m.attachments.length > 0 && (
                  <span className="block text-xs text-slate-600">{m.attachments.join(", ")}</span>
                )}
              </td>
              <td className="px-3 py-2">{m.to}</td>
              <td className="px-3 py-2">{m.template?.name ?? t(`kinds.${m.kind}`)}</td>
              <td className="px-3 py-2">{t(`statuses.${m.status}`)}</td>
              <td className="max-w-xs truncate px-3 py-2 text-xs text-slate-600" title={m.smtpAnswer ?? ""}>
                {m.smtpAnswer}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </div>
  );
}
