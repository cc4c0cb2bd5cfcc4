// Statistics as an owner reads them: /stats/booking for this year, the period changed in the form
// (it stays in the address), a chart's numbers read in its table, and the income exported as XLSX
// and read back; the occupancy page in German. Both pages pass axe.
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

test("an owner changes the period of the booking statistics, reads a chart's table and exports it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
  await page.goto("/stats/booking");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Booking statistics" })).toBeVisible();
  const income = page.getByTestId("figure-incomeByMonth");
  await expect(income.getByTestId("figure-chart")).toBeVisible();
  expect(await axeFindings(page, "booking statistics")).toEqual([]);

  // the first quarter of this year by week: the form's choice stays in the address
  const year = new Date().getFullYear();
  const form = page.getByTestId("stats-form");
  await form.getByLabel("From", { exact: true }).fill(`${year}-01-01`);
  await form.getByLabel("To", { exact: true }).fill(`${year}-03-31`);
  await form.getByLabel("Group by").selectOption("week");
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01.*to=${year}-03-31.*groupBy=week`));
  const table = page.getByTestId("figure-table-incomeByMonth");
  await expect(table.getByRole("columnheader", { name: "Revenue" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(1 + 13 + (new Date(`${year}-01-01`).getUTCDay() === 1 ? 0 : 1));
  await expect(table.getByRole("row").nth(1)).toContainText(/W0[0-9]|W5[23]/);

  // the same numbers as a spreadsheet
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-xlsx-incomeByMonth").click(),
  ]);
  expect(download.suggestedFilename()).toBe(`incomeByMonth-${year}-01-01-${year}-03-31.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const ws = wb.worksheets[0];
  expect(ws.getRow(1).getCell(1).value).toBe("Period");
  expect(ws.rowCount).toBe(await table.getByRole("row").count());
});

test("the occupancy page in German shows utilization per month with its table", async ({ page, context }) => {
  await setLanguage(context, "de");
  await page.goto("/stats/occupancy");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Belegung" })).toBeVisible();
  const table = page.getByTestId("figure-table-utilization");
  await expect(table.getByRole("columnheader", { name: "Auslastung (%)" })).toBeVisible();
  await expect(table).toContainText("Zimmernächte");
  expect(await axeFindings(page, "Belegung")).toEqual([]);
});
