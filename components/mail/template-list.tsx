// /config/mailtemplates: the mail templates by category and booking state, paged and filtered on
// the server; a row opens the template editor, "New template" makes one and opens it.
import { getTranslations } from "next-intl/server";
import type { ResourceName } from "@/lib/composition/resources";
import { BOOKING_STATES } from "@/lib/domain/booking/states";
import { MESSAGE_CATEGORIES } from "@/lib/domain/content/resources";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter, TableQuery, TableResult } from "../data-table/types";
import { PageTitle } from "../ui/card";
import { NewTemplateButton } from "./new-template-button";

export async function MailTemplateList(props: { query: TableQuery; result: TableResult; canEdit: boolean }) {
  const [t, nav, states, categories] = await Promise.all([
    getTranslations("mail.templates"),
    getTranslations("nav"),
    getTranslations("bookingStates"),
    getTranslations("textblocks.categories"),
  ]);
  const stateLabels = Object.fromEntries(BOOKING_STATES.map((s) => [s, states(s)]));
  const categoryLabels = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, categories(c)]));
  const columns: TableColumn[] = [
    { key: "name", label: t("name"), sort: "name" },
    { key: "category", label: t("category"), sort: "category", type: "enum", labels: categoryLabels },
    { key: "state", label: t("state"), sort: "state", type: "enum", labels: stateLabels },
    { key: "languages", label: t("languages"), type: "list" },
    { key: "active", label: t("active"), type: "bool" },
    { key: "updatedAt", label: t("updatedAt"), sort: "updatedAt", type: "datetime" },
  ];
  const filters: TableFilter[] = [
    {
      key: "category",
      label: t("category"),
      type: "select",
      options: MESSAGE_CATEGORIES.map((c) => ({ value: c, label: categoryLabels[c] })),
    },
    {
      key: "state",
      label: t("state"),
      type: "select",
      options: BOOKING_STATES.map((s) => ({ value: s, label: stateLabels[s] })),
    },
  ];
  return (
    <>
      <PageTitle actions={props.canEdit ? <NewTemplateButton /> : undefined}>{nav("configMailTemplates")}</PageTitle>
      <DataTable
        id="mailtemplates"
        // not a resource: the rows come from /api/mail/template
        resource={"mailtemplates" as ResourceName}
        columns={columns}
        filters={filters}
        result={props.result}
        query={props.query}
        rowHref="/config/mailtemplates/{id}"
        csv={false}
        searchable
        emptyText={t("empty")}
      />
    </>
  );
}
