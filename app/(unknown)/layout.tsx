// Paths no page answers (app/(unknown)/[...path]): open to guests and users alike; a logged-in
// user keeps the drawer. Its own group, so the staff frame's code is not part of every page (the
// root not-found page is).
import { StaffFrame } from "@/components/shell/staff-frame";
import { currentFeatures, currentPrincipal } from "@/lib/page/context";

export default async function UnknownLayout({ children }: { children: React.ReactNode }) {
  const [principal, features] = await Promise.all([currentPrincipal(), currentFeatures()]);
  if (principal.user && principal.session)
    return (
      <StaffFrame principal={{ ...principal, user: principal.user, session: principal.session }} features={features}>
        {children}
      </StaffFrame>
    );
  return <main className="grid min-h-screen place-items-center px-4">{children}</main>;
}
