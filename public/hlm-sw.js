/* global URLPattern */
// Service worker with root scope: caches the app's static assets so repeat visits start fast
// and the shell still shows when the network drops. Pages and the API always go to the network.
const CACHE = "hlm-static-v1";

// Only the static assets go through this worker. Where the browser has the static routing API,
// everything else (pages, the API, the beacon a guest's page sends as it closes to give back a
// held room) skips the worker entirely: keepalive requests passed through it while their page
// unloaded were lost in Chromium (most held rooms stayed held until their time ran out).
const STATIC = "/_next/static/*";

self.addEventListener("install", (event) => {
  if (event.addRoutes && typeof URLPattern === "function")
    event.waitUntil(
      event
        .addRoutes([{ condition: { not: { urlPattern: new URLPattern({ pathname: STATIC }) } }, source: "network" }])
        .catch(() =>
          event.addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: "/api/*" }) }, source: "network" }]),
        )
        .catch(() => {}),
    );
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== "GET" ||
    url.origin !== self.location.origin ||
    !url.pathname.startsWith("/_next/static/")
  )
    return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const res = await fetch(event.request);
      if (res.ok) cache.put(event.request, res.clone());
      return res;
    }),
  );
});
