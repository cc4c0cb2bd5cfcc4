// POST /api/settings/backup/local/{name}/restore: the whole database replaced by a backup file's contents.
import { z } from "zod";
import { ADMIN } from "@/lib/access/scopes";
import { restoreBackup } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Replace the whole database with a backup file's contents.",
    scopes: [ADMIN],
    params: z.object({ name: z.string().max(100) }),
    response: z.object({ tables: wireInt, rows: wireInt }),
  },
  ({ params }) => restoreBackup(params.name),
);
