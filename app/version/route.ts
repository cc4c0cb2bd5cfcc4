import { appVersion } from "@/lib/core/version";

export const dynamic = "force-dynamic";

/** GET /version: { time, version } */
export function GET() {
  return Response.json(appVersion(), { headers: { "cache-control": "no-store" } });
}
