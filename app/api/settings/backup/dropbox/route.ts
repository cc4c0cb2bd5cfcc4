// /api/settings/backup/dropbox: Dropbox backups, not configured in this installation (always 409).
import { ADMIN } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "Dropbox backups need an account connection this installation does not have.",
    scopes: [ADMIN],
    response: z.never().meta({ description: "not configured: always 409 NOT_CONFIGURED" }),
  },
  () => {
    throw new AppError("NOT_CONFIGURED", "settings.backup.dropboxNotConfigured");
  },
);
export const POST = GET;
