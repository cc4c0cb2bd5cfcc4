import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { hasSome } from "@/lib/access/scopes";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { can } from "@/lib/resources/engine";
import type { Principal } from "@/lib/auth/principal";
import { bookingsOfCustomer } from "@/lib/domain/crm/customer-bookings";
import { customerBalances } from "@/lib/domain/crm/credits";
import { enumOptions } from "@/lib/page/options";
import { Card, CardHeader } from "../ui/card";

type Customer = Record<string, unknown> & {
  id: number;
  fullName: string;
  groups?: { id: number; name: string; color: string | null }[];
};

/** The customer's master data, contact and address. */
export async function CustomerOverview({ customer, principal }: { customer: Customer; principal: Principal }) {
  const t = await getTranslations("customers");
  const { genders, customerTypes, labels } = await enumOptions();
  const row = (key: string, value: unknown) => (
    <div key={key} className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-500">{t(`fields.${key}` as never)}</dt>
      <dd className="text-right">{value === null || value === undefined || value === "" ? "–" : String(value)}</dd>
    </div>
  );
  const section = (title: string, keys: string[], map: Record<string, Record<string, string>> = {}) => (
    <Card>
      <CardHeader title={title} />
      <dl className="divide-y divide-slate-100 px-4 py-2">
        {keys.map((k) => row(k, map[k] ? map[k][String(customer[k])] : customer[k]))}
      </dl>
    </Card>
  );
  const mayEdit = !!can(customerResource, principal, "update");
  return (
    <div className="space-y-4">
      {mayEdit && (
        <div className="flex justify-end">
          <Link
            href={`/customer/${customer.id}`}
            className="rounded-md px-3 py-2 text-sm text-brand-700 ring-1 ring-brand-500/40 hover:bg-brand-50"
            data-testid="edit-customer"
          >
            {t("edit")}
          </Link>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {section(
          t("sections.masterData"),
          [
            "title",
            "firstName",
            "middleName",
            "lastName",
            "name",
            "gender",
            "birthday",
            "permanentAge",
            "nationality",
            "passportNationality",
            "customerType",
          ],
          { gender: labels(genders), customerType: labels(customerTypes) },
        )}
        {section(t("sections.contact"), ["email", "phone"])}
        {section(t("sections.address"), ["street", "zip", "city", "state", "country"])}
      </div>
      {(!!customer.groups?.length || !!customer.note) && (
        <Card className="p-4 text-sm">
          {customer.groups?.map((g) => (
            <span
              key={g.id}
              className="mr-2 inline-block rounded-full px-3 py-1 text-white"
              style={{ background: g.color ?? "#0e7490" }}
            >
              {g.name}
            </span>
          ))}
          {!!customer.note && <p className="mt-2 whitespace-pre-wrap text-slate-700">{String(customer.note)}</p>}
        </Card>
      )}
    </div>
  );
}

export async function CustomerBookings({ customerId }: { customerId: number }) {
  const [t, ts, format, rows] = await Promise.all([
    getTranslations("customers"),
    getTranslations("bookingStates"),
    getFormatter(),
    bookingsOfCustomer(customerId),
  ]);
  if (!rows.length) return <p className="text-sm text-slate-500">{t("noBookings")}</p>;
  return (
    <Card>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {(["bookingNo", "where", "dates", "state", "total"] as const).map((k) => (
              <th key={k} className="px-3 py-2 font-medium">
                {t(`bookingColumns.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((b) => (
            <tr key={b.id}>
              <td className="px-3 py-2 font-mono">{b.bookingNo}</td>
              <td className="px-3 py-2">{b.where}</td>
              <td className="px-3 py-2">
                {format.dateTimeRange(new Date(b.from), new Date(b.to), { dateStyle: "medium", timeZone: "UTC" })}
              </td>
              <td className="px-3 py-2">{ts(b.state as never)}</td>
              <td className="px-3 py-2">
                {format.number(Number(b.total), { style: "currency", currency: b.currency })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export async function CreditBalance({ principal, customerId }: { principal: Principal; customerId: number }) {
  const [t, format] = await Promise.all([getTranslations("agencies"), getFormatter()]);
  const rows = (await customerBalances(principal, hasSome(principal, ["customers.read"]))).filter(
    (r) => r.customerId === customerId,
  );
  return (
    <p className="mb-3 text-sm text-slate-700" data-testid="credit-balance">
      {t("balance")}:{" "}
      {rows.length
        ? rows.map((r) => format.number(Number(r.balance), { style: "currency", currency: r.currency })).join(" · ")
        : "–"}
    </p>
  );
}
