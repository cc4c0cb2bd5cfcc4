import { ADMIN } from "@/lib/access/scopes";
import { listBackups } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The backup files, newest first.", scopes: [ADMIN] }, () => listBackups());
