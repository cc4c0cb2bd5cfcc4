// The divers' eligibility (issue 40, item 5): what a departure (or a dive product) requires, and for
// each guest "eligible" or what is still missing, from the same rule check-in asks
// (lib/domain/forms/guest-form-eligibility.ts). The departure page lists its guests with it; the
// guest's form says what the guest still has to provide.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { GuestEligibility } from "@/lib/domain/forms/booking-eligibility";
import { issueMessage, type EligibilityIssue } from "@/lib/domain/forms/guest-form-eligibility";
import type { DiveRequirements } from "@/lib/domain/tours/dive-requirements";
import type { DepartureDivers as Divers } from "@/lib/page/tours";

/** What a guest still lacks, in the reader's language. */
export function useIssueTexts() {
  const t = useTranslations();
  return (issues: readonly EligibilityIssue[]) =>
    issues.map((i) => {
      const m = issueMessage(i);
      return t(m.key as never, m.values as never);
    });
}

/** The requirements as one line ("AOWD or higher · 50 logged dives · Nitrox ..."). */
export function RequirementsLine({ requirements }: { requirements: DiveRequirements | null }) {
  const t = useTranslations("guestForm.requirements");
  const tl = useTranslations("guestForm.options.level");
  const r = requirements ?? {};
  const parts = [
    r.minLevel ? t("summaryLevel", { level: tl(r.minLevel) }) : null,
    r.minLoggedDives ? t("summaryDives", { count: r.minLoggedDives }) : null,
    r.nitrox ? t("nitrox") : null,
    r.medical ? t("medical") : null,
    r.passport ? t("passport") : null,
  ].filter(Boolean);
  return <span data-testid="dive-requirements-line">{parts.length ? parts.join(" · ") : t("none")}</span>;
}

function GuestState({ guest }: { guest: GuestEligibility }) {
  const t = useTranslations("guestForm.eligibility");
  const texts = useIssueTexts();
  if (guest.eligible)
    return (
      <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-900" data-testid="diver-eligible">
        {t("eligible")}
      </span>
    );
  return (
    <span className="text-amber-900" data-testid="diver-not-eligible">
      {t("missing", { list: texts(guest.issues).join(", ") })}
    </span>
  );
}

/** The departure's guests who must meet requirements, each eligible or what they lack. */
export function DepartureDivers({ divers }: { divers: Divers }) {
  const t = useTranslations("guestForm.eligibility");
  const rows = divers.bookings.flatMap((b) => b.guests.map((g) => ({ b, g })));
  return (
    <section aria-labelledby="divers-title" data-testid="departure-divers">
      <h2 id="divers-title" className="mb-2 text-base font-semibold">
        {t("title")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {t("required")}: <RequirementsLine requirements={divers.requirements} />
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noGuests")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-1 pr-3 font-medium">{t("guest")}</th>
              <th className="py-1 pr-3 font-medium">{t("booking")}</th>
              <th className="py-1 font-medium">{t("state")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ b, g }) => (
              <tr
                key={`${b.bookingId}-${g.customerId}`}
                className="border-b border-slate-100 align-top"
                data-testid="diver-row"
                data-eligible={g.eligible}
              >
                <td className="py-1 pr-3">{g.name}</td>
                <td className="py-1 pr-3">
                  <Link href={`/booking/${b.bookingId}`} className="text-brand-700 underline">
                    {b.booking}
                  </Link>
                  {b.checkedIn && <span className="ml-2 text-slate-600">({t("checkedIn")})</span>}
                </td>
                <td className="py-1">
                  <GuestState guest={g} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
