"use client";
import { useEffect } from "react";

const SW_URL = "/hlm-sw.js";

/**
 * Registers the service worker at /hlm-sw.js with root scope. Outside localhost it first checks
 * that the file exists and is JavaScript; if not, it reports the error and unregisters.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const report = (state: string) => window.dispatchEvent(new CustomEvent("sw-state", { detail: state }));
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
    (async () => {
      if (!local) {
        const res = await fetch(SW_URL, { cache: "no-store" }).catch(() => null);
        const type = res?.headers.get("content-type") ?? "";
        if (!res || res.status === 404 || !type.includes("javascript")) {
          console.error("service worker missing or not JavaScript:", res?.status, type);
          for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
          return;
        }
      }
      const reg = await navigator.serviceWorker.register(SW_URL, { scope: "/" });
      report("registered");
      navigator.serviceWorker.ready.then(() => report("ready"));
      reg.addEventListener("updatefound", () => {
        report("updatefound");
        const w = reg.installing;
        w?.addEventListener("statechange", () => {
          if (w.state === "installed") report(navigator.serviceWorker.controller ? "updated" : "cached");
        });
      });
      window.addEventListener("offline", () => report("offline"));
    })().catch((e) => console.error("service worker registration failed", e));
  }, []);
  return null;
}
