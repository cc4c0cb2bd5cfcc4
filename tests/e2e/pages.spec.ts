// Every page of the route table renders for the administrator without an error, in both
// languages: a smoke test over the whole staff area. One pass: each page opens in the browser in
// one language (status, error page, heading, hydration, script errors) and is fetched as HTML in
// the other (status, error page, heading, language), the languages taking turns from page to page.
// So every page is rendered in both languages and both run in the browser, with half the browser
// page loads (~0.6 s each here; a fetch takes ~0.1 s) of a full browser pass per language. The
// administrator's main pages (AXE_PAGES) open in the browser in both languages and axe checks
// each of those visits, so the accessibility check needs no page loads of its own for them. The
// pages are split in four tests so both workers share the pass and a slow machine (a part took
// over two minutes under load) stays within each test's time.
import { expect, test, type APIResponse, type Browser, type BrowserContext } from "@playwright/test";
import { ROUTES } from "../../lib/access/routes";
import { ADMIN_STATE, axeFindings, hydrated, serverBuilt, setLanguage } from "./helpers";

// demo records the detail pages can show (the demo content includes media, so /media/1 exists)
// /widget/{slug}: the demo resort widget (prisma/seed/demo-widgets.ts)
const SAMPLE: Record<string, string> = { id: "1", type: "general", tab: "trips", slug: "coral-bay" };
// a form's public page without its link's token is "not found", like a missing form
const EXPECTED: Record<string, number> = { "/forms/1/1": 404, "/guestform/1/1": 404, "/guestform-m/1/1": 404 };
const skip = (path: string) =>
  path.startsWith("/jump") ||
  path.startsWith("/club/") ||
  path === "/login" ||
  path.includes("verify") ||
  path.includes("reset") ||
  path.includes("filter");
const ERROR_TEXT = /Application error|Something went wrong|Etwas ist schiefgelaufen/;

const pages = ROUTES.filter((r) => r.page && !skip(r.path)).map((r) =>
  r.path.replace(/\{(\w+)\}/g, (_, k) => SAMPLE[k] ?? "1"),
);
type Lang = "en" | "de";

const PARTS = 4;

// The administrator's main pages are also checked with axe here (a11y.spec.ts has the public pages
// and the other roles'), on the visit of this pass and a second one in the other language: one
// page load per language fewer than a separate test for them.
const AXE_PAGES = new Set([
  "/",
  "/customer/list",
  "/customer/view/1",
  "/customer/1",
  "/customer/create",
  "/agency/list",
  "/agency/1",
  "/users",
  "/users/1",
  "/config/modules",
  "/media/list",
  "/book/preview",
]);
// each of them must be one of the pages of the pass: a page left out of it would go unchecked
const missing = [...AXE_PAGES].filter((p) => !pages.includes(p));
if (missing.length) throw new Error(`AXE_PAGES not in the route table's pages: ${missing.join(", ")}`);

test.use({ storageState: ADMIN_STATE });

for (let part = 0; part < PARTS; part++) {
  const share = pages.filter((_, n) => n % PARTS === part);
  test(`every page renders for the admin, in English and German (${part + 1} of ${PARTS})`, async ({
    page,
    context,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    // the HTML side: one page-less context per language (no renderer process, just its cookies)
    const html: Record<Lang, BrowserContext> = {
      en: await langContext(browser, info.project.use.baseURL!, "en"),
      de: await langContext(browser, info.project.use.baseURL!, "de"),
    };
    const problems: string[] = [];
    // script errors of the page in hand; a hydration mismatch (React #418) counts only when a second
    // load shows it again: a deterministic one (a client component rendering differently) always
    // does, while Next's production streaming on a loaded machine has been seen to throw it once
    // in ~130 loads of pages without any client-side variance (vercel/next.js#96371).
    let errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
    const HYDRATION = /Minified React error #418|Hydration failed/;

    /** Opens `path` in the browser tab in `lang` and checks it there (axe too for AXE_PAGES). */
    const browse = async (path: string, lang: Lang, expected: number) => {
      // One tab for both languages, its language cookie switched per page: a second tab would idle
      // between its turns, and Chromium then starts a new renderer process for its next page
      // (measured: 86 instead of 18 processes, the browser pass no cheaper than two).
      await setLanguage(context, lang);
      const res = await page.goto(path);
      const where = `${path} (${lang})`;
      const status = res?.status() ?? 0;
      if (status !== expected) problems.push(`${where}: HTTP ${status}`);
      if (await page.getByText(ERROR_TEXT).count()) problems.push(`${where}: error page`);
      if (status === 200) {
        await expect(page.locator("h1").first(), where).toBeVisible();
        await expect(page.locator("html"), where).toHaveAttribute("lang", lang);
        // each page names itself in the document title ("Customers · Harbour")
        await expect(page, where).toHaveTitle(/.+ · Harbour$/);
        // script errors surface while React hydrates: wait for it before moving on (the widget
        // has no React: its script runs during the load page.goto waited for)
        if (!serverBuilt(path)) await hydrated(page);
        if (errors.length && errors.every((e) => HYDRATION.test(e))) {
          errors = [];
          await page.reload();
          await hydrated(page);
        }
      }
      problems.push(...errors);
      errors = [];
      if (AXE_PAGES.has(path)) problems.push(...(await axeFindings(page, where)));
    };

    for (const [n, path] of share.entries()) {
      const expected = EXPECTED[path] ?? 200;
      const [inBrowser, asHtml] = n % 2 ? (["de", "en"] as const) : (["en", "de"] as const);
      // a fresh connection per fetch: a kept-alive one the server has just closed fails with ECONNRESET
      const fetched = html[asHtml].request.get(path, { headers: { connection: "close" } });
      // axe needs the page in the browser in both languages: these open there in the other one too
      const inTab = async () => {
        await browse(path, inBrowser, expected);
        if (AXE_PAGES.has(path)) await browse(path, asHtml, expected);
      };
      const [, fetchedRes] = await Promise.all([inTab(), fetched]);
      problems.push(...(await htmlProblems(fetchedRes, `${path} (${asHtml}, HTML)`, expected, asHtml)));
    }
    await Promise.all(Object.values(html).map((c) => c.close()));
    expect(problems).toEqual([]);
  });
}

async function langContext(browser: Browser, baseURL: string, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  await setLanguage(context, lang);
  return context;
}

async function htmlProblems(res: APIResponse, where: string, expected: number, lang: string): Promise<string[]> {
  if (res.status() !== expected) return [`${where}: HTTP ${res.status()}`];
  // the scripts carry the client's messages, error texts included: look at the markup only
  const body = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  if (ERROR_TEXT.test(body)) return [`${where}: error page`];
  if (expected !== 200) return [];
  const found: string[] = [];
  if (!/<h1[\s>]/.test(body)) found.push(`${where}: no heading`);
  if (!new RegExp(`<html[^>]*\\slang="${lang}"`).test(body)) found.push(`${where}: not in ${lang}`);
  return found;
}
