// The booking page's guest forms: each guest's form with its status, what is missing, its link to
// copy and the differences to the customer record (lib/page/guest-forms.ts).
import { getTranslations } from "next-intl/server";
import type { Principal } from "@/lib/auth/principal";
import { hasSome } from "@/lib/access/scopes";
import { loadBookingGuestForms } from "@/lib/page/guest-forms";
import { Card, CardHeader } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { GuestFormRowCells } from "./guest-form-actions";

export async function BookingGuestForms({ principal, bookingId }: { principal: Principal; bookingId: number }) {
  const forms = await loadBookingGuestForms(principal, bookingId);
  if (!forms) return null;
  const t = await getTranslations("guestForm");
  const canTake = hasSome(principal, ["customers.update", "agencies.self"]);
  const canMail = hasSome(principal, ["bookings.update"]);
  return (
    <Card className="mt-6" data-testid="booking-guest-forms">
      <CardHeader title={t("list.title")} />
      {forms.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600">{t("list.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead labels={[t("list.guest"), t("list.status"), t("list.missing"), t("list.actions")]} />
            <tbody>
              {forms.map((f) => (
                <tr key={f.id} className="border-b border-slate-100">
                  <td className="px-3 py-2">{f.multi ? t("list.allGuests", { name: f.name }) : f.name}</td>
                  <GuestFormRowCells
                    form={f}
                    statusLabel={t(`status.${f.status}`)}
                    canTake={canTake}
                    canMail={canMail}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
