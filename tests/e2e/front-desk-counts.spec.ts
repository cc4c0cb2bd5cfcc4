// No dead ends (issue 39): for each demo role, every entry of the navigation opens its page as that
// role (no "not allowed", no redirect with the FORBIDDEN notice); an agency adds a client and opens
// it from its list; a customer's booking opens a page of its own with the amounts and documents.
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const FORBIDDEN_TEXT = "You are not allowed to do this.";

for (const email of [
  "admin@demo.test",
  "staff@demo.test",
  "agency@demo.test",
  "customer@demo.test",
  "club@demo.test",
]) {
  test.describe(`navigation of ${email}`, () => {
    test.use({ as: email });
    test("has no entry that answers 'not allowed'", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(email.startsWith("club@") ? "/club/dashboard" : "/");
      const links = page.locator('[data-testid="drawer"] a[href^="/"], nav a[href^="/"]');
      const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))].filter(
        (h) => !h.startsWith("/api/") && h !== "/logout",
      );
      expect(hrefs.length).toBeGreaterThan(1);
      const refused: string[] = [];
      for (const href of hrefs) {
        const res = await page.request.get(href);
        // what the page shows, not the messages its scripts carry along
        const body = (await res.text()).replace(/<script[\s\S]*?<\/script>/g, "");
        if (res.status() >= 400 || res.url().includes("notice=FORBIDDEN") || body.includes(FORBIDDEN_TEXT))
          refused.push(`${href} → ${res.status()} ${res.url()}`);
      }
      expect(refused).toEqual([]);
    });
  });
}

test.describe("an agency", () => {
  test.use({ as: "agency@demo.test" });
  test("adds a client of its own and opens it from its customer list", async ({ page }) => {
    await page.goto("/customer/list");
    await hydrated(page);
    await expect(page.getByTestId("create-link")).toHaveAttribute("href", "/customer/create");
    await page.getByTestId("create-link").click();
    await expect(page).toHaveURL(/\/customer\/create$/);
    await hydrated(page);
    const last = `Agentkunde${Date.now() % 100000}`;
    await page.locator("#field-firstName").fill("Ida");
    await page.locator("#field-lastName").fill(last);
    await page.getByTestId("form-save").click();
    await expect(page).toHaveURL(/\/customer\/view\/\d+$/);
    await expect(page.getByRole("heading", { name: `Ida ${last}` })).toBeVisible();
    // the new client is the agency's: its list has it, and its row opens it
    await page.goto(`/customer/list?search=${last}`);
    const row = page.locator("tbody tr", { hasText: last }).locator("a").first();
    await expect(row).toHaveAttribute("href", /\/customer\/view\/\d+$/);
    await row.click();
    await expect(page).toHaveURL(/\/customer\/view\/\d+$/);
    await expect(page.getByRole("heading", { name: `Ida ${last}` })).toBeVisible();
  });
});

test.describe("a customer", () => {
  test.use({ as: "customer@demo.test" });
  test("opens a booking of theirs on a page with its amounts and documents", async ({ page }) => {
    await page.goto("/");
    const first = page.getByTestId("customer-bookings").getByTestId("booking-link").first();
    const number = (await first.textContent())!.trim();
    await expect(first).toHaveAttribute("href", /^\/customer\/booking\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/customer\/booking\/\d+$/);
    await expect(page.getByTestId("guest-booking-title")).toContainText(number);
    await expect(page.getByTestId("guest-booking-total")).toBeVisible();
    await expect(page.getByTestId("guest-booking-open")).toBeVisible();
    await expect(page.getByTestId("customer-booking-documents")).toBeVisible();
    // someone else's booking is no page of theirs
    const res = await page.request.get("/customer/booking/999999");
    expect(res.status()).toBe(404);
  });
});
