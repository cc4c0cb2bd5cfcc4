import { getTranslations } from "next-intl/server";
import { DocumentTitle } from "../ui/card";

/**
 * What a 404 says, inside the staff frame or on its own. No client component (a plain link home):
 * the root not-found page is rendered into every page's payload.
 */
export async function NotFoundContent() {
  const t = await getTranslations("notFound");
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="not-found">
      <DocumentTitle title={t("title")} />
      <p className="text-6xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("text")}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t("home")}
      </a>
    </div>
  );
}
