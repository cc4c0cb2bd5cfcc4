import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Principal, SessionUser } from "@/lib/auth/principal";
import { agencyHome } from "@/lib/page/home";
import type { Linker } from "@/lib/page/links";
import { Alert } from "../ui/alert";
import { Card, CardHeader, PageTitle } from "../ui/card";
import { BookingRows } from "./booking-rows";

const linkClass = "text-sm font-medium text-brand-700 hover:underline";

/**
 * An agency user's home: their agency at a glance with its bookings, its customers, its credit
 * balance and its profile, each leading on to its page.
 */
export async function AgencyHome({ user, principal, link }: { user: SessionUser; principal: Principal; link: Linker }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()]);
  const data = await agencyHome(principal);
  const agency = data?.agency;
  if (!data || !agency)
    return (
      <>
        <PageTitle>{t("home.greeting", { name: user.name })}</PageTitle>
        <Alert tone="info">{t("agencyHome.noAgency")}</Alert>
      </>
    );
  const balances = data.balances;
  const agencyHref = link("/agency/{id}", { id: agency.id });
  const sections = [
    ["bookings", t("agencyHome.bookings")],
    ["customers", t("agencyHome.customers")],
    ["credits", t("agencyHome.credits")],
    ["profile", t("agencyHome.profile")],
  ] as const;
  return (
    <div data-testid="agency-home">
      <PageTitle>{t("home.greeting", { name: user.name })}</PageTitle>
      <p className="-mt-4 mb-4 text-lg text-slate-700" data-testid="agency-name">
        {agency.name}
      </p>
      <nav aria-label={t("agencyHome.sections")} className="mb-6 flex flex-wrap gap-2">
        {sections.map(([key, label]) => (
          <a
            key={key}
            href={`#agency-${key}`}
            className="rounded-full bg-white px-3 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
          >
            {label}
          </a>
        ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2" id="agency-bookings" data-testid="agency-bookings">
          <CardHeader
            title={`${t("agencyHome.bookings")} (${format.number(data.bookingCount)})`}
            actions={
              link("/booking/list") && (
                <Link href={link("/booking/list")!} className={linkClass}>
                  {t("agencyHome.allBookings")}
                </Link>
              )
            }
          />
          {data.bookings.length ? (
            <BookingRows rows={data.bookings} link={link} caption={t("agencyHome.bookings")} />
          ) : (
            <p className="p-4 text-sm text-slate-600">{t("agencyHome.noBookings")}</p>
          )}
        </Card>
        <Card id="agency-credits" data-testid="agency-credits">
          <CardHeader
            title={t("agencyHome.credits")}
            actions={
              agencyHref && (
                <Link href={`${agencyHref}?tab=credits`} className={linkClass}>
                  {t("agencyHome.creditBookings")}
                </Link>
              )
            }
          />
          <div className="p-4">
            <p className="text-sm text-slate-600">{t("agencies.balance")}</p>
            <p className="mt-1 text-2xl font-semibold" data-testid="agency-balance">
              {balances.length
                ? balances
                    .map((b) => format.number(Number(b.balance), { style: "currency", currency: b.currency }))
                    .join(" · ")
                : format.number(0)}
            </p>
          </div>
        </Card>
        <Card className="lg:col-span-2" id="agency-customers" data-testid="agency-customers">
          <CardHeader
            title={`${t("agencyHome.customers")} (${format.number(data.customerCount)})`}
            actions={
              link("/customer/list") && (
                <Link href="/customer/list" className={linkClass}>
                  {t("agencyHome.allCustomers")}
                </Link>
              )
            }
          />
          {data.customers.length ? (
            <ul className="divide-y divide-slate-100">
              {data.customers.map((c) => {
                const href = link("/customer/view/{id}", { id: c.id }) ?? link("/customer/{id}", { id: c.id });
                return (
                  <li key={c.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                    {href ? (
                      <Link href={href} className="font-medium text-brand-700 hover:underline">
                        {c.fullName}
                      </Link>
                    ) : (
                      <span className="font-medium">{c.fullName}</span>
                    )}
                    <span className="text-slate-600">{[c.email, c.city].filter(Boolean).join(" · ")}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="p-4 text-sm text-slate-600">{t("agencyHome.noCustomers")}</p>
          )}
        </Card>
        <Card id="agency-profile" data-testid="agency-profile">
          <CardHeader title={t("agencyHome.profile")} />
          <dl className="space-y-1 p-4 text-sm">
            <div>
              <dt className="sr-only">{t("agencies.fields.name" as never)}</dt>
              <dd className="font-medium">{agency.name}</dd>
            </div>
            {agency.email && (
              <div>
                <dt className="sr-only">{t("customers.fields.email")}</dt>
                <dd>
                  <a href={`mailto:${agency.email}`} className="text-brand-700 hover:underline">
                    {agency.email}
                  </a>
                </dd>
              </div>
            )}
            {agency.phone && (
              <div>
                <dt className="sr-only">{t("customers.fields.phone")}</dt>
                <dd>
                  <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
                    {agency.phone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <div className="flex flex-col gap-2 border-t border-slate-100 p-4">
            {agencyHref && (
              <Link href={agencyHref} className={linkClass} data-testid="agency-profile-link">
                {t("agencyHome.editAgency")}
              </Link>
            )}
            {link("/users/profile") && (
              <Link href="/users/profile" className={linkClass}>
                {t("agencyHome.myProfile")}
              </Link>
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
