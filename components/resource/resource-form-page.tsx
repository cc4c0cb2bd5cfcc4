import { getTranslations } from "next-intl/server";
import { findRoute } from "@/lib/access/routes";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { requiredFields } from "@/lib/resources/describe";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { ResourceForm } from "../form/resource-form";
import type { FieldSpec } from "../form/types";
import { Card, PageTitle } from "../ui/card";

type Fld = Omit<FieldSpec, "label" | "required"> & { label?: string };

export type ResourceFormPageProps = {
  path: string;
  resource: ResourceName;
  labels: string;
  fields: Fld[];
  /** edit this record; absent: create one */
  id?: string;
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
  const def = resourceDef(p.resource);
  let initial = p.defaults ?? {};
  if (p.id !== undefined) initial = await loadRecord(def, principal, p.id);
  const required = new Set(requiredFields(def.create));
  const fields = p.fields.map((f) => ({ ...f, label: f.label ?? t(`${p.labels}.${f.name}` as never), required: required.has(f.name) }));
  return (
    <>
      <PageTitle>{p.title ?? t(`nav.${findRoute(p.path)?.route.key}` as never)}</PageTitle>
      {p.header}
      <Card className="p-6">
        <ResourceForm resource={p.resource} fields={fields} id={p.id} initial={initial} afterSave={p.afterSave} afterDelete={p.afterDelete} deletable={p.id !== undefined} copyable={p.id !== undefined} />
      </Card>
    </>
  );
}
