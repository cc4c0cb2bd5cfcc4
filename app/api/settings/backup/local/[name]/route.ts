// GET /api/settings/backup/local/{name}: one backup file, downloaded.
import { z } from "zod";
import { ADMIN } from "@/lib/access/scopes";
import { backupStream } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";
import { file } from "@/lib/http/answers";

export const GET = route(
  {
    summary: "Download one backup file.",
    scopes: [ADMIN],
    params: z.object({ name: z.string().max(100) }),
    response: file("application/gzip", "the backup file"),
  },
  ({ params }) =>
    new Response(backupStream(params.name), {
      headers: { "content-type": "application/gzip", "content-disposition": `attachment; filename="${params.name}"` },
    }),
);
