// The booking drawer away from the tape chart (issue 39): a row of the booking list and a held
// bed on the vessel calendar open it over the screen without leaving it (Enter too; Escape closes
// it and the focus goes back); its quick check-in, with the guard's reason before the arrival
// day; cancelling from it shows the terms' steps and today's fee, and the booking then carries
// the fee line. The bookings are made through the API for each test, in rooms free on their nights.
import { expect, test, type Page } from "@playwright/test";
import { addCalendarDays, todayIn } from "../../lib/core/dates";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { ADMIN_STATE, axeFindings, bookResortStay, coralBayResortId, hydrated, setLanguage } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" }, storageState: ADMIN_STATE });

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

const today = () => todayIn(SETTING_DEFAULTS.general.timezone);

type Booking = { id: number; version: number; bookingNo: string; total: string; currency: string; state: string };

/** A confirmed two-night stay at Coral Bay `inDays` from today, in a room free then (nights apart per worker). */
async function stay(page: Page, inDays: number) {
  const from = addCalendarDays(today(), inDays);
  const to = addCalendarDays(from, 2);
  const resortId = await coralBayResortId(page);
  const free = await (
    await page.request.get(`/api/rooms/available/${resortId}?type=resort&dateFrom=${from}&dateTo=${to}&onlyFree=true`)
  ).json();
  const rooms = free.rooms as { id: number }[];
  expect(rooms.length, "a free room").toBeGreaterThan(0);
  // the other specs take the first free rooms; each worker its own from the end
  const room = rooms[Math.max(0, rooms.length - 1 - test.info().workerIndex)];
  const customers = await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json();
  const guest = customers.data[0].id;
  return bookResortStay<Booking>(page, {
    resortId,
    roomId: room.id,
    from,
    to,
    customerId: guest,
    guests: [guest],
    state: "confirmed",
    language: "en",
  });
}

