// What an agency user (agencies.self) may do with rows that belong to an agency: its own rows
// only, and new rows are its own.
import type { Action, OwnAccess } from "../../resources/types";

export const ownAgencyRows = (actions: Action[]): OwnAccess => ({
  scopes: ["agencies.self"],
  actions,
  where: (p) => (p.agencyId ? { agencyId: p.agencyId } : null),
  createDefaults: (p) => ({ agencyId: p.agencyId }),
});
