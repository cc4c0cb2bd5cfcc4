import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { canOpenPath } from "@/lib/access/guard";
import { roleOf } from "@/lib/access/roles";
import type { FeatureState } from "@/lib/access/features";
import type { Principal } from "@/lib/auth/principal";
import { bellState, userNavigation } from "@/lib/page/shell";
import { AppShell } from "./app-shell";
import { FrameMessages } from "./client-messages";
import { BELL_SIZE } from "./notification-format";
import { GuardNotice } from "./notice";
import { SessionKeeper } from "./session-keeper";

/**
 * The staff area's frame (drawer, top bar, session upkeep) for a logged-in user: the staff
 * layout, and the not-found page of a logged-in user, so a 404 keeps the menu. Its client
 * components get the frame's texts only; each staff area's layout gives its pages theirs.
 */
export async function StaffFrame({
  principal,
  features,
  children,
}: {
  principal: Principal & { user: NonNullable<Principal["user"]>; session: NonNullable<Principal["session"]> };
  features: FeatureState;
  children: React.ReactNode;
}) {
  const [t, notifications, nav] = await Promise.all([
    getTranslations("nav"),
    // agencies, customers and staff who get none see no bell
    bellState(principal.user, BELL_SIZE),
    userNavigation(principal, features),
  ]);
  const sections = nav.map((s) => ({
    group: s.group,
    label: t(`groups.${s.group}`),
    items: s.items.map((i) => ({
      path: i.path,
      label: t(i.key as never),
      ...(i.create ? { create: { path: i.create.path, label: t(i.create.key as never) } } : {}),
    })),
  }));
  // a customer's own data is their home page
  const profileHref = canOpenPath("/users/profile", principal, features)
    ? "/users/profile"
    : roleOf(principal) === "customer"
      ? "/"
      : undefined;
  return (
    <FrameMessages>
      <SessionKeeper expiresAt={principal.session.expiresAt.getTime()} />
      <AppShell
        sections={sections}
        user={{ name: principal.user.name, email: principal.user.email, canProfile: !!profileHref, profileHref }}
        notifications={notifications}
      >
        {children}
      </AppShell>
      <Suspense>
        <GuardNotice />
      </Suspense>
    </FrameMessages>
  );
}
