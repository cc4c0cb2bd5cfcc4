import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { canOpenPath } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { can } from "@/lib/resources/engine";
import { loadList, savedFiltersFor, type PageSearchParams } from "@/lib/page/list";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { requiredFields } from "@/lib/resources/describe";
import type { ListQuery } from "@/lib/resources/list-query";
import { DataTable } from "../data-table/data-table";
import type { TableColumn, TableFilter } from "../data-table/types";
import type { FieldSpec } from "../form/types";
import { PageTitle } from "../ui/card";
import { TableEditor } from "./table-editor";

type Col = Omit<TableColumn, "label"> & { label?: string };
type Fld = Omit<FieldSpec, "label" | "required"> & { label?: string };

export type ResourceListPageProps = {
  /** the page's route, for the guard and the title */
  path: string;
  resource: ResourceName;
  /** translation namespace of column, filter and field labels ("customers.fields") */
  labels: string;
  columns: Col[];
  filters?: (Omit<TableFilter, "label"> & { label?: string })[];
  searchParams: Promise<PageSearchParams>;
  /** edit in a dialog with these fields */
  fields?: Fld[];
  defaults?: Record<string, unknown>;
  /** or: rows link to a detail page and "New" to a create page */
  rowHref?: string;
  createHref?: string;
  savedFilterHref?: string;
  /** fixed query parts (a saved filter, a parent record) */
  fixed?: Partial<ListQuery>;
  title?: string;
  /** inside another page (a tab): no page title */
  embedded?: boolean;
  idKey?: string;
  children?: React.ReactNode;
};

/** A whole list screen for one resource: guard, title, table, and editing. */
export async function ResourceListPage(p: ResourceListPageProps) {
  const principal = await requireRoute(p.path);
  const [t, locale, features] = await Promise.all([getTranslations(), getLocale(), currentFeatures()]);
  // rows link only to pages the user may open (an agency lists its customers, but their pages are staff pages)
  const rowHref = p.rowHref && canOpenPath(p.rowHref.replace(/\{\w+\}/g, "1").split("?")[0], principal, features) ? p.rowHref : undefined;
  const def = resourceDef(p.resource);
  const { query, result } = await loadList(p.resource, await p.searchParams, principal, locale as "de" | "en", p.fixed);
  const label = (key: string, given?: string) => given ?? t(`${p.labels}.${key}` as never);
  const columns = p.columns.map((c) => ({ ...c, label: label(c.key, c.label) }));
  const filters = p.filters?.map((f) => ({ ...f, label: label(f.key, f.label) }));
  const saved = p.savedFilterHref
    ? (await savedFiltersFor(principal, p.resource)).map((f) => ({ id: f.id, name: f.name, shared: f.shared, mine: f.userId === principal.user?.id }))
    : undefined;
  const title = p.title ?? t(`nav.${findRoute(p.path)?.route.key}` as never);
  const table = { id: p.resource, resource: p.resource, columns, filters, result, query, savedFilters: saved, savedFilterHref: p.savedFilterHref, searchable: !!(def.search?.length || def.searchColumn) };
  const canCreate = !!can(def, principal, "create", features);
  const canEdit = !!can(def, principal, "update", features);
  const required = new Set(requiredFields(def.create));
  return (
    <>
      {!p.embedded && <PageTitle actions={p.createHref && canCreate && <Link href={p.createHref} className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700" data-testid="create-link">+ {t("table.new")}</Link>}>
        {title}
      </PageTitle>}
      {p.children}
      {p.fields ? (
        <TableEditor
          {...table}
          title={title}
          fields={p.fields.map((f) => ({ ...f, label: label(f.name, f.label), required: required.has(f.name) }))}
          defaults={p.defaults}
          canCreate={canCreate}
          canEdit={canEdit}
          idKey={p.idKey}
        />
      ) : (
        <DataTable {...table} rowHref={rowHref} />
      )}
    </>
  );
}
