// axe-core over every public page and the main pages of each role, in German and English:
// any serious or critical finding fails, listed with the page and the offending elements. The
// front desk's calendars are checked with their entries in view, and the booking page on a phone.
import type { Page } from "@playwright/test";
import { expect, test, type Lang } from "./fixtures";
import { axeFindings, hydrated, serverBuilt } from "./helpers";

// the tape chart and the vessel calendar: coloured entries, react-big-calendar's markup
const CALENDARS = ["/booking/occupancy", "/booking/calendar"];

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
// [account, pages]: the administrator's main pages are checked by pages.spec.ts (AXE_PAGES) on its
// own visits in both languages; here are the ones that are not a page of the route table as it is
const BY_ROLE: [string, string[]][] = [
  ["admin@demo.test", ["/users/1?tab=logins", "/no/such/page", "/book/preview?id=1"]],
  ["staff@demo.test", ["/", "/customer/list"]],
  ["agency@demo.test", ["/", "/customer/list"]],
  ["customer@demo.test", ["/", "/customer/list"]],
  ["club@demo.test", ["/club/dashboard"]],
];

async function findings(page: Page, paths: string[]) {
  const out: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // the page itself, not a login or home page it was sent on to
    expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
    if (!serverBuilt(path)) await hydrated(page);
    out.push(...(await axeFindings(page, path)));
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

    test.describe("the front desk", () => {
      test.use({ as: "admin@demo.test" });

      test("the occupancy chart and the vessel calendar have no serious or critical axe finding", async ({ page }) => {
        test.setTimeout(120_000);
        // the entries are on screen before axe reads their colours: bookings on the chart, departures
        const entries = ["[data-testid=grid-booking]", ".rbc-event"];
        const out: string[] = [];
        for (const [i, path] of CALENDARS.entries()) {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator(entries[i]).first()).toBeVisible();
          out.push(...(await axeFindings(page, path)));
        }
        expect(out).toEqual([]);
      });

      test("the booking page fits a 390 px phone on every tab, without scrolling sideways", async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: 390, height: 844 });
        const bookings = [
          ...(await (await page.request.get("/api/bookings?filter[type]=resort&filter[state]=confirmed&size=1")).json())
            .data,
          ...(await (await page.request.get("/api/bookings?filter[type]=vessel&filter[state]=confirmed&size=1")).json())
            .data,
        ] as { id: number }[];
        expect(bookings).toHaveLength(2);
        for (const { id } of bookings) {
          await page.goto(`/booking/${id}`);
          await hydrated(page);
          for (const tab of await page.getByRole("tab").all()) {
            await tab.click();
            await expect(tab).toHaveAttribute("aria-selected", "true");
            const key = await tab.getAttribute("data-testid");
            const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
            expect(width, `/booking/${id} ${key}`).toBeLessThanOrEqual(390);
          }
        }
      });
    });
  });
}
