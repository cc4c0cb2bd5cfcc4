import { USER } from "@/lib/access/scopes";
import { settingTypes } from "@/lib/domain/settings/group-settings";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The setting groups (types) and their keys.", scopes: [USER] }, () =>
  settingTypes(),
);
