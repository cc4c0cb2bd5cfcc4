// Money on the booking page, in German: staff record the deposit a guest paid by bank transfer,
// issue the deposit invoice and the final one (which deducts it); the guest opens the final
// invoice's link without an account and sees what is still open; staff cancel it by a credit note.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, guestBooking, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

const euro = (v: string) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(Number(v));

test("staff take a booking from its deposit to the final invoice and a credit note; the guest sees what is open", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const booked = await guestBooking(page, baseURL!, { daysAhead: 160, firstName: "Rita", lastName: "Rechnung" });
  const money = (await (await page.request.get(`/api/bookings/${booked.id}`)).json()) as {
    instalments: { kind: string; amount: string }[];
    total: string;
  };
  const deposit = money.instalments.find((i) => i.kind === "deposit")!.amount;
  const rest = (Number(money.total) - Number(deposit)).toFixed(2);

  await setLanguage(context, "de");
  await page.goto(`/booking/${booked.id}?tab=payments`);
  await hydrated(page);
  const panel = page.getByTestId("money-panel");
  await expect(panel.getByTestId("money-open")).toHaveText(euro(money.total));

  // the deposit arrived by bank transfer (a German decimal comma)
  const form = panel.getByTestId("payment-form");
  await form.locator('input[name="amount"]').fill(deposit.replace(".", ","));
  await form.locator('select[name="method"]').selectOption("transfer");
  await form.locator('input[name="reference"]').fill("Anzahlung Rita");
  await form.getByTestId("payment-record").click();
  await expect(panel.getByTestId("money-paid")).toHaveText(euro(deposit));
  await expect(panel.getByTestId("booking-payments")).toContainText("Überweisung");

  // the deposit invoice (paid already), then the final one deducting it
  await panel.getByTestId("issue-deposit").click();
  await expect(panel.getByTestId("booking-invoices")).toContainText("Anzahlungsrechnung");
  await panel.getByTestId("issue-final").click();
  await expect(panel.getByTestId("booking-invoices")).toContainText("Schlussrechnung");

  const list = (await (await page.request.get(`/api/invoices?filter[bookingId]=${booked.id}`)).json()) as {
    data: { id: number; kind: string; number: string; open: string; publicUrl: string }[];
  };
  const final = list.data.find((i) => i.kind === "final")!;
  expect(final.open).toBe(rest);

  // the guest opens the link in German, without an account: what is still open
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await setLanguage(guest, "de");
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(final.publicUrl).pathname + new URL(final.publicUrl).search);
  await expect(guestPage.getByTestId("invoice-title")).toHaveText(`Schlussrechnung ${final.number}`);
  await expect(guestPage.getByTestId("invoice-open")).toHaveText(euro(rest));
  await expect(guestPage.getByTestId("invoice-state")).toHaveText("Offen");
  const pdf = await guestPage.request.get((await guestPage.getByTestId("invoice-pdf").getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // a wrong token shows nothing of it
  await guestPage.goto(`/invoice/${final.id}?token=wrong`);
  await expect(guestPage.getByTestId("public-invoice")).toHaveCount(0);
  await guest.close();

  // staff cancel the final invoice by a credit note, with a reason
  await panel.getByTestId(`invoice-credit-${final.id}`).click();
  await panel.locator('input[name="reason"]').fill("Aufenthalt verkürzt");
  await panel.getByTestId("reason-submit").click();
  await expect(panel.getByTestId("booking-invoices")).toContainText("Gutschrift");
  await expect(panel.getByTestId(`invoice-${final.number}`)).toContainText("Storniert");
});
