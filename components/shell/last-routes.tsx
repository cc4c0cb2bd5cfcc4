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
    try {
      const next = rememberRoute(readLastRoutes(localStorage), { path: pathname, query, timestamp: Date.now() });
      localStorage.setItem(LAST_ROUTES_KEY, JSON.stringify(next));
      sessionStorage.setItem(
        TRAIL_KEY,
        JSON.stringify(extendTrail(readTrail(sessionStorage), { path: pathname, query })),
      );
    } catch {
      // no storage for this page (a booking widget's frame on a site whose browser blocks
      // third-party storage, a private window): nothing to remember, and the page must still work
    }
  }, [pathname, params]);
  return null;
}