const read = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/bookings/${id}`)).json()) as Booking & { checkedInAt: string | null };

/** The booking list searched for one booking, its row's link. */
async function listRow(page: Page, b: Booking) {
  await page.goto(`/booking/list?search=${encodeURIComponent(b.bookingNo)}`);
  await hydrated(page);
  const link = page.getByTestId("table-bookings").getByTestId("row-link").filter({ hasText: b.bookingNo });
  await expect(link).toHaveCount(1);
  return link;
}

test("a row of the booking list opens the drawer over the list; the quick check-in checks in today's guest", async ({
  page,
}) => {
  const b = await stay(page, 0);
  const link = await listRow(page, b);
  // the link still names the booking page (ctrl or middle click opens it in a new tab)
  await expect(link).toHaveAttribute("href", `/booking/${b.id}`);
  await link.click();
  const drawer = page.getByTestId("booking-drawer");
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/list/);
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed");
  await drawer.getByTestId("booking-drawer-checkin").click();
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed · checked in");
  expect((await read(page, b.id)).checkedInAt).not.toBeNull();

  // Escape closes it and the focus is back on the row's link
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(link).toBeFocused();
  // Enter on the focused link opens it again, still over the list
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/list/);
  await expect(drawer.getByTestId("booking-drawer-checkout")).toBeVisible();
});

test("a check-in from the drawer before the arrival day asks for a reason first", async ({ page }) => {
  const b = await stay(page, 40);
  const link = await listRow(page, b);
  await link.click();
  const drawer = page.getByTestId("booking-drawer");
  await drawer.getByTestId("booking-drawer-checkin").click();
  const guard = drawer.getByTestId("booking-drawer-guard");
  await expect(guard).toContainText("To check them in early, confirm with a reason.");
  expect((await read(page, b.id)).checkedInAt).toBeNull();
  await expect(drawer.getByTestId("booking-drawer-guard-confirm")).toBeDisabled();
  await drawer.getByTestId("booking-drawer-guard-reason").fill("Arrived early, room ready");
  await drawer.getByTestId("booking-drawer-guard-confirm").click();
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed · checked in");
  await expect(guard).toHaveCount(0);
});

test("cancelling from the drawer shows the terms and today's fee; the booking then carries the fee line", async ({
  page,
}) => {
  // 10 days before arrival: the demo's default terms ask 50 % (14 days or fewer)
  const b = await stay(page, 10);
  const total = Number((await read(page, b.id)).total);
  expect(total).toBeGreaterThan(0);
  const fee = (Math.round(total * 50) / 100).toFixed(2);
  const money = (v: string) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: b.currency }).format(Number(v));

  const link = await listRow(page, b);
  await link.click();
  const drawer = page.getByTestId("booking-drawer");
  await drawer.getByTestId("booking-drawer-cancel").click();
  const ask = page.getByTestId("ask-cancel");
  await expect(ask).toBeVisible();
  const terms = ask.getByTestId("ask-cancel-terms");
  await expect(terms).toContainText("Cancellation terms: 30% deposit, balance 30 days before arrival");
  await expect(terms).toContainText("14 days or fewer before arrival: 50 %");
  await expect(terms).toContainText("is 10 days before arrival");
  await expect(terms).toContainText(`The terms give a fee of ${money(fee)} (50 % of ${money(total.toFixed(2))})`);
  await expect(ask.getByTestId("ask-cancel-fee")).toHaveText(money(fee));
  // asking changed nothing
  expect((await read(page, b.id)).state).toBe("confirmed");
  await ask.getByTestId("ask-confirm").click();
  await expect(ask).toHaveCount(0);
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Cancelled");
  await expect(drawer.getByTestId("booking-drawer-balance")).toHaveText(money(fee));

  await page.goto(`/booking/${b.id}?tab=price`);
  await hydrated(page);
  const calc = page.getByTestId("booking-calculation");
  await expect(calc).toContainText("Cancellation fee 50 % (14 days or fewer before arrival");
  await expect(calc.getByTestId("calc-total")).toHaveText(money(fee));
});

test("a held bed on the vessel calendar opens its booking in the drawer; Escape goes back to the bed", async ({
  page,
}) => {
  // the departures of the coming months with beds sold (the calendar's own read)
  const from = today();
  const departures = (await (
    await page.request.get(`/api/tours/date/${from}/${addCalendarDays(from, 180)}`)
  ).json()) as {
    id: number;
    from: string;
    free: number;
    beds: number;
    tour: { name: string };
    vessel: { name: string };
  }[];
  const sold = departures.find((d) => d.beds > d.free && d.from >= from);
  expect(sold, "a departure with beds sold").toBeDefined();
  await page.goto("/booking/calendar");
  await hydrated(page);
  // to the departure's month
  const months =
    (Number(sold!.from.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(sold!.from.slice(5, 7)) -
    Number(from.slice(5, 7));
  for (let i = 0; i < months; i++) await page.getByRole("button", { name: "Next" }).click();
  const events = page.locator(".rbc-event button").filter({ hasText: `${sold!.tour.name} · ${sold!.vessel.name}` });
  await expect(events.first()).toBeVisible();
  // the same tour may sail more than once a month: the one whose cabins show a held bed
  const held = page.getByTestId("bed-held");
  for (let i = 0; i < (await events.count()); i++) {
    await events.nth(i).click();
    await expect(page.getByTestId("cabin-grid")).toBeVisible();
    if ((await held.count()) > 0) break;
    await page.getByTestId("dialog-close").click();
  }
  const bed = held.first();
  await expect(bed).toBeVisible();
  const href = await bed.getAttribute("href");
  expect(href).toMatch(/^\/booking\/\d+$/);
  await bed.click();
  const drawer = page.getByTestId("booking-drawer");
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/calendar/);
  await expect(drawer.getByTestId("booking-drawer-open")).toHaveAttribute("href", href!);
  await expect(drawer.getByTestId("booking-drawer-state")).not.toBeEmpty();
  expect(await axeFindings(page, "the drawer over the vessel calendar")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  // the departure's cabins are still open, the focus on the bed that opened the drawer
  await expect(page.getByTestId("cabin-grid")).toBeVisible();
  await expect(bed).toBeFocused();
});
