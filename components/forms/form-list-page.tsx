// The answers list of sent forms (/form and /crm/forms): paged on the server, newest first, a
// form's answers above the list when one is opened (?view={id}), and a new link to send.
import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "../resource/resource-list-page";
import { formScreen } from "@/lib/domain/forms/form-resources";
import { hasSome } from "@/lib/access/scopes";
import { requireRoute } from "@/lib/page/context";
import { formDefinitionOptions, loadFormAnswers } from "@/lib/page/form-pages";
import type { PageSearchParams } from "@/lib/page/list";
import { firstParam } from "@/lib/page/search-params";
import { FormAnswers } from "./form-answers";
import { FormSend } from "./form-send";

export async function FormListPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: Promise<PageSearchParams & { view?: string }>;
}) {
  const principal = await requireRoute(path);
  const view = firstParam((await searchParams).view);
  const [t, form, definitions] = await Promise.all([
    getTranslations("forms"),
    loadFormAnswers(view, principal),
    hasSome(principal, ["formdef.update", "customers.update"]) ? formDefinitionOptions(principal) : null,
  ]);
  return (
    <ResourceListPage
      path={path}
      screen={formScreen}
      searchParams={searchParams}
      rowHref={`${path}?view={id}`}
      emptyText={t("emptyList")}
    >
      <div className="space-y-4">
        {form && <FormAnswers form={form} />}
        {definitions && <FormSend definitions={definitions} />}
      </div>
    </ResourceListPage>
  );
}

/** The forms of a customer (the customer page's tab): sent ones with their answers, and a new one to send. */
export async function CustomerForms({
  path,
  customerId,
  searchParams,
}: {
  path: string;
  customerId: number;
  searchParams: Promise<PageSearchParams>;
}) {
  const principal = await requireRoute(path);
  const definitions = hasSome(principal, ["formdef.update", "customers.update"])
    ? await formDefinitionOptions(principal)
    : null;
  return (
    <ResourceListPage
      path={path}
      embedded
      screen={formScreen}
      searchParams={searchParams}
      fixed={{ filter: { customerId: String(customerId) } }}
      omit={["customerName"]}
      rowHref="/form?view={id}"
    >
      {definitions && <FormSend definitions={definitions} customerId={customerId} />}
    </ResourceListPage>
  );
}
