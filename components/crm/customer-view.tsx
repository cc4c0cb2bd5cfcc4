import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { Principal } from "@/lib/auth/principal";
import { customerBalance, customerBookings, mayEditCustomer } from "@/lib/page/customers";
import type { Locale } from "@/lib/i18n/locale";
import type { Linker } from "@/lib/page/links";
import { countryOptions, enumOptions, labelsOf } from "@/lib/page/options";
import { BookingRows } from "../home/booking-rows";
import { CreditBalanceLine } from "./credit-balances";
import { Card, CardHeader } from "../ui/card";

type Customer = Record<string, unknown> & {
  id: number;
  fullName: string;
  groups?: { id: number; name: string; color: string | null }[];
};

type FactKey = string;

/**
 * Values of a customer as people read them: dates in the user's language, countries and
 * nationalities by name, gender and type by label, e-mail and phone as links.
 */
async function factFormatter() {
  const [t, format, locale, { genders, customerTypes, labels }] = await Promise.all([
    getTranslations("customers"),
    getFormatter(),
    getLocale(),
    enumOptions(),
  ]);
  const countries = labelsOf(await countryOptions(locale as Locale));
  const names: Record<string, Record<string, string>> = {
    gender: labels(genders),
    customerType: labels(customerTypes),
    nationality: countries,
    passportNationality: countries,
    country: countries,
  };
  return {
    label: (key: FactKey) => t(`fields.${key}` as never),
    value: (key: FactKey, v: unknown): React.ReactNode => {
      if (v === null || v === undefined || v === "") return "–";
      if (key === "birthday")
        return format.dateTime(new Date(`${String(v).slice(0, 10)}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
      if (key === "createdAt") return format.dateTime(new Date(String(v)), { dateStyle: "medium" });
      if (key === "email")
        return (
          <a href={`mailto:${String(v)}`} className="text-brand-700 hover:underline">
            {String(v)}
          </a>
        );
      if (key === "phone")
        return (
          <a href={`tel:${String(v).replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
            {String(v)}
          </a>
        );
      if (names[key]) return names[key][String(v)] ?? String(v);
      return String(v);
    },
  };
}

/** Some facts of a customer as a definition list. */
export async function CustomerFacts({ customer, keys }: { customer: Record<string, unknown>; keys: FactKey[] }) {
  const f = await factFormatter();
  return (
    <dl className="divide-y divide-slate-100 px-4 py-2">
      {keys.map((k) => (
        <div key={k} className="flex justify-between gap-4 py-1.5 text-sm" data-fact={k}>
          <dt className="text-slate-600">{f.label(k)}</dt>
          <dd className="text-right">{f.value(k, customer[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's master data, contact and address. */
export async function CustomerOverview({ customer, principal }: { customer: Customer; principal: Principal }) {
  const t = await getTranslations("customers");
  const section = (title: string, keys: string[]) => (
    <Card>
      <CardHeader title={title} />
      <CustomerFacts customer={customer} keys={keys} />
    </Card>
  );
  const mayEdit = mayEditCustomer(principal);
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
        {section(t("sections.masterData"), [
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
        ])}
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

/** The bookings a customer takes part in; each booking number leads to its page. */
export async function CustomerBookings({
  principal,
  customerId,
  link,
}: {
  principal: Principal;
  customerId: number;
  link: Linker;
}) {
  const [t, rows] = await Promise.all([getTranslations("customers"), customerBookings(principal, customerId)]);
  if (!rows.length) return <p className="text-sm text-slate-600">{t("noBookings")}</p>;
  return (
    <Card>
      <BookingRows
        rows={rows.map((b) => ({ ...b, customerId }))}
        link={link}
        showCustomer={false}
        showPax={false}
        testId="customer-bookings"
      />
    </Card>
  );
}

export async function CreditBalance({ principal, customerId }: { principal: Principal; customerId: number }) {
  return <CreditBalanceLine rows={await customerBalance(principal, customerId)} />;
}
