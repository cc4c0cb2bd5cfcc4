// GET /api/settings/types: the setting groups and their keys.
import { USER } from "@/lib/access/scopes";
import { settingTypes } from "@/lib/domain/settings/group-settings";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "The setting groups (types) and their keys.",
    scopes: [USER],
    response: z.array(z.object({ key: z.string(), keys: z.array(z.string()) })),
  },
  () => settingTypes(),
);
