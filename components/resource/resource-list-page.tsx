import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { canOpenPath } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { loadList, savedFiltersFor, type PageSearchParams } from "@/lib/page/list";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import type { ListQuery } from "@/lib/resources/list-query";
import type { ResourceScreen } from "@/lib/resources/screen";
import { DataTable } from "../data-table/data-table";
import { PageTitle } from "../ui/card";
import { TableEditor } from "./table-editor";

export type ResourceListPageProps = {
  /** the page's route, for the guard and the title */
  path: string;
  /** columns, filters and (for editing in a dialog) fields: the resource's screen */
  screen: ResourceScreen<ResourceName>;
  searchParams: Promise<PageSearchParams>;
  /** values a new record takes from where it is created (a parent record, the list's filter) */
  defaults?: Record<string, unknown>;
  /** columns, filters and fields left out here (a parent record's own key, in its tab) */
  omit?: readonly string[];
  /** labels for the values of these columns, known only to this page (names of ids) */
  valueLabels?: Record<string, Record<string, string>>;
  /** rows link to a detail page and "New" to a create page (instead of the dialog) */
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

/** A whole list screen for one resource: guard, title, table, and editing in a dialog or a page. */
export async function ResourceListPage(p: ResourceListPageProps) {
  const principal = await requireRoute(p.path);
  const [t, locale, features] = await Promise.all([getTranslations(), getLocale(), currentFeatures()]);
  const def = resourceDef(p.screen.resource);
  const dialog = !p.rowHref && !!p.screen.fields?.length;
  const [{ query, result }, resolved] = await Promise.all([
    loadList(p.screen.resource, await p.searchParams, principal, locale as "de" | "en", p.fixed),
    resolveScreen(p.screen, principal),
  ]);
  const shown = <T extends { key?: string; name?: string }>(x: T) => !p.omit?.includes(x.key ?? x.name ?? "");
  const screen = {
    ...resolved,
    columns: resolved.columns
      .filter(shown)
      .map((c) => (p.valueLabels?.[c.key] ? { ...c, type: "enum" as const, labels: p.valueLabels[c.key] } : c)),
    filters: resolved.filters.filter(shown),
    fields: resolved.fields.filter(shown),
  };
  // rows link only to pages the user may open (an agency lists its customers, but their pages are staff pages)
  const rowHref =
    p.rowHref && canOpenPath(p.rowHref.replace(/\{\w+\}/g, "1").split("?")[0], principal, features)
      ? p.rowHref
      : undefined;
  const saved = p.savedFilterHref
    ? (await savedFiltersFor(principal, p.screen.resource)).map((f) => ({
        id: f.id,
        name: f.name,
        shared: f.shared,
        mine: f.userId === principal.user?.id,
      }))
    : undefined;
  const title = p.title ?? t(`nav.${findRoute(p.path)?.route.key}` as never);
  const table = {
    id: p.screen.resource,
    resource: p.screen.resource,
    columns: screen.columns,
    filters: screen.filters,
    result,
    query,
    savedFilters: saved,
    savedFilterHref: p.savedFilterHref,
    searchable: !!(def.search?.length || def.searchColumn),
  };
  const canCreate = !!can(def, principal, "create", features);
  const createLink = !dialog && p.createHref && canCreate && (
    <Link
      href={p.createHref}
      className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      data-testid="create-link"
    >
      + {t("table.new")}
    </Link>
  );
  return (
    <>
      {!p.embedded && <PageTitle actions={createLink}>{title}</PageTitle>}
      {p.children}
      {dialog ? (
        <TableEditor
          {...table}
          title={title}
          fields={screen.fields}
          defaults={{ ...screen.defaults, ...p.defaults }}
          canCreate={canCreate}
          canEdit={!!can(def, principal, "update", features)}
          idKey={p.idKey}
        />
      ) : (
        <DataTable {...table} rowHref={rowHref} />
      )}
    </>
  );
}
