// /formdef: the form definitions; ?id={id} (or ?id=new) opens one in the editor, with a link to
// send it.
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FormDefinitionEditor, type DefinitionValues } from "@/components/forms/formdef-editor";
import { FormSend } from "@/components/forms/form-send";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { formDefinitionScreen } from "@/lib/domain/forms/form-resources";
import { requireRoute } from "@/lib/page/context";
import { loadFormDefinition } from "@/lib/page/form-pages";
import type { PageSearchParams } from "@/lib/page/list";
import { firstParam } from "@/lib/page/search-params";

export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams & { id?: string }> }) {
  const principal = await requireRoute("/formdef");
  const id = firstParam((await searchParams).id);
  if (id === undefined)
    return (
      <ResourceListPage
        path="/formdef"
        screen={formDefinitionScreen}
        searchParams={searchParams}
        rowHref="/formdef?id={id}"
        createHref="/formdef?id=new"
      />
    );
  const t = await getTranslations("forms.editor");
  const definition = id === "new" ? null : ((await loadFormDefinition(id, principal)) as DefinitionValues | null);
  if (id !== "new" && !definition) notFound();
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/formdef" className="text-brand-700 underline">
          ← {t("back")}
        </Link>
      </p>
      <PageTitle>{definition?.name || t("new")}</PageTitle>
      {definition?.id && <FormSend definitions={[]} definitionId={definition.id} />}
      <FormDefinitionEditor key={definition?.id ?? "new"} definition={definition} />
    </div>
  );
}
