"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { LAST_ROUTES_KEY, readLastRoutes, rememberRoute } from "@/lib/client/last-routes";

/** Records each visited route in the last-visited list. */
export function LastRoutes() {
  const pathname = usePathname();
  const params = useSearchParams();
  useEffect(() => {
    const query = params.toString();
    const next = rememberRoute(readLastRoutes(localStorage), { path: pathname, query, timestamp: Date.now() });
    localStorage.setItem(LAST_ROUTES_KEY, JSON.stringify(next));
  }, [pathname, params]);
  return null;
}
