"use client";
import { useEffect } from "react";
import { errorPage as de } from "@/messages/de.json";
import { errorPage as en } from "@/messages/en.json";

// Rendered without the intl provider (it may be what failed): the texts come straight from the files.
// Named imports: the bundler keeps only these few texts (every page loads this file's code).
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // a chunk that failed to load after a deployment: reload once, not on localhost
    if (/ChunkLoadError|Loading chunk/.test(error.message) && !["localhost", "127.0.0.1"].includes(location.hostname)) {
      const t = setTimeout(() => location.reload(), 250);
      return () => clearTimeout(t);
    }
  }, [error]);
  const texts = typeof document !== "undefined" && document.documentElement.lang === "en" ? en : de;
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="max-w-md text-center" role="alert">
        <h1 className="text-2xl font-semibold">{texts.title}</h1>
        <p className="mt-2 text-slate-600">{texts.text}</p>
        <button
          type="button"
          onClick={reset}
          className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white"
        >
          {texts.retry}
        </button>
      </div>
    </main>
  );
}
