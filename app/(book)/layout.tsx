// The public booking pages (/book/...): rendered on the server for guests, no staff drawer; the
// browser gets only the texts the booking form uses. In a widget's frame the widget's language
// holds (no language switch), as on the widget page.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { pick } from "@/lib/i18n/pick";
import { inWidgetFrame } from "@/lib/page/widget-frame";

const NAMESPACES = ["book", "common", "errors", "languages", "shell", "validation"] as const;

export default async function BookLayout({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={pick(await getMessages(), NAMESPACES)}>
      {!(await inWidgetFrame()) && (
        <div className="absolute right-4 top-4">
          <LanguageSwitch />
        </div>
      )}
      {children}
    </NextIntlClientProvider>
  );
}
