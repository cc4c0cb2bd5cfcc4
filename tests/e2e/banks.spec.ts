// Banks, in English: staff create a bank account, import a small CSV statement whose columns they
// map by hand on the preview (a header the product does not know), watch it import, match the
// guest's transfer to the booking by its suggestion, and see the booking's payments show it.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, guestBooking, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });
// each test books through the public pages first, in English
test.beforeEach(async ({ context }) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
});

const iso = (d: Date) => d.toISOString().slice(0, 10);
const german = (d: Date) => iso(d).split("-").reverse().join(".");

test("staff import a statement with a new mapping and match an entry to a booking by suggestion", async ({
  page,
  baseURL,
}) => {
  const booked = await guestBooking(page, baseURL!, { daysAhead: 175, firstName: "Bea", lastName: "Bankmann" });
  const total = ((await (await page.request.get(`/api/bookings/${booked.id}`)).json()) as { total: string }).total;
  const stamp = Date.now();
  const reference = `Zahlung ${booked.no} Bankmann`;

  // a new account, opened a month ago
  await page.goto("/bank/create");
  await hydrated(page);
  await page.locator("#field-name").fill(`E2E Bank ${stamp}`);
  await page.locator("#field-openingDate").fill(iso(new Date(Date.now() - 30 * 86400_000)));
  await page.getByTestId("form-save").click();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  await expect(page.getByRole("heading", { name: `E2E Bank ${stamp}` })).toBeVisible();
  await expect(page).toHaveTitle(`E2E Bank ${stamp} · Harbour`);

  // a statement whose header names no known column: the columns are mapped by hand
  await page.getByTestId("tab-import").click();
  await hydrated(page);
  const day = german(new Date(Date.now() - 86400_000));
  const csv = [
    "Tag;Summe;Wer;Text",
    `${day};${total.replace(".", ",")};Bea Bankmann;${reference}`,
    `${day};12,50;Kiosk am Hafen;Kaffee ${stamp}`,
  ].join("\n");
  await page.getByTestId("statement-file").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await expect(page.getByTestId("import-preview")).toContainText("Kiosk am Hafen");
  const mapping = page.getByTestId("import-mapping");
  const columns: Record<string, string> = {
    date: "0",
    valueDate: "",
    amount: "1",
    debit: "",
    credit: "",
    currency: "",
    counterparty: "2",
    iban: "",
    reference: "3",
  };
  for (const [key, value] of Object.entries(columns)) await mapping.getByTestId(`column-${key}`).selectOption(value);
  await mapping.getByTestId("mapping-dateFormat").selectOption("DD.MM.YYYY");
  await mapping.getByTestId("mapping-decimal").selectOption(",");
  expect(await axeFindings(page, "statement preview")).toEqual([]);
  await page.getByTestId("import-start").click();
  await expect(page.getByTestId("import-result")).toContainText("2 new entries, 0 already there");

  // the entries: the transfer opens its matching, suggested by the booking's number
  await page.getByRole("link", { name: "Show the imported entries" }).click();
  await expect(page).toHaveURL(/tab=entries/);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: reference });
  await row.getByTestId("row-open").click();
  const dialog = page.getByRole("dialog");
  const accept = dialog.getByTestId(`accept-${booked.id}`);
  await expect(accept).toBeVisible();
  expect(await axeFindings(page, "matching dialog")).toEqual([]);
  await expect(dialog.getByTestId("suggestions")).toContainText(/Number .+ in the reference/);
  await accept.click();
  await expect(dialog.getByTestId("match-list")).toContainText(booked.no);
  await dialog.getByTestId("dialog-close").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Matched");

  // the booking's page shows the payment the match recorded
  await page.goto(`/booking/${booked.id}?tab=payments`);
  await hydrated(page);
  const payments = page.getByTestId("money-panel").getByTestId("booking-payments");
  await expect(payments).toContainText(reference);
  await expect(payments).toContainText(/transfer/i);
});

