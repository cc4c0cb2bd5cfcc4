// The customer page's guest forms (/customer/view/{id}?tab=guestForms): the forms of the bookings
// the customer is a guest of, newest stay first, each with its booking, status, what is missing,
// its link and the differences to take (the booking page's card, per customer).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Principal } from "@/lib/auth/principal";
import { guestFormRights, loadCustomerGuestForms } from "@/lib/page/guest-forms";
import { TableCard } from "@/components/ui/table-card";
import { TableHead } from "@/components/ui/table-head";
import { GuestFormRowCells } from "./guest-form-actions";

export async function CustomerGuestForms({ principal, customerId }: { principal: Principal; customerId: number }) {
  const forms = await loadCustomerGuestForms(principal, customerId);
  if (!forms) return null;
  const t = await getTranslations("guestForm");
  const { canTake, canMail } = guestFormRights(principal);
  return (
    <TableCard
      className="mt-4"
      testId="customer-guest-forms"
      empty={forms.length === 0 && t("list.empty")}
      head={<TableHead labels={[t("list.booking"), t("list.status"), t("list.missing"), t("list.actions")]} />}
    >
      <tbody>
        {forms.map((f) => (
          <tr key={f.id} className="border-b border-slate-100">
            <td className="px-3 py-2">
              <Link className="text-brand-700 underline" href={`/booking/${f.bookingId}`}>
                {f.booking}
              </Link>
              {f.multi && <span className="ml-2 text-slate-500">{t("list.allGuests", { name: f.name })}</span>}
            </td>
            <GuestFormRowCells form={f} statusLabel={t(`status.${f.status}`)} canTake={canTake} canMail={canMail} />
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
