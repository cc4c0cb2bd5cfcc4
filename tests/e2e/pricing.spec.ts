// The pricing screens an operator works with: the price grid filled like a spreadsheet (a block
// pasted from a spreadsheet becomes periods and prices, arrow keys move between cells, an
// overlapping period is refused where it is) and the specials rule editor (rules composed from
// choices, only the operators that fit a dimension, saved without typing JSON).
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

/** Fires a paste event with `text` on the element, as a spreadsheet's copy would. */
async function paste(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test("the price grid takes a pasted block, moves with the arrow keys and refuses overlapping periods", async ({
  page,
}) => {
  await setLanguage(page.context(), "en");
  const demo = await (await page.request.get("/api/price/1")).json();
  const created = await page.request.post("/api/price", {
    headers: SAME_ORIGIN,
    data: { name: "E2E grid 2031", type: "resort", resortId: demo.resortId },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/price/${id}`);
  await hydrated(page);
  await page.getByTestId("grid-add-period").click();
  // two seasons with the first room type's nightly price, as copied from a spreadsheet
  await paste(page, "grid-0-name", "Low 2031\t01.01.2031\t30.06.2031\t90\nHigh 2031\t2031-07-01\t2031-12-31\t120,50");
  await expect(page.getByTestId("grid-1-name")).toHaveValue("High 2031");
  // dates read in any notation show in the user's language
  await expect(page.getByTestId("grid-0-from")).toHaveValue("Jan 1, 2031");
  await expect(page.getByTestId("grid-1-from")).toHaveValue("Jul 1, 2031");
  // amounts read in any notation show in the user's: "120,50" and "90" as "120.50" and "90.00"
  const amount = (row: number) => page.locator(`[data-row="${row}"][data-col="3"]`);
  await expect(amount(1)).toHaveValue("120.50");
  await expect(amount(0)).toHaveValue("90.00");

  await page.getByTestId("grid-0-to").focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("grid-1-to")).toBeFocused();

  await page.getByTestId("grid-save").click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/price/${id}`)).json()).periods?.length ?? 0)
    .toBe(2);
  const saved = await (await page.request.get(`/api/price/${id}`)).json();
  expect(saved.periods.map((p: { from: string; to: string }) => [p.from, p.to])).toEqual([
    ["2031-01-01", "2031-06-30"],
    ["2031-07-01", "2031-12-31"],
  ]);
  expect(saved.entries.map((e: { value: string }) => Number(e.value)).sort((a: number, b: number) => a - b)).toEqual([
    90, 120.5,
  ]);

  // a period that overlaps the first one is refused at its cell, nothing changes
  await page.getByTestId("grid-1-from").fill("2031-06-01");
  await page.getByTestId("grid-save").click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  const after = await (await page.request.get(`/api/price/${id}`)).json();
  expect(after.periods[1].from).toBe("2031-07-01");

  // in German the saved prices read as German numbers and the periods' dates as German dates
  await setLanguage(page.context(), "de");
  await page.reload();
  await expect(amount(1)).toHaveValue("120,50");
  await expect(page.getByTestId("grid-0-from")).toHaveValue("01.01.2031");
  await expect(page.getByTestId("grid-1-to")).toHaveValue("31.12.2031");
});

test("the rule editor composes a special's rules from choices and saves them", async ({ page }) => {
  await setLanguage(page.context(), "en");
  await page.goto("/specials/create");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^Name/ }).fill("E2E stay 7 pay 6");
  await page.getByTestId("rule-add").click();
  await page.getByTestId("rule-0-dimension").selectOption("CustomerType");
  // a customer type is not ordered: no "greater than" for it
  await expect(page.getByTestId("rule-0-operator").locator('option[value="GreaterThan"]')).toHaveCount(0);
  await page.getByTestId("rule-0-dimension").selectOption("Nights");
  await page.getByTestId("rule-0-operator").selectOption("GreaterThanEquals");
  await page.getByTestId("rule-0-value").fill("7");
  // a second rule: a date range just added, nothing typed yet, is not an error yet
  await page.getByTestId("rule-add").click();
  await page.getByTestId("rule-1-dimension").selectOption("Date");
  await page.getByTestId("rule-1-operator").selectOption("IsIn");
  await page
    .getByTestId("rule-1")
    .getByRole("button", { name: /Add date or range/ })
    .click();
  await expect(page.getByTestId("rule-1").getByRole("alert")).toHaveCount(0);
  // countries: the list shows a few at a time, the line under it says which are chosen
  await page.getByTestId("rule-1-dimension").selectOption("PassportCountry");
  await page.getByTestId("rule-1-operator").selectOption("IsNotIn");
  await page.getByTestId("rule-1-value").selectOption(["AT", "DE"]);
  await expect(page.getByTestId("rule-1-value-chosen")).toHaveText("Chosen: Austria, Germany");
  await page.getByTestId("rule-1-remove").click();
  await page.getByTestId("form-save").click();
  await expect(page).toHaveURL(/\/specials\/\d+$/);
  const id = page.url().split("/").pop();
  const special = await (await page.request.get(`/api/specials/${id}`)).json();
  expect(special.rules).toEqual([{ dimension: "Nights", operator: "GreaterThanEquals", value: 7 }]);
});
