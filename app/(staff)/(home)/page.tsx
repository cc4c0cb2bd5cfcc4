import { getTranslations } from "next-intl/server";
import { AgencyHome } from "@/components/home/agency-home";
import { CustomerHome } from "@/components/home/customer-home";
import { StaffDashboard } from "@/components/home/staff-dashboard";
import { Welcome } from "@/components/home/welcome";
import { roleOf } from "@/lib/access/roles";
import { hasSome } from "@/lib/access/scopes";
import { currentFeatures, requireUser, currentPrincipal } from "@/lib/page/context";
import { linkerFor } from "@/lib/page/links";

type Search = { list?: string | string[]; schedule?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Home, by role: an agency user sees their agency (bookings, customers, credits, profile), a
 * customer their own data, password and bookings, staff who work with bookings the operator's
 * figures (each leading to what it counts), everyone else a greeting with their sections.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireUser("/");
  const [principal, features, sp] = await Promise.all([currentPrincipal(), currentFeatures(), searchParams]);
  const link = linkerFor(principal, features);
  switch (roleOf(principal)) {
    case "agency":
      return <AgencyHome user={user} principal={principal} link={link} />;
    case "customer":
    case "unassignedCustomer":
      return <CustomerHome user={user} principal={principal} link={link} />;
  }
  if (hasSome(principal, ["bookings.read"]))
    return (
      <StaffDashboard
        user={user}
        principal={principal}
        link={link}
        show={{ list: one(sp.list), schedule: one(sp.schedule) }}
        deskActions={hasSome(principal, ["bookings.update"])}
      />
    );
  const t = await getTranslations("home");
  return <Welcome greeting={t("greeting", { name: user.name })} principal={principal} features={features} />;
}
