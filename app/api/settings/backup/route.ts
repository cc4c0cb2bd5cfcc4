import { ADMIN } from "@/lib/access/scopes";
import { createBackup } from "@/lib/domain/settings/backup";
import { created, route } from "@/lib/http/route";

/** Write a backup file of the whole database. */
export const POST = route({ scopes: [ADMIN] }, async () => created(await createBackup()));