test("staff type an entry by hand, split it over two bookings picked by number, take one back, credit the rest, see the cash flow; a bad statement names its line", async ({
  page,
  baseURL,
}) => {
  const first = await guestBooking(page, baseURL!, { daysAhead: 182, firstName: "Kai", lastName: "Kasse" });
  const second = await guestBooking(page, baseURL!, { daysAhead: 188, firstName: "Kim", lastName: "Kasse" });
  const reference = `Kasse ${Date.now()}`;

  // the cash box on board: an entry typed by hand into the demo's account
  await page.goto("/bank/entry/manual");
  await hydrated(page);
  await expect(page).toHaveTitle("Manual entries · Harbour");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add an entry by hand" }) });
  await form.locator('select[name="bankId"]').selectOption({ label: "Hausbank" });
  await form.locator('input[name="date"]').fill(iso(new Date(Date.now() - 86400_000)));
  await form.locator('input[name="amount"]').fill("100.00");
  await form.locator('input[name="reference"]').fill(reference);
  await form.getByRole("button", { name: "Add entry" }).click();
  await expect(form).toContainText("The entry is added.");

  // split over two bookings picked by their numbers, then one match taken back
  await page.getByRole("row").filter({ hasText: reference }).getByTestId("row-open").click();
  const dialog = page.getByRole("dialog");
  const byHand = async (no: string, amount: string) => {
    await dialog.locator('input[name="booking"]').fill(no);
    await dialog.locator('input[name="amount"]').fill(amount);
    await dialog.getByRole("button", { name: "Match", exact: true }).click();
    await expect(dialog.getByTestId("match-list")).toContainText(no);
  };
  await byHand(first.no, "40.00");
  await expect(dialog.getByTestId("match-left")).toContainText("60.00");
  await byHand(second.no, "60.00");
  await expect(dialog.getByTestId("match-left")).toHaveText(/^0\.00 /);
  await dialog
    .getByTestId("match-list")
    .getByRole("listitem")
    .filter({ hasText: first.no })
    .getByRole("button")
    .click();
  await expect(dialog.getByTestId("match-list")).not.toContainText(first.no);
  await expect(dialog.getByTestId("match-left")).toContainText("40.00");
  // the 40 left over are an overpayment of the second booking's guest: booked as her credit
  await dialog
    .getByTestId("credit-rest")
    .getByRole("button", { name: /Kim Kasse/ })
    .click();
  await expect(dialog.getByTestId("credit-list")).toContainText("40.00");
  await expect(dialog.getByTestId("match-left")).toHaveText(/^0\.00 /);
  await dialog.getByTestId("dialog-close").click();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Matched");

  await page.goto(`/booking/${second.id}?tab=payments`);
  await hydrated(page);
  await expect(page.getByTestId("money-panel").getByTestId("booking-payments")).toContainText(reference);

  // the cash flow of the account shows the day's money in, as a chart and as its table
  const yesterday = iso(new Date(Date.now() - 86400_000));
  await page.goto(`/bank/cashflow?from=${yesterday}&to=${yesterday}&groupBy=day&bankId=1`);
  await hydrated(page);
  const flow = page.getByTestId("cashflow-series").filter({ hasText: "Hausbank" });
  await expect(flow.getByTestId("cashflow-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(flow.getByRole("table")).toContainText(yesterday);
  expect(await axeFindings(page, "cash flow")).toEqual([]);

  // a statement with an amount that is not one: nothing imported, its line and field named
  await page.goto("/bank/1?tab=import");
  await hydrated(page);
  const day = german(new Date(Date.now() - 86400_000));
  await page.getByTestId("statement-file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Buchungstag;Betrag;Verwendungszweck\n${day};10,00;Gut\n${day};zehn;Schlecht\n`, "utf8"),
  });
  await expect(page.getByTestId("import-preview")).toContainText("Schlecht");
  await page.getByTestId("import-start").click();
  await expect(page.getByTestId("import-error")).toContainText("line 3");
  await expect(page.getByTestId("import-error")).toContainText("zehn");
});
