// /api/settings/group/{group}: a settings group's values (GET) and changing some of its keys (POST, admin).
import { z } from "zod";
import { ADMIN, USER } from "@/lib/access/scopes";
import { groupChangeSchema, readGroup, writeGroup } from "@/lib/domain/settings/group-settings";
import { validate } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { settingsGroupAnswer } from "@/lib/domain/settings/answer-schemas";

const params = z.object({ group: z.string().max(40) });

export const GET = route(
  {
    summary: "A settings group's values over their defaults (cached 3 hours, cleared on change).",
    scopes: [USER],
    params,
    response: settingsGroupAnswer,
  },
  ({ params }) => readGroup(params.group),
);

export const POST = route(
  {
    summary: "Change some keys of a group: { key: value, ... }; unknown keys are refused.",
    scopes: [ADMIN],
    params,
    body: z.unknown(),
    response: settingsGroupAnswer,
  },
  ({ params, body, locale }) => writeGroup(params.group, validate(groupChangeSchema(params.group), body, locale)),
);
