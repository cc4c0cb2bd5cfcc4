// axe-core over every public page and the main pages of each role, in German and English:
// any serious or critical finding fails, listed with the page and the offending elements.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, type Lang } from "./fixtures";
import { hydrated, serverBuilt } from "./helpers";

const PUBLIC = [
  "/login",
  "/club/login",
  "/register/customer",
  "/register/agency",
  "/password/reset",
  "/club/password/reset",
  // the demo's booking widgets (prisma/seed/demo-widgets.ts)
  "/widget/coral-bay",
  "/widget/coral-bay?from=2099-01-10&to=2099-01-12&guests=2",
  "/widget/blue-horizon",
  // the online booking's pages (a guest's own booking with its token: pay-link.spec.ts)
  "/book",
  "/book/online",
  "/book/resort",
  "/book/online-v2",
  "/book/resort-v2",
];
// [account, pages]: the administrator's pages in two halves, each a test of its own (run in parallel)
const BY_ROLE: [string, string[]][] = [
  ["admin@demo.test", ["/", "/customer/list", "/customer/view/1", "/customer/1", "/customer/create", "/agency/list"]],
  [
    "admin@demo.test",
    [
      "/agency/1",
      "/users",
      "/users/1",
      "/users/1?tab=logins",
      "/config/modules",
      "/media/list",
      "/no/such/page",
      "/book/preview",
      "/book/preview?id=1",
    ],
  ],
  ["staff@demo.test", ["/", "/customer/list"]],
  ["agency@demo.test", ["/", "/customer/list"]],
  ["customer@demo.test", ["/", "/customer/list"]],
  ["club@demo.test", ["/club/dashboard"]],
];

async function findings(page: Page, paths: string[]) {
  const out: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (!serverBuilt(path)) await hydrated(page);
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
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
      out.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  return out;
}

for (const lang of ["en", "de"] as Lang[]) {
  test.describe(lang, () => {
    test.use({ lang });

    test("public pages have no serious or critical axe finding", async ({ page }) => {
      test.setTimeout(90_000);
      expect(await findings(page, PUBLIC)).toEqual([]);
    });

    for (const [account, paths] of BY_ROLE) {
      test.describe(`${account} ${paths[0]}`, () => {
        test.use({ as: account });
        test(`${paths.join(" ")} have no serious or critical axe finding`, async ({ page }) => {
          test.setTimeout(180_000);
          expect(await findings(page, paths)).toEqual([]);
        });
      });
    }
  });
}
