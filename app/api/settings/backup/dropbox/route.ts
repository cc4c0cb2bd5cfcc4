import { ADMIN } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "Dropbox backups need an account connection this installation does not have.", scopes: [ADMIN] },
  () => {
    throw new AppError("NOT_CONFIGURED", "settings.backup.dropboxNotConfigured");
  },
);
export const POST = GET;
