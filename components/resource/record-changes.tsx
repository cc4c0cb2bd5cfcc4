// A record's Changes on its page: the first page loaded on the server through lib/page, nothing
// for a caller who may not see the trail (own rows only, no read scope).
import type { Principal } from "@/lib/auth/principal";
import { loadChanges } from "@/lib/page/changes";
import type { ResourceDef } from "@/lib/resources/types";
import { ChangesPanel } from "./changes-panel";

export async function RecordChanges({
  def,
  labels,
  principal,
  id,
  className,
}: {
  def: ResourceDef;
  /** where the resource's field labels are (its screen's `labels`: "rooms.fields") */
  labels: string;
  principal: Principal;
  id: string | number;
  className?: string;
}) {
  const changes = await loadChanges(def, principal, id);
  if (!changes) return null;
  return (
    <div className={className}>
      {/* keyed by the count: a save's refresh starts it again at the newest page */}
      <ChangesPanel key={changes.total} resource={def.name} id={id} labels={labels} initial={changes} />
    </div>
  );
}
