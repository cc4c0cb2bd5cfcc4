// Banks, in English: staff create a bank account, import a small CSV statement whose columns they
// map by hand on the preview (a header the product does not know), watch it import, match the
// guest's transfer to the booking by its suggestion, and see the booking's payments show it.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, guestBooking, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

const iso = (d: Date) => d.toISOString().slice(0, 10);
const german = (d: Date) => iso(d).split("-").reverse().join(".");

test("staff import a statement with a new mapping and match an entry to a booking by suggestion", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
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
  await expect(dialog.getByTestId("suggestions")).toContainText(/Number .+ in the reference/);
  await accept.click();
  await expect(dialog.getByTestId("match-list")).toContainText(booked.no);
  await dialog.getByTestId("dialog-close").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Matched");

  // the booking's page shows the payment the match recorded
  await page.goto(`/booking/${booked.id}`);
  await hydrated(page);
  const payments = page.getByTestId("money-panel").getByTestId("booking-payments");
  await expect(payments).toContainText(reference);
  await expect(payments).toContainText(/transfer/i);
});
