import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { dashboard } from "@/lib/domain/stats/dashboard";
import { hasSome } from "@/lib/access/scopes";
import { currentPrincipal, requireUser } from "@/lib/page/context";

export default async function HomePage() {
  const user = await requireUser("/");
  const t = await getTranslations("home");
  const format = await getFormatter();
  // the operator's numbers are for staff who work with bookings; others get the menu
  if (!hasSome(await currentPrincipal(), ["bookings.read"]))
    return (
      <>
        <PageTitle>{t("greeting", { name: user.name })}</PageTitle>
        <p className="text-sm text-slate-600" data-testid="home-welcome">
          {t("welcome")}
        </p>
      </>
    );
  const days = user.settings.defaultDashboardDays;
  const d = await dashboard(days);
  const tiles = [
    ["arrivals", d.arrivals],
    ["departures", d.departures],
    ["inHouse", d.inHouse],
    ["upcomingBookings", d.upcoming],
    ["customers", d.customers],
  ] as const;
  return (
    <>
      <PageTitle>{t("greeting", { name: user.name })}</PageTitle>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t("intro", { days })}</p>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
        {tiles.map(([key, value]) => (
          <Card key={key} className="p-4" data-testid={`tile-${key}`}>
            <div className="text-sm text-slate-500">{t(key)}</div>
            <div className="mt-1 text-2xl font-semibold">{format.number(value)}</div>
          </Card>
        ))}
      </div>
      <Card className="mt-6">
        <CardHeader title={t("nextDepartures")} />
        {d.nextDepartures.length === 0 ? (
          <p className="p-4 text-sm text-slate-500">{t("noDepartures")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {d.nextDepartures.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="font-medium">{s.tour}</span>
                <span className="text-slate-600">
                  {format.dateTimeRange(new Date(s.from), new Date(s.to), { dateStyle: "medium", timeZone: "UTC" })} ·{" "}
                  {s.vessel}
                </span>
                <span className="text-slate-500">{t("bookedBeds", { booked: s.booked, beds: s.beds })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
