// GET /api/bootstrap: everything a client needs to start (lib/composition/bootstrap.ts).
import { bootstrap } from "@/lib/composition/bootstrap";
import { AppError } from "@/lib/core/errors";
import { json, route } from "@/lib/http/route";
import { bootstrapAnswer } from "@/lib/composition/bootstrap-schema";

export const GET = route(
  {
    summary:
      "Everything a client needs to start; guests get it too (with the guest user). The database size (diskSize, totalSize) only for settings.read.",
    response: bootstrapAnswer,
  },
  async ({ principal, locale }) => {
    // a client holding an expired token learns it here and logs in again
    if (principal.tokenProblem === "expired") throw new AppError("TOKEN_EXPIRED");
    return json(await bootstrap(principal, locale), { headers: { "cache-control": "private, no-store" } });
  },
);
