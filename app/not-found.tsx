import { NotFoundContent } from "@/components/shell/not-found-content";
import { StaffFrame } from "@/components/shell/staff-frame";
import { currentFeatures, currentPrincipal } from "@/lib/page/context";

/** Unknown paths: open to guests and users alike; a logged-in user keeps the drawer. */
export default async function NotFound() {
  const [principal, features] = await Promise.all([currentPrincipal(), currentFeatures()]);
  if (principal.user && principal.session)
    return (
      <StaffFrame principal={{ ...principal, user: principal.user, session: principal.session }} features={features}>
        <NotFoundContent />
      </StaffFrame>
    );
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <NotFoundContent />
    </main>
  );
}
