import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { Suspense } from "react";
import { GuardNotice } from "@/components/shell/notice";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { pick } from "@/lib/i18n/pick";
import { pageLanguages } from "@/lib/page/languages";
import { inWidgetFrame } from "@/lib/page/widget-frame";

// Public pages ship only the texts they use.
const NAMESPACES = [
  "app",
  "auth",
  "common",
  "errors",
  "forms",
  "guestForm",
  "languages",
  "notices",
  "shell",
  "validation",
] as const;

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={pick(await getMessages(), NAMESPACES)}>
      {/* in a landmark (banner), like everything else on the page */}
      {/* in a widget's frame (the payment pages) the widget's language holds, as on the widget page */}
      {!(await inWidgetFrame()) && (
        <header className="absolute right-4 top-4 z-10">
          {/* the guest form offers only its languages (gfLangs) */}
          <LanguageSwitch languages={await pageLanguages()} />
        </header>
      )}
      {children}
      <Suspense>
        <GuardNotice />
      </Suspense>
    </NextIntlClientProvider>
  );
}
