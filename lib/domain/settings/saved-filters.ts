// Saved list filters: a user's own (or shared) search, sort, filters and columns of a list,
// opened at /crm/filter/{fid} and /agency/filter/{fid}.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { readWriteAccess } from "../../resources/list-parts";
import { name } from "../../resources/fields";

export const savedFilterResource = defineResource({
  name: "savedfilter",
  model: "savedFilter",
  // everyone keeps their own filters; shared ones are visible to all
  access: readWriteAccess("admin", "admin"),
  own: {
    scopes: ["user"],
    actions: ["read", "create", "update", "delete"],
    where: (p, action) =>
      !p.user ? null : action === "read" ? { OR: [{ userId: p.user.id }, { shared: true }] } : { userId: p.user.id },
    createDefaults: (p) => ({ userId: p.user?.id }),
  },
  create: z.object({
    resource: z
      .string()
      .regex(/^[a-z]+$/)
      .max(40),
    name: name(80),
    query: z.object({
      search: z.string().max(200).optional(),
      sort: z.string().max(60).optional(),
      order: z.enum(["asc", "desc"]).optional(),
      filter: z.record(z.string(), z.string().max(500)).optional(),
      columns: z.array(z.string().max(60)).max(50).optional(),
    }),
    shared: z.boolean().default(false),
  }),
  filters: { resource: { kind: "string" } },
  sort: { id: "id", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: [{ key: "name" }, { key: "resource" }],
  copy: (f) => ({ name: `${f.name} (2)`, shared: false }),
  // a new filter always belongs to whoever saves it, administrators included
  prepare: (d, { principal, existing }) => (existing ? d : { ...d, userId: principal.user?.id ?? null }),
});
