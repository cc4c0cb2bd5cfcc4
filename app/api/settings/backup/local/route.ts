import { ADMIN } from "@/lib/access/scopes";
import { listBackups } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";

/** The backup files, newest first. */
export const GET = route({ scopes: [ADMIN] }, () => listBackups());
