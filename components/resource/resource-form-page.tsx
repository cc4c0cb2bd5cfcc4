import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { findRoute } from "@/lib/access/routes";
import { AppError } from "@/lib/http/errors";
import { requireRoute } from "@/lib/page/context";
import { requiredFields } from "@/lib/resources/describe";
import { getResource } from "@/lib/resources/engine";
import { findResource } from "@/lib/resources/registry";
import { ResourceForm } from "../form/resource-form";
import type { FieldSpec } from "../form/types";
import { Card, PageTitle } from "../ui/card";

type Fld = Omit<FieldSpec, "label" | "required"> & { label?: string };

export type ResourceFormPageProps = {
  path: string;
  resource: string;
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
  const def = findResource(p.resource)!;
  let initial = p.defaults ?? {};
  if (p.id !== undefined) {
    try {
      initial = await getResource(def, principal, def.id?.type === "string" ? p.id : Number(p.id));
    } catch (e) {
      if (e instanceof AppError && (e.code === "NOT_FOUND" || e.code === "FORBIDDEN")) notFound();
      throw e;
    }
  }
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
