"use client";
import { useEffect } from "react";

// Rendered without the intl provider (it may be the thing that failed): both languages.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // a chunk that failed to load after a deployment: reload once, not on localhost
    if (/ChunkLoadError|Loading chunk/.test(error.message) && !["localhost", "127.0.0.1"].includes(location.hostname)) {
      const t = setTimeout(() => location.reload(), 250);
      return () => clearTimeout(t);
    }
  }, [error]);
  const de = typeof navigator !== "undefined" && navigator.language.startsWith("de");
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="max-w-md text-center" role="alert">
        <h1 className="text-2xl font-semibold">{de ? "Etwas ist schiefgelaufen" : "Something went wrong"}</h1>
        <button type="button" onClick={reset} className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white">
          {de ? "Erneut versuchen" : "Try again"}
        </button>
      </div>
    </main>
  );
}
