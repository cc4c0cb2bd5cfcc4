// POST /api/settings/backup: a backup file of the whole database.
import { ADMIN } from "@/lib/access/scopes";
import { createBackup } from "@/lib/domain/settings/backup";
import { created, route } from "@/lib/http/route";
import { z } from "zod";
import { createdWith } from "@/lib/http/answers";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Write a backup file of the whole database.",
    scopes: [ADMIN],
    response: createdWith(z.object({ name: z.string(), size: wireInt.meta({ description: "bytes" }) })),
  },
  async () => created(await createBackup()),
);
