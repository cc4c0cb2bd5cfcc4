import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { Principal, SessionUser } from "@/lib/auth/principal";
import type { Locale } from "@/lib/i18n/locale";
import type { DashboardList } from "@/lib/domain/stats/dashboard";
import { OPTION_SOON_DAYS, OVERDUE_FILTER, staffDashboard, WAITING_FILTER } from "@/lib/page/home";
import type { Linker } from "@/lib/page/links";
import { Card, CardHeader, PageTitle } from "../ui/card";
import { TableCard } from "../ui/table-card";
import { cn } from "../ui/cn";
import { BookingRows } from "./booking-rows";

type Show = { list?: string; schedule?: string };

/**
 * The operator's home: today's figures, each a link to the bookings it counts (listed below the
 * figures), the customers figure to the customer list, and the next departures, each leading to
 * its bookings.
 */
export async function StaffDashboard({
  user,
  principal,
  link,
  show,
  deskActions = false,
}: {
  user: SessionUser;
  principal: Principal;
  link: Linker;
  show: Show;
  /** the booking drawer offers check-in, payments and the like (bookings.update) */
  deskActions?: boolean;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("home"), getFormatter(), getLocale()]);
  const days = user.settings.defaultDashboardDays;
  const {
    figures: d,
    list,
    scheduleId,
    rows,
    occupancy,
  } = await staffDashboard(principal, days, show, locale as Locale);
  const bookingList = (filter: readonly [string, string]) => {
    const href = link("/booking/list");
    return href && `${href}?${new URLSearchParams({ [`filter[${filter[0]}]`]: filter[1] })}`;
  };
  const departure = scheduleId ? d.nextDepartures.find((s) => s.id === scheduleId) : undefined;
  const listHref = (key: DashboardList, extra = "") => `/?list=${key}${extra}#dashboard-list`;
  // each label says what its number counts: today's arrivals and departures, who is in the house
  // today, the arrivals of the coming days, all customers
  const tiles: {
    key: string;
    label: string;
    value: number | null;
    href?: string;
    list?: DashboardList;
    note?: string;
  }[] = [
    { key: "arrivals", label: t("tiles.arrivals"), value: d.arrivals, href: listHref("arrivals"), list: "arrivals" },
    {
      key: "departures",
      label: t("tiles.departures"),
      value: d.departures,
      href: listHref("departures"),
      list: "departures",
    },
    { key: "inHouse", label: t("tiles.inHouse"), value: d.inHouse, href: listHref("inHouse"), list: "inHouse" },
    {
      key: "upcomingBookings",
      label: t("tiles.upcoming", { days }),
      value: d.upcoming,
      href: listHref("upcoming"),
      list: "upcoming",
    },
    {
      key: "leaving",
      label: t("tiles.leaving", { days }),
      value: d.leaving,
      href: listHref("leaving"),
      list: "leaving",
    },
    {
      key: "optionsExpiring",
      label: t("tiles.optionsExpiring", { soon: OPTION_SOON_DAYS }),
      value: d.optionsExpiring,
      href: listHref("optionsExpiring"),
      list: "optionsExpiring",
    },
    {
      key: "openPayments",
      label: t("tiles.openPayments", { days }),
      value: d.openPayments,
      href: listHref("openPayments"),
      list: "openPayments",
    },
    { key: "overdue", label: t("tiles.overdue"), value: d.overdue, href: bookingList(OVERDUE_FILTER) },
    { key: "waiting", label: t("tiles.waiting"), value: d.waiting, href: bookingList(WAITING_FILTER) },
    { key: "customers", label: t("customers"), value: d.customers, href: link("/customer/list") },
    // guest forms come with the forms module: the place is kept
    {
      key: "guestFormsMissing",
      label: t("tiles.guestFormsMissing"),
      value: d.guestFormsMissing,
      note: t("tiles.guestFormsLater"),
    },
  ];
  const occupancyHref = link("/stats/occupancy");
  const weeksHref =
    occupancyHref &&
    `${occupancyHref}?${new URLSearchParams({ from: occupancy.from, to: occupancy.to, groupBy: "week" })}`;
  const weekLabels = occupancy.chart.labels;
  const listTitle =
    list === "schedule"
      ? departure
        ? t("lists.schedule", { tour: departure.tour })
        : t("lists.scheduleAny")
      : list
        ? t(`lists.${list}`, { days })
        : "";
  return (
    <>
      <PageTitle>{t("greeting", { name: user.name })}</PageTitle>
      <p className="-mt-4 mb-6 text-sm text-slate-600" data-testid="dashboard-intro">
        {t("introToday", { days })}
      </p>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 xl:grid-cols-6" aria-label={t("figures")}>
        {tiles.map((tile) => {
          const body = (
            <>
              <span className="block text-sm text-slate-600">{tile.label}</span>
              <span className="mt-1 block text-2xl font-semibold text-slate-900">
                {tile.value === null ? "—" : format.number(tile.value)}
              </span>
              {tile.note && <span className="mt-1 block text-xs text-slate-600">{tile.note}</span>}
            </>
          );
          const current = !!tile.list && tile.list === list;
          return (
            <li key={tile.key}>
              {tile.href ? (
                <Link
                  href={tile.href}
                  data-testid={`tile-${tile.key}`}
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "block h-full rounded-lg border bg-white p-4 shadow-sm transition-colors hover:border-brand-500",
                    current ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
                  )}
                >
                  {body}
                  <span className="mt-2 block text-xs font-medium text-brand-700">{t("show")}</span>
                </Link>
              ) : (
                <Card className="h-full p-4" data-testid={`tile-${tile.key}`}>
                  {body}
                </Card>
              )}
            </li>
          );
        })}
      </ul>
      {list && (
        <Card className="mt-6 scroll-mt-20" id="dashboard-list" data-testid="dashboard-list">
          <CardHeader
            title={listTitle}
            actions={
              <Link href="/" className="text-sm text-brand-700 hover:underline">
                {t("hideList")}
              </Link>
            }
          />
          {rows && rows.length > 0 ? (
            <BookingRows rows={rows} link={link} caption={listTitle} drawer={{ staff: deskActions }} />
          ) : (
            <p className="p-4 text-sm text-slate-600">{t("noneInList")}</p>
          )}
        </Card>
      )}
      <TableCard
        className="mt-6"
        testId="dashboard-occupancy"
        title={t("occupancy.title")}
        actions={
          weeksHref && (
            <Link href={weeksHref} className="text-sm text-brand-700 hover:underline" data-testid="occupancy-link">
              {t("occupancy.show")}
            </Link>
          )
        }
        empty={occupancy.chart.series.length === 0 && t("occupancy.none")}
        region={t("occupancy.title")}
        head={
          <>
            <caption className="sr-only">{t("occupancy.caption", { days })}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("occupancy.asset")}
                </th>
                {weekLabels.map((w) => (
                  <th key={w} scope="col" className="px-3 py-2 text-right font-medium">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
          </>
        }
      >
        <tbody>
          {occupancy.chart.series.map((s) => (
            <tr key={s.key} className="border-b border-slate-100">
              <th scope="row" className="px-4 py-2 text-left font-medium text-slate-800">
                {s.label}
              </th>
              {s.values.map((v, i) => (
                <td key={weekLabels[i]} className="px-3 py-2 text-right tabular-nums">
                  {format.number(v, { maximumFractionDigits: 1 })} %
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Card className="mt-6">
        <CardHeader title={t("nextDepartures")} />
        {d.nextDepartures.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">{t("noDepartures")}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="next-departures">
            {d.nextDepartures.map((s) => {
              const href =
                link("/schedule/{schedule}", { schedule: s.id }) ?? listHref("schedule", `&schedule=${s.id}`);
              return (
                <li key={s.id}>
                  <Link
                    href={href}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm hover:bg-brand-50/50"
                  >
                    <span className="font-medium text-brand-700">{s.tour}</span>
                    <span className="text-slate-600">
                      {format.dateTimeRange(new Date(`${s.from}T00:00:00Z`), new Date(`${s.to}T00:00:00Z`), {
                        dateStyle: "medium",
                        timeZone: "UTC",
                      })}{" "}
                      · {s.vessel}
                    </span>
                    <span className="text-slate-600">{t("soldBeds", { sold: s.sold, beds: s.beds })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
