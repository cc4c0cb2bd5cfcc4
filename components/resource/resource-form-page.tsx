import { getTranslations } from "next-intl/server";
import { sectionFor } from "@/lib/access/navigation";
import { findRoute, ROUTES } from "@/lib/access/routes";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { can } from "@/lib/resources/engine";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import type { ResourceScreen } from "@/lib/resources/screen";
import { ResourceForm, type ResourceFormProps } from "../form/resource-form";
import { Card, PageTitle } from "../ui/card";
import { RecordChanges } from "./record-changes";

export type ResourceFormPageProps = {
  path: string;
  /** the resource's screen: its fields make the form */
  screen: ResourceScreen<ResourceName>;
  /** edit this record; absent: create one */
  id?: string;
  /** values a new record takes from where it is created */
  defaults?: Record<string, unknown>;
  afterSave?: string;
  afterDelete?: string;
  title?: string;
  /** shown above the form (tabs of a detail page) */
  header?: React.ReactNode;
  /** where Cancel goes when the user did not come from another page here (default: the section's list) */
  cancelHref?: string;
  /** the form, when it is more than the resource's fields (a new departure may repeat) */
  form?: React.ComponentType<ResourceFormProps>;
};

/** The list a create or edit page belongs to: Cancel's way back when there is no previous page. */
function listOf(path: string): string | undefined {
  const route = findRoute(path)?.route;
  const lists = ROUTES.filter((r) => r.page && !r.hidden && !r.path.includes("{") && !r.path.endsWith("/create"));
  return route && sectionFor(route, lists)?.path;
}

/**
 * A create or edit screen for one record of a resource, with Cancel; delete and copy for those who
 * may, and the record's Changes for those who read all of the resource's records.
 */
export async function ResourceFormPage(p: ResourceFormPageProps) {
  const principal = await requireRoute(p.path);
  const [t, features] = await Promise.all([getTranslations(), currentFeatures()]);
  const def = resourceDef(p.screen.resource);
  const editing = p.id !== undefined;
  const screen = await resolveScreen(p.screen, principal, { editing });
  const initial = editing ? await loadRecord(def, principal, p.id!) : { ...screen.defaults, ...p.defaults };
  const Form = p.form ?? ResourceForm;
  return (
    <>
      <PageTitle>{p.title ?? t(`nav.${findRoute(p.path)?.route.key}` as never)}</PageTitle>
      {p.header}
      <Card className="p-6">
        <Form
          resource={p.screen.resource}
          fields={screen.fields}
          id={p.id}
          initial={initial}
          afterSave={p.afterSave}
          afterDelete={p.afterDelete}
          deletable={editing && !!can(def, principal, "delete", features)}
          copyable={editing && !!can(def, principal, "create", features)}
          cancelHref={p.cancelHref ?? listOf(p.path) ?? "/"}
        />
      </Card>
      {editing && (
        <RecordChanges
          className="mt-6"
          def={def}
          labels={p.screen.labels}
          principal={principal}
          id={initial[def.id?.field ?? "id"]}
        />
      )}
    </>
  );
}
