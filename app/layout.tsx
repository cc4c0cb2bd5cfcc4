import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LoadingBar } from "@/components/shell/loading-bar";
import { ServiceWorker } from "@/components/shell/service-worker";
import { LastRoutes } from "@/components/shell/last-routes";
import { Hydrated } from "@/components/shell/hydrated";
import { RootMessages } from "@/components/shell/client-messages";
import { Toaster } from "@/components/ui/toast";
import "./globals.css";

// Each page sets its own document title ("Customers · Harbour") where it renders its heading
// (PageTitle, AuthCard, DocumentTitle), so there is exactly one title and it changes with the page.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { description: t("tagline") };
}

// Every page depends on the request (language, session, feature switches): never prerender at
// build time, where no database may be opened.
export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0e7490" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={await getLocale()}>
      <body>
        <Suspense>
          <LoadingBar />
          <LastRoutes />
        </Suspense>
        <ServiceWorker />
        <Hydrated />
        <RootMessages>{children}</RootMessages>
        <Toaster />
      </body>
    </html>
  );
}
