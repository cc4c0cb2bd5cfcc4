// A record's own form on its detail page (a resort's, a vessel's, a tour's, a bank's, a mail
// account's details tab): the screen's fields for editing, delete and copy for those who may, and
// below it the record's Changes.
import type { Principal } from "@/lib/auth/principal";
import { resourceDef, type ResourceName } from "@/lib/composition/resources";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import type { ResourceScreen } from "@/lib/resources/screen";
import { ResourceForm } from "../form/resource-form";
import { Card } from "../ui/card";
import { RecordChanges } from "./record-changes";

export async function RecordEditor(p: {
  screen: ResourceScreen<ResourceName>;
  principal: Principal;
  record: Record<string, unknown> & { id: number };
  afterDelete: string;
  /** a Cancel button back to this address */
  cancelHref?: string;
  /** the record's Changes below the form (default: shown) */
  changes?: boolean;
}) {
  const def = resourceDef(p.screen.resource);
  const { fields } = await resolveScreen(p.screen, p.principal, { editing: true });
  return (
    <>
      <Card className="p-6">
        <ResourceForm
          resource={p.screen.resource}
          id={p.record.id}
          initial={p.record}
          fields={fields}
          afterDelete={p.afterDelete}
          deletable={!!can(def, p.principal, "delete")}
          copyable={!!can(def, p.principal, "create")}
          cancelHref={p.cancelHref}
        />
      </Card>
      {p.changes !== false && (
        <RecordChanges className="mt-6" def={def} labels={p.screen.labels} principal={p.principal} id={p.record.id} />
      )}
    </>
  );
}
