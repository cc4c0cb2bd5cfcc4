import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { GuardNotice } from "@/components/shell/notice";
import { SessionKeeper } from "@/components/shell/session-keeper";
import { canOpenPath } from "@/lib/access/guard";
import { navigation } from "@/lib/access/navigation";
import { currentFeatures, currentPrincipal } from "@/lib/page/context";

/** The staff area: drawer, top bar, session upkeep. Pages check their own route too. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const [principal, features] = await Promise.all([currentPrincipal(), currentFeatures()]);
  if (!principal.user || !principal.session) redirect("/login?notice=UNAUTHORIZED");
  const t = await getTranslations("nav");
  const sections = navigation(principal, features).map((s) => ({
    group: s.group,
    label: t(`groups.${s.group}`),
    items: s.items.map((i) => ({ path: i.path, label: t(i.key) })),
  }));
  return (
    <NextIntlClientProvider messages={await getMessages()}>
      <SessionKeeper expiresAt={principal.session.expiresAt.getTime()} />
      <AppShell
        sections={sections}
        user={{
          name: principal.user.name,
          email: principal.user.email,
          canProfile: canOpenPath("/users/profile", principal, features),
        }}
      >
        {children}
      </AppShell>
      <Suspense>
        <GuardNotice />
      </Suspense>
    </NextIntlClientProvider>
  );
}
