import { z } from "zod";
import { ADMIN, USER } from "@/lib/access/scopes";
import { GROUP_SCHEMAS, isSettingGroup, readGroup, writeGroup } from "@/lib/domain/settings/group-settings";
import { notFound } from "@/lib/http/errors";
import { readBody, validate } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

const params = z.object({ group: z.string().max(40) });

/** A settings group's values over their defaults (cached 3 hours, cleared on change). */
export const GET = route({ scopes: [USER], params }, ({ params }) => readGroup(params.group));

/** Change some keys of a group: { key: value, ... }. */
export const POST = route({ scopes: [ADMIN], params }, async ({ req, params, locale }) => {
  if (!isSettingGroup(params.group)) throw notFound();
  const schema: z.ZodType<Record<string, unknown>> = GROUP_SCHEMAS[params.group].partial().strict();
  const values = validate(schema, await readBody(req), locale);
  return writeGroup(params.group, values);
});
