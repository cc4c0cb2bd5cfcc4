// "Where am I" in the staff area, in both languages: each page its own title, detail pages
// highlight their section in the drawer and show a breadcrumb, route changes are announced, a 404
// keeps the drawer, a page number past the end shows the last page.
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const WORDS = {
  en: {
    customers: "Customers",
    agencies: "Agencies",
    home: "Home",
    page: "Page",
    of: "of",
    notFound: "Page not found",
  },
  de: {
    customers: "Kunden",
    agencies: "Agenturen",
    home: "Start",
    page: "Seite",
    of: "von",
    notFound: "nicht gefunden",
  },
} as const;

test.use({ as: "admin@demo.test" });

for (const lang of ["en", "de"] as const) {
  test.describe(lang, () => {
    test.use({ lang });
    const w = WORDS[lang];

    test("titles, drawer highlight, breadcrumb and the announced route change", async ({ page }) => {
      await page.goto("/customer/list");
      await expect(page).toHaveTitle(`${w.customers} · Harbour`);
      const drawer = page.getByTestId("drawer");
      await expect(drawer.getByRole("link", { name: w.customers, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByTestId("breadcrumbs")).toHaveCount(0);

      // a detail page: its own title, its section highlighted, a breadcrumb back to the list
      await hydrated(page);
      await page.getByTestId("table-customers").locator("tbody tr td a").first().click();
      await expect(page).toHaveURL(/\/customer\/view\/\d+$/);
      const heading = (await page.locator("h1").first().textContent())!.trim();
      await expect(page).toHaveTitle(`${heading} · Harbour`);
      await expect(drawer.getByRole("link", { name: w.customers, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      const crumbs = page.getByTestId("breadcrumbs");
      await expect(crumbs.getByRole("link", { name: w.customers })).toHaveAttribute("href", "/customer/list");
      await expect(crumbs.getByRole("link", { name: w.home })).toHaveAttribute("href", "/");

      // a client-side route change is read out (Next's route announcer reads the new title)
      await hydrated(page);
      await drawer.getByRole("link", { name: w.agencies, exact: true }).click();
      await expect(page).toHaveURL(/\/agency\/list$/);
      await expect(page.locator("next-route-announcer [aria-live]")).toHaveText(`${w.agencies} · Harbour`);
    });

    test("a 404 keeps the drawer; a page past the end shows the last page", async ({ page }) => {
      const res = await page.goto("/customer/view/99999999");
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId("not-found")).toContainText(w.notFound);
      await expect(page.getByTestId("drawer")).toBeVisible();
      // a booking that is not there, or an id that cannot be one: not found, never an error page
      for (const path of ["/booking/99999999", "/booking/abc"]) {
        const booking = await page.goto(path);
        expect(booking?.status(), path).toBe(404);
        await expect(page.getByTestId("not-found")).toContainText(w.notFound);
      }
      const unknown = await page.goto("/no/such/page");
      expect(unknown?.status()).toBe(404);
      await expect(page.getByTestId("drawer")).toBeVisible();

      await page.goto("/customer/list?size=10&page=999");
      const pager = page.getByTestId("table-customers").getByTestId("table-page");
      // the last page, whatever the count by then: tests beside this one add customers
      await expect(pager).toHaveText(new RegExp(`^${w.page} (\\d+) ${w.of} \\1$`));
      expect(Number(/\d+/.exec((await pager.textContent())!)![0])).toBeGreaterThan(1);
      await expect(page.getByTestId("table-customers").locator("tbody tr").first()).toBeVisible();
    });
  });
}
