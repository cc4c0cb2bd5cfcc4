import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Principal, SessionUser } from "@/lib/auth/principal";
import { customerHome } from "@/lib/page/home";
import type { Linker } from "@/lib/page/links";
import { CustomerFacts } from "../crm/customer-view";
import { Alert } from "../ui/alert";
import { Card, CardHeader, PageTitle } from "../ui/card";
import { PasswordChangeForm } from "../users/profile-form";
import { BookingRows } from "./booking-rows";

/** A customer's home: their own data (to edit), a password change, and their bookings. */
export async function CustomerHome({
  user,
  principal,
  link,
}: {
  user: SessionUser;
  principal: Principal;
  link: Linker;
}) {
  const t = await getTranslations();
  const { customer, bookings } = await customerHome(principal);
  const editHref = customer && link("/customer/{id}", { id: customer.id });
  return (
    <div data-testid="customer-home">
      <PageTitle>{t("home.greeting", { name: user.name })}</PageTitle>
      {!customer && <Alert tone="info">{t("customerHome.noCustomer")}</Alert>}
      <div className="grid gap-6 lg:grid-cols-2">
        {customer && (
          <Card data-testid="customer-profile">
            <CardHeader
              title={t("customerHome.myData")}
              actions={
                editHref && (
                  <Link
                    href={editHref}
                    className="text-sm font-medium text-brand-700 hover:underline"
                    data-testid="edit-own-data"
                  >
                    {t("customerHome.edit")}
                  </Link>
                )
              }
            />
            <CustomerFacts
              customer={customer}
              keys={["fullName", "birthday", "nationality", "email", "phone", "street", "zip", "city", "country"]}
            />
          </Card>
        )}
        <PasswordChangeForm />
        {customer && (
          <Card className="lg:col-span-2" data-testid="customer-bookings">
            <CardHeader title={t("customerHome.bookings")} />
            {bookings.length ? (
              <BookingRows
                rows={bookings.map((b) => ({ ...b, customerId: customer.id }))}
                link={link}
                showCustomer={false}
                showPax={false}
                caption={t("customerHome.bookings")}
              />
            ) : (
              <p className="p-4 text-sm text-slate-600">{t("customers.noBookings")}</p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
