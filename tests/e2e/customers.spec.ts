// The customer screens as the administrator (the session global-setup.ts made once): the list,
// saved filters, the form.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, hydrated, setLanguage } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" }, storageState: ADMIN_STATE });

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

test("the customer list pages, sorts, searches and exports CSV", async ({ page }) => {
  await page.goto("/customer/list?size=10");
  await hydrated(page);
  const table = page.getByTestId("table-customers");
  await expect(table.getByTestId("table-page")).toHaveText(/Page 1 of \d+/);
  const total = Number((await table.getByTestId("table-total").textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(30);
  await expect(table.locator("tbody tr")).toHaveCount(10);

  await table.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByTestId("table-page")).toHaveText(/Page 2 of/);

  await table.getByRole("button", { name: "Sort by E-mail" }).click();
  await expect(page).toHaveURL(/sort=email&order=asc/);
  await expect(table.locator("tbody tr").first()).toContainText("aiko.tanaka@mail.example");

  await table.getByTestId("table-search").fill("hoff");
  await expect(table.getByTestId("table-total")).toHaveText("1 entry");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody")).toContainText("Lena Hoffmann");
  await expect(page).toHaveURL(/search=hoff/);

  const [download] = await Promise.all([page.waitForEvent("download"), table.getByTestId("export-csv").click()]);
  const csv = readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe(
    "No.,First name,Last name,Company / display name,Gender,Birthday,E-mail,Phone,City,Country,Nationality,Customer type",
  );
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain("Hoffmann");

  await table.getByTestId("table-search").fill("no such customer at all");
  await expect(table.getByTestId("table-empty")).toContainText("No entries match");
  await table.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page).not.toHaveURL(/search=/);
  // other tests may add customers meanwhile: at least the first count again
  await expect(table.locator("tbody tr")).toHaveCount(10);
  expect(Number((await table.getByTestId("table-total").textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(
    total,
  );
});

test("a filter is saved and opens at /crm/filter/{id}", async ({ page }) => {
  await page.goto("/customer/list?filter[country]=CH");
  await hydrated(page);
  await expect(page.getByTestId("table-total")).toHaveText("2 entries");
  await page.getByTestId("save-filter").click();
  await page.getByLabel("Name of the filter").fill("Swiss guests");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("link", { name: "Swiss guests" }).click();
  await expect(page).toHaveURL(/\/crm\/filter\/\d+$/);
  await expect(page.getByRole("heading", { name: "Swiss guests" })).toBeVisible();
  await expect(page.getByTestId("table-total")).toHaveText("2 entries");
});

test("a customer is created, refused while invalid, and shown", async ({ page }) => {
  await page.goto("/customer/create");
  await hydrated(page);
  await page.locator("#field-firstName").fill("Paula");
  await page.locator("#field-lastName").fill("Playwright");
  await page.locator("#field-email").fill("not an address");
  await page.getByTestId("form-save").click();
  await expect(page.locator("#field-email-error")).toHaveText("E-mail must be valid");
  await page.locator("#field-email").fill("paula@example.test");
  await page.getByTestId("form-save").click();
  await expect(page).toHaveURL(/\/customer\/view\/\d+$/);
  await expect(page.getByRole("heading", { name: "Paula Playwright" })).toBeVisible();
  await expect(page.getByText("paula@example.test")).toBeVisible();
});
