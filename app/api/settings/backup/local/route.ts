// GET /api/settings/backup/local: the backup files, newest first.
import { ADMIN } from "@/lib/access/scopes";
import { listBackups } from "@/lib/domain/settings/backup";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt, wireTimestamp } from "@/lib/validation/wire";

const backupFile = z.object({ name: z.string(), size: wireInt.meta({ description: "bytes" }) });

export const GET = route(
  {
    summary: "The backup files, newest first.",
    scopes: [ADMIN],
    response: z.array(backupFile.extend({ createdAt: wireTimestamp })),
  },
  () => listBackups(),
);
