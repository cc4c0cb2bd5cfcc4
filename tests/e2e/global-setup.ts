// Once per run, after the e2e server is up: log the administrator in and keep the browser state
// (session cookie, language cookie, local storage) in ADMIN_STATE, so tests that only need an
// admin session skip the login form.
import { chromium, type FullConfig } from "@playwright/test";
import { ADMIN_STATE, login, SAME_ORIGIN } from "./helpers";

export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await login(page, "admin@demo.test");
    await page.waitForURL((u) => u.pathname === "/");
    await page.context().storageState({ path: ADMIN_STATE });
    // every browser test comes from this one address: the per-client limits of online booking would
    // count the whole run as one guest (they have their own API tests, book-online-integrity.test.ts)
    const limits = await page.request.post("/api/settings/group/booking", {
      headers: SAME_ORIGIN,
      data: {
        holdsPerAddressHour: 0,
        holdsPerSessionHour: 0,
        createsPerAddressHour: 0,
        createsPerSessionHour: 0,
        onlineMaxOpenRooms: 0,
      },
    });
    if (!limits.ok()) throw new Error(`global setup: the booking limits were not lifted (${limits.status()})`);
  } finally {
    await browser.close();
  }
}
