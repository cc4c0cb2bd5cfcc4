// The front desk's guards (issue 39) on the booking page: nothing costly happens without a
// question in the product's own dialog. An early check-in asks for a reason (kept in the
// history), cancelling shows the terms and the fee before it happens, a split asks how.
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { bookResortStay, hydrated, SAME_ORIGIN } from "./helpers";

const staff = base.extend({ as: "staff@demo.test" });

/** A confirmed resort stay of two guests on free nights far ahead (made through the API). */
async function futureStay(page: Page, from: string, to: string) {
  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const customers = await (await page.request.get("/api/customers?size=2")).json();
  const guests = customers.data.map((c: { id: number }) => c.id);
  const free = await (
    await page.request.get(`/api/rooms/available/${resortId}?type=resort&dateFrom=${from}&dateTo=${to}&onlyFree=true`)
  ).json();
  const roomId = free.rooms.at(-1).id;
  return bookResortStay(page, { resortId, roomId, from, to, customerId: guests[0], guests, state: "confirmed" });
}

staff("an early check-in asks for a reason, which the history keeps", async ({ page }) => {
  const b = await futureStay(page, "2031-08-03", "2031-08-06");
  await page.goto(`/booking/${b.id}`);
  await hydrated(page);
  await page.getByTestId("action-checkin").click();
  const ask = page.getByTestId("ask-guard");
  await expect(ask).toBeVisible();
  await expect(page.getByTestId("ask-guard-message")).toContainText("Aug 3, 2031");
  // no reason, no check-in
  await expect(page.getByTestId("ask-confirm")).toBeDisabled();
  await page.getByTestId("ask-guard-reason").fill("Arrived a day early, room ready");
  await page.getByTestId("ask-confirm").click();
  await expect(ask).toHaveCount(0);
  await page.getByTestId("tab-history").click();
  const history = page.getByTestId("booking-history");
  await expect(history.locator("li").first()).toContainText("Arrived a day early, room ready");
  const stored = await (await page.request.get(`/api/bookings/${b.id}`)).json();
  expect(stored.checkedInAt).toEqual(expect.any(String));
});

staff("cancelling shows the terms and the fee in our dialog before it happens", async ({ page }) => {
  const b = await futureStay(page, "2031-09-07", "2031-09-10");
  const fee = await page.request.post(`/api/bookings/${b.id}/calculation`, {
    headers: SAME_ORIGIN,
    data: { type: "cost", text: "Cancellation fee", price: "45.00", cancellationFee: true },
  });
  expect(fee.status(), await fee.text()).toBe(200);
  await page.goto(`/booking/${b.id}`);
  await hydrated(page);
  // no native confirm: a browser dialog would fail the test
  page.on("dialog", (d) => {
    throw new Error(`a native dialog appeared: ${d.message()}`);
  });
  await page.getByTestId("action-cancell").click();
  const ask = page.getByTestId("ask-cancel");
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/Cancellation terms: |No terms of payment apply/);
  await expect(page.getByTestId("ask-cancel-fee")).toHaveText("€45.00");
  // asking changed nothing
  expect((await (await page.request.get(`/api/bookings/${b.id}`)).json()).state).toBe("confirmed");
  await page.getByTestId("ask-confirm").click();
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "aborted");
});

staff("split invoice asks how to split before it runs", async ({ page }) => {
  const b = await futureStay(page, "2031-10-05", "2031-10-08");
  await page.goto(`/booking/${b.id}`);
  await hydrated(page);
  const before = (await (await page.request.get(`/api/bookings/${b.id}`)).json()).version;
  await page.getByTestId("action-splitInvoice").click();
  const ask = page.getByTestId("ask-split");
  await expect(ask).toBeVisible();
  await expect(page.getByTestId("ask-split-guest")).toBeChecked();
  // nothing ran yet; going back leaves the booking as it was
  await page.getByTestId("dialog-close").click();
  await expect(ask).toHaveCount(0);
  expect((await (await page.request.get(`/api/bookings/${b.id}`)).json()).version).toBe(before);
  await page.getByTestId("action-splitInvoice").click();
  await page.getByTestId("ask-split-shares").check();
  await page.getByTestId("ask-confirm").click();
  await expect(ask).toHaveCount(0);
  const split = (await (await page.request.get(`/api/bookings/${b.id}`)).json()).invoiceSplit;
  expect(split.map((p: { percent: number }) => p.percent)).toEqual([50, 50]);
});
