// The staff list of guest forms (/customer/guestform, /crm/guestform): forms by arrival or
// departure date with their completeness, filters and paging on the server (lib/page/guest-forms.ts),
// the counts per status, the print template (the forms as one PDF) and per form its link and the
// differences to the customer records.
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PageTitle } from "@/components/ui/card";
import { Button, LINK_BUTTON } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { TableHead } from "@/components/ui/table-head";
import type { PageSearchParams } from "@/lib/page/list";
import { requireRoute } from "@/lib/page/context";
import { guestFormRights, loadGuestFormList } from "@/lib/page/guest-forms";
import { GuestFormRowCells } from "./guest-form-actions";

const STATUS_TONE: Record<string, string> = {
  missing: "bg-red-100 text-red-900",
  started: "bg-amber-100 text-amber-900",
  complete: "bg-green-100 text-green-900",
  reviewed: "bg-sky-100 text-sky-900",
};

export async function GuestFormList({ path, searchParams }: { path: string; searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute(path);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const { query, page, stats, invalid } = await loadGuestFormList(sp, principal);
  const { canTake, canMail } = guestFormRights(principal);
  const params = (extra: Record<string, string | number | undefined>) => {
    const u = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, ...extra }))
      if (v !== undefined && v !== null && v !== "") u.set(k, String(v));
    return u.toString();
  };
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  const printable = !!(query.scheduleId || query.bookingId || (query.from && query.to));
  return (
    <>
      <PageTitle
        actions={
          printable ? (
            <NewTabLink
              className={LINK_BUTTON.secondary}
              href={`/api/guestform/print?${params({ page: undefined, size: undefined })}`}
            >
              {t("guestForm.list.print")}
            </NewTabLink>
          ) : undefined
        }
      >
        {t("guestForm.list.title")}
      </PageTitle>
      <form
        method="get"
        className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={t("guestForm.list.filters")}
      >
        <Filter label={t("guestForm.list.by")}>
          <Select name="by" defaultValue={query.by}>
            <option value="arrival">{t("guestForm.list.byArrival")}</option>
            <option value="departure">{t("guestForm.list.byDeparture")}</option>
          </Select>
        </Filter>
        <Filter label={t("guestForm.list.from")}>
          <Input type="date" name="from" defaultValue={query.from ?? ""} />
        </Filter>
        <Filter label={t("guestForm.list.to")}>
          <Input type="date" name="to" defaultValue={query.to ?? ""} />
        </Filter>
        <Filter label={t("guestForm.list.statusFilter")}>
          <Select name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("guestForm.list.allStatuses")}</option>
            {(["missing", "started", "complete", "reviewed"] as const).map((s) => (
              <option key={s} value={s}>
                {t(`guestForm.status.${s}`)}
              </option>
            ))}
          </Select>
        </Filter>
        <Filter label={t("guestForm.list.search")}>
          <Input type="search" name="search" defaultValue={query.search ?? ""} />
        </Filter>
        <div className="flex items-end">
          <Button type="submit">{t("guestForm.list.apply")}</Button>
        </div>
      </form>
      {invalid && (
        <p role="alert" className="mb-3 text-sm text-error">
          {t("guestForm.list.invalidFilter")}
        </p>
      )}
      <p className="mb-3 text-sm text-slate-700" data-testid="guestform-stats">
        {t("guestForm.list.stats", stats)}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <TableHead
            labels={[
              t("guestForm.list.booking"),
              t("guestForm.list.dates"),
              t("guestForm.list.guest"),
              t("guestForm.list.status"),
              t("guestForm.list.missing"),
              t("guestForm.list.actions"),
            ]}
          />
          <tbody>
            {page.data.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-500">
                  {t("guestForm.list.empty")}
                </td>
              </tr>
            )}
            {page.data.map((r) => (
              <tr key={r.id} className="border-b border-slate-100" data-testid={`guestform-row-${r.id}`}>
                <td className="px-3 py-2">
                  <Link href={`/booking/${r.bookingId}`} className="text-brand-700 underline">
                    {r.booking}
                  </Link>
                  {r.place && <span className="block text-xs text-slate-500">{r.place}</span>}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {r.dateFrom} – {r.dateTo}
                </td>
                <td className="px-3 py-2">{r.multi ? t("guestForm.list.allGuests", { name: r.name }) : r.name}</td>
                <GuestFormRowCells
                  form={r}
                  statusLabel={t(`guestForm.status.${r.status}`)}
                  statusClass={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_TONE[r.status]}`}
                  canTake={canTake}
                  canMail={canMail}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="mt-3 flex items-center justify-between text-sm" aria-label={t("guestForm.list.paging")}>
        <span>{t("guestForm.list.pageOf", { page: page.page, pages, total: page.total })}</span>
        <span className="flex gap-2">
          {page.page > 1 && (
            <Link href={`${path}?${params({ page: page.page - 1 })}`}>{t("guestForm.list.previous")}</Link>
          )}
          {page.page < pages && (
            <Link href={`${path}?${params({ page: page.page + 1 })}`}>{t("guestForm.list.next")}</Link>
          )}
        </span>
      </nav>
    </>
  );
}

/** One filter of the list: its label above its control. */
function Filter({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="text-sm">
      <span className="mb-1 block text-slate-700">{label}</span>
      {children}
    </label>
  );
}
