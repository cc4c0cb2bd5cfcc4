import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Unknown paths: open to guests and users alike. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="max-w-md text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-brand-600">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-slate-600">{t("text")}</p>
        <Link
          href="/"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
