// Once per run, after the e2e server is up: log the administrator in and keep the browser state
// (session cookie, language cookie, local storage) in ADMIN_STATE, so tests that only need an
// admin session skip the login form.
import { chromium, type FullConfig } from "@playwright/test";
import { ADMIN_STATE, login } from "./helpers";

export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await login(page, "admin@demo.test");
    await page.waitForURL((u) => u.pathname === "/");
    await page.context().storageState({ path: ADMIN_STATE });
  } finally {
    await browser.close();
  }
}
