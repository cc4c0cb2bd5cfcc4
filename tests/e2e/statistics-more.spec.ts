// /stats/export as an owner uses it: bookings of this year with three columns, as XLSX, downloaded
// (the page streams it with a progress bar) and read back; and the home dashboard, whose figures
// lead to the lists behind them: the waiting list to the booking list filtered to it, a figure of
// the coming days to the bookings it counts, the occupancy of the coming weeks to its statistics.
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

test("an owner exports this year's bookings with the columns chosen as XLSX", async ({ page, context }) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
  await page.goto("/stats/export");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Exports" })).toBeVisible();
  const form = page.getByTestId("export-form");
  await form.getByLabel("What").selectOption("bookings");
  // keep number, arrival and customer
  for (const column of ["State", "Resort, vessel or tour", "Departure", "Nights", "Guests", "Agency"])
    await form.getByLabel(column, { exact: true }).uncheck();
  for (const column of ["Currency", "Total", "Booked on"]) await form.getByLabel(column, { exact: true }).uncheck();
  await form.getByLabel("XLSX").check();
  expect(await axeFindings(page, "exports")).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Export" }).click(),
  ]);
  const year = new Date().getFullYear();
  expect(download.suggestedFilename()).toBe(`bookings-${year}-01-01-${year}-12-31.xlsx`);
  await expect(page.getByTestId("export-message")).toContainText(/rows exported/);
  const rows = Number((await page.getByTestId("export-message").textContent())!.match(/^(\d+)/)![1]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const ws = wb.worksheets[0];
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(["Number", "Arrival", "Customer"]);
  expect(ws.rowCount).toBe(rows + 1);
  // the progress shown counted against the same total
  await expect(page.getByTestId("export-progress")).toContainText(`${rows} rows`);
});

test("the dashboard's figures lead to the lists behind them", async ({ page, context }) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
  await page.goto("/");
  await hydrated(page);
  // a figure of the coming days: its list on the home page, as many bookings as it counts
  const leaving = page.getByTestId("tile-leaving");
  const count = Number((await leaving.locator("span").nth(1).textContent())!.replace(/\D/g, ""));
  await leaving.click();
  await expect(page).toHaveURL(/\?list=leaving/);
  const list = page.getByTestId("dashboard-list");
  await expect(list.getByRole("heading", { name: "Departing in the next 30 days" })).toBeVisible();
  if (count === 0) await expect(list).toContainText("No bookings.");
  else await expect(list.locator("tbody tr")).toHaveCount(Math.min(count, 50));
  // the occupancy of the coming weeks opens its statistics for the same weeks
  await expect(page.getByTestId("dashboard-occupancy")).toBeVisible();
  expect(await axeFindings(page, "dashboard")).toEqual([]);
  await page.getByTestId("occupancy-link").click();
  await expect(page).toHaveURL(/\/stats\/occupancy\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&groupBy=week/);
  await expect(page.getByTestId("figure-table-utilization")).toBeVisible();
  // the waiting list: the booking list filtered to it
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("tile-waiting").click();
  await expect(page).toHaveURL(/\/booking\/list\?filter%5Bstate%5D=waiting/);
});
