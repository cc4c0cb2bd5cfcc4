// The booking page's guest forms: each guest's form with its status, what is missing, its link to
// copy, the differences to the customer record (lib/page/guest-forms.ts) and the scans uploaded
// (each opened by GET /api/guestform/{id}/files, which checks the reader again).
import { getTranslations } from "next-intl/server";
import type { Principal } from "@/lib/auth/principal";
import { guestFormRights, loadBookingGuestForms } from "@/lib/page/guest-forms";
import { TableCard } from "@/components/ui/table-card";
import { TableHead } from "@/components/ui/table-head";
import { GuestFormRowCells } from "./guest-form-actions";

export async function BookingGuestForms({ principal, bookingId }: { principal: Principal; bookingId: number }) {
  const forms = await loadBookingGuestForms(principal, bookingId);
  if (!forms) return null;
  const t = await getTranslations("guestForm");
  const { canTake, canMail } = guestFormRights(principal);
  return (
    <TableCard
      className="mt-6"
      testId="booking-guest-forms"
      title={t("list.title")}
      empty={forms.length === 0 && t("list.empty")}
      head={
        <TableHead
          labels={[t("list.guest"), t("list.status"), t("list.missing"), t("list.actions"), t("list.scans")]}
        />
      }
    >
      <tbody>
        {forms.map((f) => (
          <tr key={f.id} className="border-b border-slate-100">
            <td className="px-3 py-2">{f.multi ? t("list.allGuests", { name: f.name }) : f.name}</td>
            <GuestFormRowCells form={f} statusLabel={t(`status.${f.status}`)} canTake={canTake} canMail={canMail} />
            <td className="px-3 py-2" data-testid={`guest-form-scans-${f.id}`}>
              {f.scans.length === 0 ? (
                <span className="text-slate-500">{t("list.noScans")}</span>
              ) : (
                <ul className="space-y-1">
                  {f.scans.map((s) => (
                    <li key={`${s.customerId}-${s.kind}`}>
                      <a
                        className="text-brand-700 underline"
                        href={`/api/guestform/${f.id}/files?customerId=${s.customerId}&kind=${s.kind}`}
                        target="_blank"
                        rel="noopener"
                      >
                        {f.multi
                          ? t("list.scanOf", { kind: t(`files.${s.kind}`), name: s.name })
                          : t(`files.${s.kind}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
