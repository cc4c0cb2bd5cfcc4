import { getTranslations } from "next-intl/server";
import { findRoute } from "@/lib/access/routes";
import type { ResourceName } from "@/lib/composition/resources";
import { resourceDef } from "@/lib/composition/resources";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import type { ResourceScreen } from "@/lib/resources/screen";
import { ResourceForm } from "../form/resource-form";
import { Card, PageTitle } from "../ui/card";

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
};

/** A create or edit screen for one record of a resource. */
export async function ResourceFormPage(p: ResourceFormPageProps) {
  const principal = await requireRoute(p.path);
  const t = await getTranslations();
  const editing = p.id !== undefined;
  const screen = await resolveScreen(p.screen, principal, { editing });
  const initial = editing
    ? await loadRecord(resourceDef(p.screen.resource), principal, p.id!)
    : { ...screen.defaults, ...p.defaults };
  return (
    <>
      <PageTitle>{p.title ?? t(`nav.${findRoute(p.path)?.route.key}` as never)}</PageTitle>
      {p.header}
      <Card className="p-6">
        <ResourceForm
          resource={p.screen.resource}
          fields={screen.fields}
          id={p.id}
          initial={initial}
          afterSave={p.afterSave}
          afterDelete={p.afterDelete}
          deletable={editing}
          copyable={editing}
        />
      </Card>
    </>
  );
}
