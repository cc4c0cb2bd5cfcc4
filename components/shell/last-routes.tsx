"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { LAST_ROUTES_KEY, readLastRoutes, rememberRoute } from "@/lib/client/last-routes";
import { extendTrail, readTrail, TRAIL_KEY } from "@/lib/client/trail";

/** Records each visited route in the last-visited list, and in this tab's trail (for "Cancel"). */
export function LastRoutes() {
  const pathname = usePathname();
  const params = useSearchParams();
  useEffect(() => {
    const query = params.toString();
    const next = rememberRoute(readLastRoutes(localStorage), { path: pathname, query, timestamp: Date.now() });
    localStorage.setItem(LAST_ROUTES_KEY, JSON.stringify(next));
    sessionStorage.setItem(
      TRAIL_KEY,
      JSON.stringify(extendTrail(readTrail(sessionStorage), { path: pathname, query })),
    );
  }, [pathname, params]);
  return null;
}
