import { redirect } from "next/navigation";
import { StaffFrame } from "@/components/shell/staff-frame";
import { currentFeatures, currentPrincipal } from "@/lib/page/context";

/** The staff area: drawer, top bar, session upkeep. Pages check their own route too. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const [principal, features] = await Promise.all([currentPrincipal(), currentFeatures()]);
  if (!principal.user || !principal.session) redirect("/login?notice=UNAUTHORIZED");
  return (
    <StaffFrame principal={{ ...principal, user: principal.user, session: principal.session }} features={features}>
      {children}
    </StaffFrame>
  );
}
