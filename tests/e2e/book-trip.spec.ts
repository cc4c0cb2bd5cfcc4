// A guest books a single bed in a shared cabin of a liveaboard trip on the one-page flow
// (/book/online-v2) without an account and pays with the offline provider: the departures, the
// cabins and beds of the chosen one and the details form stay on one page with the choices
// marked; the bed is held while the guest types; the confirmation page has the booking number,
// and the staff's booking list shows the booking at once.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, hydrated, lastMailTo, setLanguage } from "./helpers";

test("a guest books a single bed on a trip on one page and pays offline", async ({ page, context, browser }) => {
  await setLanguage(context, "en");
  // a woman travelling alone: the shared cabins (one gender each) offer her their beds
  await page.goto("/book/online-v2?guests=1&party=women");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a liveaboard trip");
  const departures = page.getByTestId("departures");
  // a departure with a shared cabin that still sells single beds (the demo vessel has one)
  let chosen = false;
  const count = await departures.locator("li").count();
  for (let i = count - 1; i >= 0 && !chosen; i--) {
    const link = departures.locator("li").nth(i).getByRole("link");
    const schedule = new URL((await link.getAttribute("href"))!, page.url()).searchParams.get("schedule");
    await link.click();
    await page.waitForURL((u) => u.searchParams.get("schedule") === schedule);
    const single = page.getByTestId("cabin-offers").locator("li", { hasText: "1 single bed in a shared cabin" });
    if (await single.count()) {
      // the departure stays listed, marked as chosen, on the same page
      await expect(departures.locator("li[aria-current=true]")).toHaveCount(1);
      await single.first().getByRole("link").click();
      await page.waitForURL((u) => u.searchParams.has("room"));
      chosen = true;
    }
  }
  expect(chosen, "a departure with a free single bed").toBe(true);

  await hydrated(page);
  await expect(page.getByTestId("cabin-offers").locator("li[aria-current=true]")).toContainText("1 single bed");
  await expect(page.getByRole("heading", { name: "Your details and payment" })).toBeVisible();
  await expect(page.getByTestId("hold-countdown")).toContainText(/Held for you for \d+:\d\d minutes/);
  const email = `diver-${Date.now()}@example.com`;
  await page.locator('input[name="guest-0-firstName"]').fill("Dora");
  await page.locator('input[name="guest-0-lastName"]').fill("Diver");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="provider"][value="offline"]').check();
  await page.getByTestId("book-submit").click();

  await expect(page).toHaveURL(/\/payment\/success\?booking=\d+&provider=offline/);
  const bookingId = new URL(page.url()).searchParams.get("booking");
  const bookingNo = (await page.getByTestId("payment-booking-no").textContent())?.trim() ?? "";
  expect(bookingNo).not.toBe("-");
  await expect(page.getByTestId("payment-title")).toHaveText("Thank you for your booking");
  expect(await lastMailTo(email)).toContain(bookingNo);

  // staff see it at once: one bed of a shared cabin, with the guest
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: ADMIN_STATE });
  const res = await staff.request.get(`/api/bookings/${bookingId}`);
  expect(res.status()).toBe(200);
  const booking = await res.json();
  expect(booking.bookingNo ?? booking.reservationNo ?? booking.offerNo).toBeTruthy();
  expect(booking.rooms).toHaveLength(1);
  expect(booking.rooms[0].bedIds).toHaveLength(1);
  expect(booking.rooms[0].customers.map((c: { fullName: string }) => c.fullName)).toEqual(["Dora Diver"]);
  await staff.close();
});
