import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { canOpenPath } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { loadList, savedFiltersFor, type PageSearchParams } from "@/lib/page/list";
import { resolveScreen } from "@/lib/page/screen";
import { seededLabels } from "@/lib/page/options";
import { can } from "@/lib/resources/engine";
import type { ListQuery } from "@/lib/resources/list-query";
import type { Option, ResourceScreen } from "@/lib/resources/screen";
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
  /** what the list is for, said while it is empty (default: the message purpose.<resource>) */
  emptyText?: string;
  children?: React.ReactNode;
};

/**
 * A whole list screen for one resource: guard, title, table, and editing in a dialog or a page.
 * Its primary action ("+ New") sits in the table's toolbar, shown only to users who may use it
 * (the resource's `can` and, for a create page, that page's route); an empty list says what it
 * is for and offers the same action.
 */
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
    filters: resolved.filters.filter(shown).map((f) => ({ ...f, options: ownOptions(f.options, p.fixed?.filter) })),
    fields: resolved.fields.filter(shown),
  };
  // rows link only to pages the user may open (an agency lists its customers, but their pages are staff pages)
  const rowHref =
    p.rowHref && canOpenPath(p.rowHref.replace(/\{\w+\}/g, "1").split("?")[0], principal, features)
      ? p.rowHref
      : undefined;
  // saved filters open on their own page: offered only to users who may open it
  const savedHref =
    p.savedFilterHref && canOpenPath(p.savedFilterHref.replace(/\{\w+\}/g, "1"), principal, features)
      ? p.savedFilterHref
      : undefined;
  const seededNames = savedHref ? await seededLabels("savedfilter", "name") : {};
  const saved = savedHref
    ? (await savedFiltersFor(principal, p.screen.resource)).map((f) => ({
        id: f.id,
        name: seededNames[f.name] ?? f.name,
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
    savedFilterHref: savedHref,
    searchable: !!(def.search?.length || def.searchColumn),
  };
  const canCreate = !!can(def, principal, "create", features);
  const createHref =
    !dialog && p.createHref && canCreate && canOpenPath(p.createHref.split("?")[0], principal, features)
      ? p.createHref
      : undefined;
  const createLink = (testId: string) =>
    createHref && (
      <Link
        href={createHref}
        className="inline-flex h-8 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
        data-testid={testId}
      >
        + {t("table.new")}
      </Link>
    );
  const purposeKey = `purpose.${p.screen.resource}`;
  const emptyText = p.emptyText ?? (t.has(purposeKey as never) ? t(purposeKey as never) : undefined);
  return (
    <>
      {!p.embedded && <PageTitle>{title}</PageTitle>}
      {p.children}
      {dialog ? (
        <TableEditor
          {...table}
          title={title}
          fields={screen.fields}
          defaults={{ ...screen.defaults, ...p.defaults }}
          // a default for a field left out of the form (the resort of a resort's tab) is still sent
          fixed={Object.fromEntries(Object.entries(p.defaults ?? {}).filter(([k]) => p.omit?.includes(k)))}
          canCreate={canCreate}
          canEdit={!!can(def, principal, "update", features)}
          canDelete={!!can(def, principal, "delete", features)}
          correctable={def.appendOnly}
          idKey={p.idKey}
          emptyText={emptyText}
        />
      ) : (
        <DataTable
          {...table}
          rowHref={rowHref}
          toolbar={createLink("create-link")}
          emptyText={emptyText}
          emptyAction={createLink("create-link-empty")}
        />
      )}
    </>
  );
}

/**
 * A parent's tab (a resort's rooms) offers in its filters the room types and decks of that parent
 * only, not every asset's.
 */
function ownOptions(options: Option[] | undefined, fixed: Record<string, string> | undefined) {
  const owner = fixed?.resortId ? `resort:${fixed.resortId}` : fixed?.vesselId ? `vessel:${fixed.vesselId}` : null;
  return owner && options ? options.filter((o) => !o.owner || o.owner === owner) : options;
}

/**
 * The lists a record's tabs embed: the record's own rows (`fixed`) of other resources, each titled
 * by its tab, on the record's page.
 */
export function embeddedLists(base: Pick<ResourceListPageProps, "path" | "searchParams" | "fixed">) {
  return (title: string, screen: ResourceListPageProps["screen"], more: Partial<ResourceListPageProps> = {}) => (
    <ResourceListPage {...base} embedded title={title} screen={screen} {...more} />
  );
}
