"use client";
import { SessionProvider, signOut, useSession } from "next-auth/react";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { logoutTarget } from "@/lib/client/logout";
import { refreshDelayMs } from "@/lib/client/session-timing";

/** Keeps the browser session alive: refresh 120 s before expiry; a failed check refreshes. */
export function SessionKeeper({ expiresAt }: { expiresAt: number }) {
  return (
    <SessionProvider refetchOnWindowFocus={false} refetchInterval={0}>
      <Keeper initialExpiresAt={expiresAt} />
    </SessionProvider>
  );
}

function Keeper({ initialExpiresAt }: { initialExpiresAt: number }) {
  const { update } = useSession();
  const pathname = usePathname();
  const expiresAt = useRef(initialExpiresAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const endSession = () => void signOut({ callbackUrl: `${logoutTarget(pathname)}?notice=UNAUTHORIZED` });
    const refresh = async () => {
      const s = (await update()) as { expiresAt?: number } | null;
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
  }, [update, pathname]);
  return null;
}
