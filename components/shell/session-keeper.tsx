"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { refreshSession, signOut } from "@/lib/client/auth-session";
import { logoutTarget } from "@/lib/client/logout";
import { refreshDelayMs } from "@/lib/client/session-timing";

/** Keeps the browser session alive: refresh 120 s before expiry; a failed check refreshes. */
export function SessionKeeper({ expiresAt: initialExpiresAt }: { expiresAt: number }) {
  const pathname = usePathname();
  const expiresAt = useRef(initialExpiresAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const endSession = () => void signOut({ callbackUrl: `${logoutTarget(pathname)}?notice=UNAUTHORIZED` });
    const refresh = async () => {
      const s = await refreshSession();
      if (!s?.expiresAt) return endSession();
      expiresAt.current = s.expiresAt;
      schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      const delay = refreshDelayMs(expiresAt.current, Date.now());
      if (delay !== null) timer = setTimeout(refresh, delay);
    };
    // when the tab comes back, check the session; a failed check triggers a refresh
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const res = await fetch("/api/auth/token", { method: "HEAD" }).catch(() => null);
      if (!res || res.status === 401) await refresh();
    };
    schedule();
    document.addEventListener("visibilitychange", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [pathname]);
  return null;
}
