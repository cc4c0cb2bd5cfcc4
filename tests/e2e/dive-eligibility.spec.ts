// Diver eligibility (issue 40, item 5): a departure that asks for nitrox and logged dives flags a
// diver whose form does not show them on its guest list; check-in asks first for the early arrival,
// then names the diver and what they lack, and checks in only with an override and its reason,
// which the booking's history keeps. The booking drawer asks the same: the reasons, no override
// without a reason, and with one the diver is checked in.
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { hydrated, SAME_ORIGIN } from "./helpers";

const admin = base.extend({ as: "admin@demo.test" });

/**
 * A departure of its own far ahead (apart per worker and `month`) that asks for nitrox and 9999
 * logged dives, and a confirmed booking of a demo customer on it.
 */
async function ineligibleDiver(page: Page, month: number) {
  const api = page.request;
  const tours = await (await api.get("/api/tours?size=1")).json();
  const tour = tours.data[0] as { id: number; nights: number };
  const from = `${2036 + admin.info().workerIndex}-${String(month).padStart(2, "0")}-0${1 + (admin.info().retry % 5)}`;
  const created = await api.post("/api/schedules", {
    headers: SAME_ORIGIN,
    data: { tourId: tour.id, from, diveRequirements: { nitrox: true, minLoggedDives: 9999 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scheduleId = (await created.json()).id as number;
  const chart = await (await api.get(`/api/schedules/${scheduleId}/occupancy`)).json();
  const bed = chart.rooms.find((r: { held?: unknown }) => !r.held) as { id: number; bedId: number };
  const customers = await (await api.get("/api/customers?size=1")).json();
  const customer = customers.data[0] as { id: number };
  const booked = await api.post("/api/bookings", {
    headers: SAME_ORIGIN,
    data: {
      type: "vessel",
      scheduleId,
      customerId: customer.id,
      state: "confirmed",
      rooms: [{ roomId: bed.id, bedIds: [bed.bedId], guests: [customer.id] }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { id: number; bookingNo: string | null; reservationNo: string | null };
  return { scheduleId, bookingId: booking.id, bookingNo: (booking.bookingNo ?? booking.reservationNo)! };
}

admin(
  "an ineligible diver is flagged on the departure and at check-in; an override with a reason lets them in",
  async ({ page }) => {
    const api = page.request;
    const { scheduleId, bookingId } = await ineligibleDiver(page, 2);

    // the departure's guest list flags the diver with what is missing
    await page.goto(`/schedule/${scheduleId}`);
    await hydrated(page);
    const divers = page.getByTestId("departure-divers");
    await expect(divers.getByTestId("dive-requirements-line")).toContainText("9999 logged dives");
    const row = divers.getByTestId("diver-row").first();
    await expect(row).toHaveAttribute("data-eligible", "false");
    await expect(row.getByTestId("diver-not-eligible")).toContainText("nitrox certification");

    // check-in: first the early arrival, then the diver's eligibility
    await page.goto(`/booking/${bookingId}`);
    await hydrated(page);
    await page.getByTestId("action-checkin").click();
    await expect(page.getByTestId("ask-guard")).toBeVisible();
    await page.getByTestId("ask-guard-reason").fill("Boat leaves early; cards checked at the dive deck");
    await page.getByTestId("ask-confirm").click();
    const message = page.getByTestId("ask-guard-message");
    await expect(message).toContainText("Not every diver meets the requirements");
    await expect(message).toContainText("nitrox certification");
    await expect(page.getByTestId("ask-confirm")).toHaveText("Override and check in");
    // still not checked in
    expect((await (await api.get(`/api/bookings/${bookingId}`)).json()).checkedInAt).toBeNull();
    await page.getByTestId("ask-confirm").click();
    await expect(page.getByTestId("ask-guard")).toHaveCount(0);
    await page.getByTestId("tab-history").click();
    const history = page.getByTestId("booking-history");
    await expect(history.locator("li").first()).toContainText("Checked in without meeting the dive requirements");
    await expect(history.locator("li").first()).toContainText("cards checked at the dive deck");
    expect((await (await api.get(`/api/bookings/${bookingId}`)).json()).checkedInAt).toEqual(expect.any(String));
  },
);

admin(
  "the booking drawer names an ineligible diver's reasons and checks in only with an override's reason",
  async ({ page }) => {
    const { bookingId, bookingNo } = await ineligibleDiver(page, 5);
    await page.goto(`/booking/list?search=${encodeURIComponent(bookingNo)}`);
    await hydrated(page);
    await page.getByTestId("table-bookings").getByTestId("row-link").filter({ hasText: bookingNo }).click();
    const drawer = page.getByTestId("booking-drawer");
    await drawer.getByTestId("booking-drawer-checkin").click();
    // first the early arrival, then the diver's eligibility (the reason given is kept)
    await drawer.getByTestId("booking-drawer-guard-reason").fill("Boarding the evening before");
    await drawer.getByTestId("booking-drawer-guard-confirm").click();
    const message = drawer.getByTestId("booking-drawer-guard-message");
    await expect(message).toContainText("Not every diver meets the requirements");
    await expect(message).toContainText("nitrox certification");
    await expect(message).toContainText("9999 logged dives");
    const confirm = drawer.getByTestId("booking-drawer-guard-confirm");
    await expect(confirm).toHaveText("Override and check in");
    // no override without a reason
    await drawer.getByTestId("booking-drawer-guard-reason").fill("");
    await expect(confirm).toBeDisabled();
    expect((await (await page.request.get(`/api/bookings/${bookingId}`)).json()).checkedInAt).toBeNull();
    await drawer.getByTestId("booking-drawer-guard-reason").fill("Logbook and nitrox card seen on board");
    await confirm.click();
    await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed · checked in");
    await expect(drawer.getByTestId("booking-drawer-guard")).toHaveCount(0);
    const history = (await (await page.request.get(`/api/bookings/${bookingId}/history`)).json()) as {
      action: string;
      changes: Record<string, { to: unknown }> | null;
    }[];
    expect(history[0].action).toBe("checkin");
    expect(history[0].changes?.reason?.to).toBe("Logbook and nitrox card seen on board");
    expect(history[0].changes?.notEligible?.to).toEqual(expect.any(String));
  },
);
