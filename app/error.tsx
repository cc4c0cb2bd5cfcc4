"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

// Its texts come from the root layout's provider, which holds them alone (RootMessages): not from
// the message files, whose import put both whole catalogues into every page's code (Turbopack
// keeps all of a JSON file). A provider below it (a page's) may be what failed.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // a chunk that failed to load after a deployment: reload once, not on localhost
    if (/ChunkLoadError|Loading chunk/.test(error.message) && !["localhost", "127.0.0.1"].includes(location.hostname)) {
      const t = setTimeout(() => location.reload(), 250);
      return () => clearTimeout(t);
    }
  }, [error]);
  const t = useTranslations("errorPage");
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="max-w-md text-center" role="alert">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-slate-600">{t("text")}</p>
        <button
          type="button"
          onClick={reset}
          className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white"
        >
          {t("retry")}
        </button>
      </div>
    </main>
  );
}
