import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { clubOverview } from "@/lib/page/home";
import { requireUser } from "@/lib/page/context";
import { Card, CardHeader, DocumentTitle } from "../ui/card";
import { Alert } from "../ui/alert";
import { cn } from "../ui/cn";
import { BookingPaperLinks } from "../booking/booking-papers";

export const CLUB_TABS = ["overview", "trips", "profile"] as const;

export async function ClubDashboard({ tab }: { tab: string }) {
  const user = await requireUser(tab === "overview" ? "/club/dashboard" : `/club/dashboard/${tab}`);
  if (!(CLUB_TABS as readonly string[]).includes(tab)) notFound();
  const t = await getTranslations();
  const format = await getFormatter();
  const data = user.customerId ? await clubOverview(user.customerId) : null;
  const dates = (from: string, to: string) =>
    format.dateTimeRange(new Date(from), new Date(to), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <>
      <DocumentTitle title={`${t(`club.tabs.${tab}` as never)} · ${t("club.title")}`} />
      <h1 className="text-2xl font-semibold">{t("club.welcome", { name: user.name })}</h1>
      <nav className="mt-6 flex gap-2 border-b border-amber-200" aria-label={t("club.title")}>
        {CLUB_TABS.map((k) => (
          <Link
            key={k}
            href={k === "overview" ? "/club/dashboard" : `/club/dashboard/${k}`}
            aria-current={k === tab ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm",
              k === tab
                ? "border-amber-600 font-medium text-amber-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {t(`club.tabs.${k}`)}
          </Link>
        ))}
      </nav>
      <div className="mt-6 space-y-6">
        {!data?.customer && <Alert tone="info">{t("club.noCustomer")}</Alert>}
        {data?.customer && tab === "overview" && (
          <div className="grid gap-6 md:grid-cols-2">
            {/* dark amber: white text keeps at least 4.5:1 (WCAG AA) across the whole gradient */}
            <Card className="bg-gradient-to-br from-amber-800 to-amber-950 p-6 text-white" data-testid="member-card">
              <div className="text-sm uppercase tracking-wide text-amber-50">{t("club.memberCard")}</div>
              <div className="mt-4 text-2xl font-semibold">{data.customer.fullName}</div>
              <div className="mt-4 text-sm text-amber-50" data-testid="member-card-trips">
                {t("club.tripsCount", { count: data.trips.length })}
                {data.next && (
                  <>
                    {" · "}
                    {t("club.nextOnCard", {
                      trip: data.next.where,
                      date: format.dateTime(new Date(`${data.next.from}T00:00:00Z`), {
                        dateStyle: "medium",
                        timeZone: "UTC",
                      }),
                    })}
                  </>
                )}
              </div>
              <div className="mt-6 flex justify-between text-sm">
                <span>
                  {t("club.memberNo")} {String(data.customer.id).padStart(6, "0")}
                </span>
                <span>
                  {t("club.memberSince")}{" "}
                  {format.dateTime(data.customer.createdAt, { year: "numeric", month: "2-digit" })}
                </span>
              </div>
            </Card>
            <Card>
              <CardHeader title={t("club.nextTrip")} />
              <div className="p-4 text-sm">
                {data.next ? (
                  <>
                    <div className="font-medium">{data.next.where}</div>
                    <div className="text-slate-600">{dates(data.next.from, data.next.to)}</div>
                  </>
                ) : (
                  <span className="text-slate-500">{t("club.noTrips")}</span>
                )}
                <div className="mt-3 text-slate-500">{t("club.tripsCount", { count: data.trips.length })}</div>
              </div>
            </Card>
          </div>
        )}
        {data?.customer && tab === "trips" && (
          <>
            <TripTable rows={data.trips} empty={t("club.noTrips")} testId="club-trips" />
            {/* offers and what was called off: theirs, but no trips (the card counts trips only) */}
            {data.others.length > 0 && (
              <>
                <h2 className="text-lg font-semibold">{t("club.otherBookings")}</h2>
                <TripTable rows={data.others} empty="" testId="club-other-bookings" />
              </>
            )}
          </>
        )}
        {data?.customer && tab === "profile" && (
          <Card className="p-4 text-sm">
            <div className="font-medium">{data.customer.fullName}</div>
            <div className="text-slate-600">{data.customer.email}</div>
          </Card>
        )}
      </div>
    </>
  );
}

type TripRow = Awaited<ReturnType<typeof clubOverview>>["trips"][number];

/** Bookings of the member as a table: the number they go by (and the one before), trip, dates, state, documents. */
async function TripTable({ rows, empty, testId }: { rows: TripRow[]; empty: string; testId: string }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()]);
  const dates = (from: string, to: string) =>
    format.dateTimeRange(new Date(from), new Date(to), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Card>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            {(["bookingNo", "trip", "dates", "state"] as const).map((c) => (
              <th key={c} className="px-4 py-2 font-medium">
                {t(`club.columns.${c}`)}
              </th>
            ))}
            <th className="px-4 py-2 font-medium">{t("bookingPapers.section.title")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((b) => (
            <tr key={b.id}>
              <td className="px-4 py-2 font-mono">
                {b.number}
                {b.earlierNumber && (
                  <span className="block text-xs text-slate-600">
                    {t("bookingRows.earlierNumber", { number: b.earlierNumber })}
                  </span>
                )}
              </td>
              <td className="px-4 py-2">{b.where}</td>
              <td className="px-4 py-2">{dates(b.from, b.to)}</td>
              <td className="px-4 py-2">{t(`bookingStates.${b.state}`)}</td>
              <td className="px-4 py-2">
                <BookingPaperLinks bookingId={b.id} state={b.state} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="px-4 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
