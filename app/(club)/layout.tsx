import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ClubHeader } from "@/components/club/club-header";
import { GuardNotice } from "@/components/shell/notice";
import { SessionKeeper } from "@/components/shell/session-keeper";
import { pick } from "@/lib/i18n/pick";
import { currentPrincipal } from "@/lib/page/context";

/** The club area: its own theme, no drawer. */
export default async function ClubLayout({ children }: { children: React.ReactNode }) {
  const principal = await currentPrincipal();
  if (!principal.user || !principal.session) redirect("/club/login?notice=UNAUTHORIZED");
  const t = await getTranslations("club");
  return (
    <NextIntlClientProvider
      messages={pick(await getMessages(), [
        "app",
        "club",
        "shell",
        "languages",
        "notices",
        "common",
        "forms",
        "bookingStates",
      ])}
    >
      <SessionKeeper expiresAt={principal.session.expiresAt.getTime()} />
      <div className="min-h-screen bg-amber-50/40">
        <ClubHeader title={t("title")} name={principal.user.name} />
        <main className="mx-auto max-w-5xl px-4 py-8">{children}</main>
      </div>
      <Suspense>
        <GuardNotice />
      </Suspense>
    </NextIntlClientProvider>
  );
}
