// A guest books a resort stay on /book/resort (step by step) without an account and pays with the
// offline provider: dates and guests, a priced room type, the held choice with its countdown,
// names and contact, an add-on and the total in another currency, the confirmation page with the
// booking number, and the confirmation mail.
import { expect, test } from "@playwright/test";
import { formatDay } from "../../lib/i18n/date-format";
import { hydrated, lastMailTo, setLanguage } from "./helpers";

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

test("a guest books a resort stay and pays offline", async ({ page, context }) => {
  await setLanguage(context, "en");
  // far enough out to be free of the demo bookings, on a weekday-independent stay of 3 nights
  const from = new Date(Date.now() + 75 * 86400_000);
  const to = new Date(from.getTime() + 3 * 86400_000);
  await page.goto(`/book/resort?from=${iso(from)}&to=${iso(to)}&guests=2`);
  const offers = page.getByTestId("room-offers");
  await expect(offers).toBeVisible();
  await offers.locator("a").first().click();

  await hydrated(page);
  await expect(page.getByTestId("hold-countdown")).toContainText(/Held for you for \d+:\d\d minutes/);
  // an add-on changes the quoted total (the engine prices it by its add rule); another currency is shown beside it
  const total = page.getByTestId("held-total");
  await expect(total).toContainText("Total");
  const before = await total.locator("strong").textContent();
  await page
    .getByTestId("addons")
    .getByLabel(/Nitrox fill/)
    .check();
  await expect(total.locator("strong")).not.toHaveText(before ?? "");
  await page.locator('select[name="displayCurrency"]').selectOption("USD");
  await expect(page.getByTestId("held-total-display")).toContainText(/\$|USD/);
  const email = `guest-${Date.now()}@example.com`;
  await page.locator('input[name="guest-0-firstName"]').fill("Erika");
  await page.locator('input[name="guest-0-lastName"]').fill("Mustermann");
  await page.locator('input[name="guest-1-firstName"]').fill("Max");
  await page.locator('input[name="guest-1-lastName"]').fill("Mustermann");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="provider"][value="offline"]').check();
  await page.getByTestId("book-submit").click();

  await expect(page).toHaveURL(/\/payment\/success\?booking=\d+&provider=offline/);
  const bookingNo = (await page.getByTestId("payment-booking-no").textContent())?.trim() ?? "";
  expect(bookingNo).not.toBe("-");
  await expect(page.getByTestId("payment-title")).toHaveText("Thank you for your booking");
  await expect(page.getByTestId("payment-paid")).toContainText("0.00");
  await expect(page.getByTestId("payment-offline")).toContainText(bookingNo);

  const mail = await lastMailTo(email);
  expect(mail).toContain(bookingNo);
  // the dates as the guest reads them (the mail is in English, as the booking)
  expect(mail).toContain(`Dates: ${formatDay(iso(from), "en")} to ${formatDay(iso(to), "en")}`);
});
