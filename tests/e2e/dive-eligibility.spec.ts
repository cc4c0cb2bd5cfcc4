// Diver eligibility (issue 40, item 5): a departure that asks for nitrox and logged dives flags a
// diver whose form does not show them on its guest list; check-in asks first for the early arrival,
// then names the diver and what they lack, and checks in only with an override and its reason,
// which the booking's history keeps.
import { expect, test as base } from "./fixtures";
import { hydrated, SAME_ORIGIN } from "./helpers";

const admin = base.extend({ as: "admin@demo.test" });

admin(
  "an ineligible diver is flagged on the departure and at check-in; an override with a reason lets them in",
  async ({ page }) => {
    const api = page.request;
    const tours = await (await api.get("/api/tours?size=1")).json();
    const tour = tours.data[0] as { id: number; nights: number };
    // a departure of its own, far ahead and apart per worker
    const from = `${2036 + admin.info().workerIndex}-02-0${1 + (admin.info().retry % 5)}`;
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
    const bookingId = (await booked.json()).id as number;

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
    const history = page.getByTestId("booking-history");
    await expect(history.locator("li").first()).toContainText("Checked in without meeting the dive requirements");
    await expect(history.locator("li").first()).toContainText("cards checked at the dive deck");
    expect((await (await api.get(`/api/bookings/${bookingId}`)).json()).checkedInAt).toEqual(expect.any(String));
  },
);
