// Shared steps of the browser tests: hydration, login, the shared admin session, axe, mails.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/**
 * The administrator's logged-in browser state, made once per run by global-setup.ts; tests that
 * only need to be logged in as admin start from it (`test.use({ storageState: ADMIN_STATE })`).
 * It lives in the e2e server's data folder: the session is valid for that database only.
 */
export const ADMIN_STATE = ".e2e-data/admin-state.json";

/** API writes made with the browser's session cookie must say they come from this site (CSRF). */
export const SAME_ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

/**
 * Picks the interface language of a browser context (the cookie outranks the user's saved one).
 * A host-only cookie like the server's own, so it replaces that one instead of joining it.
 */
export async function setLanguage(context: BrowserContext, lang: "en" | "de") {
  await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: test.info().project.use.baseURL! }]);
}

/** Waits until React has hydrated: clicks before that are lost. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Pages written as HTML by a route handler, without React (the booking widget): nothing
 * hydrates there, they are live once loaded.
 */
export const serverBuilt = (path: string) => path.startsWith("/widget/");

/**
 * axe-core over the page in hand (WCAG 2.1 A/AA and best practice): its serious and critical
 * findings, each a line naming `where` and the offending elements (a11y.spec.ts, pages.spec.ts).
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    // only the violations are read: axe then keeps one node of the other result types instead of all
    .options({ resultTypes: ["violations"] });
  // A page without frames is checked by axe.run in the page itself. The default run exists for
  // frames (a partial run in each, merged in a blank page it opens per check) and, on a page
  // without any, finds the same (compared page by page) in a third to a fifth of the time: most
  // of it is the extra page with its own renderer and its own copy of axe.
  if (page.frames().length === 1) axe.setLegacyMode();
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function login(page: Page, email: string, { club = false } = {}) {
  await page.goto(club ? "/club/login" : "/login");
  await hydrated(page);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /log in|anmelden/i }).click();
}

/** The newest mail the e2e server wrote to DATA_DIR/mail for `to` (no SMTP_URL in e2e). */
export async function lastMailTo(to: string): Promise<string> {
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = ".e2e-data/mail";
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => f.name)
      .sort()
      .reverse();
    for (const f of files) {
      const raw = readFileSync(`${dir}/${f}`, "utf8");
      if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
