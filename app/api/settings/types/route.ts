import { USER } from "@/lib/access/scopes";
import { settingTypes } from "@/lib/domain/settings/group-settings";
import { route } from "@/lib/http/route";

/** The setting groups (types) and their keys. */
export const GET = route({ scopes: [USER] }, () => settingTypes());
