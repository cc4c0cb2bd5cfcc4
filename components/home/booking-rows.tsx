import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { bookingHref, type Linker } from "@/lib/page/links";
import { BookingDrawerHost } from "../booking/booking-drawer-host";
import { TableHead } from "../ui/table-head";

export type BookingRow = {
  id: number;
  /** the number it goes by: its booking, else reservation, else offer number (bookingLabel) */
  number: string;
  /** the offer or reservation number it had before, shown beneath */
  earlierNumber?: string | null;
  state: string;
  from: string;
  to: string;
  pax?: number;
  where: string;
  customer?: string;
  customerId?: number | null;
};

/**
 * Bookings as a table whose booking numbers (and customers) link to their pages. A booking shows
 * the number it goes by, and the offer or reservation number it had before beneath it. With
 * `drawer` (staff's lists), a booking's number opens it in the booking drawer over the page.
 */
export async function BookingRows({
  rows,
  link,
  caption,
  showCustomer = true,
  showPax = true,
  testId,
  drawer,
}: {
  rows: BookingRow[];
  /** open the bookings in the drawer; staff: with the desk's quick actions */
  drawer?: { staff: boolean };
  link: Linker;
  caption?: string;
  showCustomer?: boolean;
  showPax?: boolean;
  testId?: string;
}) {
  const [t, ts, format] = await Promise.all([
    getTranslations("bookingRows"),
    getTranslations("bookingStates"),
    getFormatter(),
  ]);
  const dates = (from: string, to: string) =>
    format.dateTimeRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`), {
      dateStyle: "medium",
      timeZone: "UTC",
    });
  const table = (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead
          labels={[
            t("bookingNo"),
            showCustomer && t("customer"),
            t("where"),
            t("dates"),
            showPax && rows.some((r) => r.pax !== undefined) && t("pax"),
            t("state"),
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((b) => {
            const href = bookingHref(link, b);
            const customerHref = link("/customer/view/{id}", { id: b.customerId });
            return (
              <tr key={b.id}>
                <td className="whitespace-nowrap px-3 py-2 font-mono">
                  {href ? (
                    <Link
                      href={href}
                      className="font-medium text-brand-700 hover:underline"
                      data-testid="booking-link"
                      data-drawer-booking={drawer ? b.id : undefined}
                    >
                      {b.number}
                    </Link>
                  ) : (
                    b.number
                  )}
                  {b.earlierNumber && (
                    <span className="block text-xs text-slate-600" data-testid="booking-earlier-number">
                      {t("earlierNumber", { number: b.earlierNumber })}
                    </span>
                  )}
                </td>
                {showCustomer && (
                  <td className="px-3 py-2">
                    {customerHref ? (
                      <Link href={customerHref} className="text-brand-700 hover:underline">
                        {b.customer}
                      </Link>
                    ) : (
                      b.customer || "–"
                    )}
                  </td>
                )}
                <td className="px-3 py-2">{b.where || "–"}</td>
                <td className="whitespace-nowrap px-3 py-2">{dates(b.from, b.to)}</td>
                {showPax && b.pax !== undefined && <td className="px-3 py-2">{format.number(b.pax)}</td>}
                <td className="px-3 py-2">{ts(b.state as never)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  return drawer ? <BookingDrawerHost staff={drawer.staff}>{table}</BookingDrawerHost> : table;
}
