import { z } from "zod";
import { ADMIN } from "@/lib/access/scopes";
import { restoreBackup } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Replace the whole database with a backup file's contents.",
    scopes: [ADMIN],
    params: z.object({ name: z.string().max(100) }),
  },
  ({ params }) => restoreBackup(params.name),
);
