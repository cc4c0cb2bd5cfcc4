import { appVersion } from "@/lib/core/version";
import { json, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ summary: "The running version: { time, version }." }, () =>
  json(appVersion(), { headers: { "cache-control": "no-store" } }),
);
