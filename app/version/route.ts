// GET /version: the running version (lib/core/version.ts), never cached.
import { appVersion } from "@/lib/core/version";
import { json, route } from "@/lib/http/route";
import { appVersionAnswer } from "@/lib/domain/users/user-schema";

export const dynamic = "force-dynamic";

export const GET = route({ summary: "The running version: { time, version }.", response: appVersionAnswer }, () =>
  json(appVersion(), { headers: { "cache-control": "no-store" } }),
);
