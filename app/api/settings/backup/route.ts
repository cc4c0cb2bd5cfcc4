import { ADMIN } from "@/lib/access/scopes";
import { createBackup } from "@/lib/domain/settings/backup";
import { created, route } from "@/lib/http/route";

export const POST = route({ summary: "Write a backup file of the whole database.", scopes: [ADMIN] }, async () =>
  created(await createBackup()),
);
