// The tape chart (/booking/occupancy, issue 39 items 1 and 2): a booking's bar dragged with the
// mouse to another room and its end dragged to extend it, the same with the keyboard (arrows,
// Shift+arrows, Enter), each drop asked in our dialog with the old and new total; a drop on a
// taken night refused with the server's message and nothing moved; a click opening the booking
// drawer, whose quick check-in checks in a guest arriving today; zoom and compact fitting a month
// into 1366 px, the month label following the scroll. The bookings are made through the API for
// each test, in rooms the grid shows free.
import { expect, test, type Page } from "@playwright/test";
import { addCalendarDays, todayIn } from "../../lib/core/dates";
import { unpackGrid, type WireGrid } from "../../lib/domain/booking/grid-wire";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { ADMIN_STATE, bookResortStay, coralBayResortId, hydrated, setLanguage } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" }, storageState: ADMIN_STATE });

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

const RESORT = "Coral Bay Resort";
const today = () => todayIn(SETTING_DEFAULTS.general.timezone);

type Booking = {
  id: number;
  version: number;
  dateFrom: string;
  dateTo: string;
  checkedInAt: string | null;
  rooms: { roomId: number; name: string; dateFrom: string; dateTo: string }[];
};

/** Coral Bay's id and its rows in the grid's order, with what is taken over [from, to). */
async function coralBay(page: Page, from: string, to: string) {
  const resortId = await coralBayResortId(page);
  const res = await page.request.get(`/api/rooms/occupancy?from=${from}&to=${to}&resortId=${resortId}`);
  expect(res.status(), await res.text()).toBe(200);
  const grid = unpackGrid((await res.json()) as WireGrid);
  const free = (roomId: number) => !grid.entries.some((e) => e.roomId === roomId);
  return { resortId, rooms: grid.rooms, free };
}

/** A confirmed stay made through the API (as the wizard does). */
async function book(page: Page, resortId: number, roomId: number, from: string, to: string) {
  const customers = await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json();
  const customerId = customers.data[0].id;
  return bookResortStay<Booking>(page, {
    resortId,
    roomId,
    from,
    to,
    customerId,
    guests: [customerId],
    state: "confirmed",
  });
}

const read = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/bookings/${id}`)).json()) as Booking;

/**
 * Three rooms side by side, free from `from` for a week: ours (3 nights) in the first, the second
 * free, someone else's in the third over the same nights. Nights apart per test and worker.
 */
async function threeRooms(page: Page, daysAhead: number) {
  const from = addCalendarDays(today(), daysAhead + test.info().workerIndex * 7);
  const to = addCalendarDays(from, 3);
  const { resortId, rooms, free } = await coralBay(page, addCalendarDays(from, -1), addCalendarDays(from, 7));
  const i = rooms.findIndex((_, k) => k + 2 < rooms.length && [0, 1, 2].every((d) => free(rooms[k + d].id)));
  expect(i, "three free rooms side by side").toBeGreaterThanOrEqual(0);
  const [mine, spare, other] = [rooms[i], rooms[i + 1], rooms[i + 2]];
  const booking = await book(page, resortId, mine.id, from, to);
  await book(page, resortId, other.id, from, to);
  return { from, to, mine, spare, other, booking, index: i };
}

/** The chart at Coral Bay with `date` in view and row `index` scrolled into sight. */
async function openChart(page: Page, date: string, index = 0) {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByTestId("grid-resort").selectOption({ label: RESORT });
  await grid.getByTestId("grid-jump").fill(addCalendarDays(date, -1));
  await grid.getByTestId("grid-jump-go").click();
  // the night's column scrolled into view (the grid scrolls to it once its month has arrived)
  await expect(grid.getByTestId("grid-row").first().locator(`[data-date="${date}"]`)).toBeInViewport();
  const scroller = grid.getByTestId("grid-scroller");
  await scroller.evaluate((el, i) => {
    const h = el.querySelector<HTMLElement>("[data-testid=grid-row]")!.offsetHeight;
    el.scrollTop = Math.max(0, (i - 1) * h);
  }, index);
  return grid;
}

const barOf = (page: Page, id: number) => page.locator(`[data-testid=grid-booking][data-booking="${id}"]`);
const rowOf = (page: Page, room: string) => page.locator(`[data-testid=grid-row][data-room="${room}"]`);

async function center(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = (await selector.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** Asks and confirms the drop: the dialog names the room and nights and both totals. */
async function confirmMove(page: Page, room: string, nights: number) {
  const dialog = page.getByTestId("grid-move");
  await expect(dialog.getByTestId("grid-move-room")).toHaveText(room);
  await expect(dialog.getByTestId("grid-move-nights")).toContainText(`(${nights})`);
  await expect(dialog.getByTestId("grid-move-before")).toContainText(/\d/);
  await expect(dialog.getByTestId("grid-move-after")).toContainText(/\d/);
  await expect(dialog.getByTestId("grid-move-difference")).toContainText("Price difference");
  await dialog.getByTestId("grid-move-confirm").click();
  await expect(dialog).toBeHidden();
}

test("a booking dragged with the mouse to another room and its end dragged to extend it", async ({ page }) => {
  const s = await threeRooms(page, 40);
  await openChart(page, s.from, s.index);
  const bar = barOf(page, s.booking.id);
  await expect(rowOf(page, s.mine.name).locator(`[data-booking="${s.booking.id}"]`)).toBeInViewport();

  // the bar to the next room down: the ghost shows it free there, the dialog asks with both totals
  const a = await center(page, bar);
  const target = await center(page, rowOf(page, s.spare.name));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, target.y, { steps: 6 });
  await expect(page.getByTestId("grid-ghost")).toHaveAttribute("data-room", s.spare.name);
  await expect(page.getByTestId("grid-ghost")).toHaveAttribute("data-allowed", "");
  await page.mouse.up();
  const before = await page.getByTestId("grid-move-before").textContent();
  await confirmMove(page, s.spare.name, 3);
  await expect(rowOf(page, s.spare.name).locator(`[data-booking="${s.booking.id}"]`)).toBeVisible();
  expect((await read(page, s.booking.id)).rooms[0]).toMatchObject({ roomId: s.spare.id, dateTo: s.to });

  // its end one night later: four nights, the new total dearer than the old
  const day = (await page.getByTestId("grid-day").first().boundingBox())!.width;
  const end = await center(page, barOf(page, s.booking.id).getByTestId("grid-booking-end"));
  await page.mouse.move(end.x, end.y);
  await page.mouse.down();
  await page.mouse.move(end.x + day, end.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId("grid-move-after")).not.toHaveText(before!);
  await confirmMove(page, s.spare.name, 4);
  await expect(barOf(page, s.booking.id)).toHaveAttribute("data-to", addCalendarDays(s.from, 4));
  expect((await read(page, s.booking.id)).rooms[0]).toMatchObject({
    roomId: s.spare.id,
    dateTo: addCalendarDays(s.from, 4),
  });
});

test("the same with the keyboard: arrows move the focused booking, Shift+arrows its end, Enter asks, Escape cancels", async ({
  page,
}) => {
  const s = await threeRooms(page, 54);
  await openChart(page, s.from, s.index);
  const bar = barOf(page, s.booking.id);
  await bar.focus();
  // Escape forgets a move not yet asked
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("grid-ghost")).toHaveAttribute("data-room", s.spare.name);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("grid-ghost")).toHaveCount(0);

  // one room down and a night later, Enter asks
  await bar.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await confirmMove(page, s.spare.name, 3);
  await expect(barOf(page, s.booking.id)).toHaveAttribute("data-from", addCalendarDays(s.from, 1));
  expect((await read(page, s.booking.id)).rooms[0]).toMatchObject({
    roomId: s.spare.id,
    dateFrom: addCalendarDays(s.from, 1),
    dateTo: addCalendarDays(s.to, 1),
  });

  // Shift+Left shortens it by a night
  await barOf(page, s.booking.id).focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Enter");
  await confirmMove(page, s.spare.name, 2);
  await expect(barOf(page, s.booking.id)).toHaveAttribute("data-to", s.to);
  expect((await read(page, s.booking.id)).rooms[0]).toMatchObject({ dateTo: s.to });
});

test("a drop onto a taken night is refused with the server's message, and nothing moves", async ({ page }) => {
  const s = await threeRooms(page, 68);
  await openChart(page, s.from, s.index);
  const version = (await read(page, s.booking.id)).version;
  await expect(barOf(page, s.booking.id)).toBeInViewport();
  const a = await center(page, barOf(page, s.booking.id));
  const target = await center(page, rowOf(page, s.other.name));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, target.y, { steps: 6 });
  // the ghost says so before the drop
  await expect(page.getByTestId("grid-ghost")).toHaveAttribute("data-room", s.other.name);
  await expect(page.getByTestId("grid-ghost")).not.toHaveAttribute("data-allowed");
  await page.mouse.up();
  await expect(page.getByTestId("grid-drop-error")).toContainText("Not moved:");
  await expect(page.getByTestId("grid-drop-error")).toContainText(s.other.name);
  await expect(page.getByTestId("grid-move")).toHaveCount(0);
  await expect(rowOf(page, s.mine.name).locator(`[data-booking="${s.booking.id}"]`)).toBeVisible();
  const after = await read(page, s.booking.id);
  expect(after.version).toBe(version);
  expect(after.rooms[0]).toMatchObject({ roomId: s.mine.id, dateFrom: s.from, dateTo: s.to });
});

test("a click opens the booking drawer over the chart; its quick check-in checks in a guest arriving today", async ({
  page,
}) => {
  const from = today();
  const to = addCalendarDays(from, 2);
  const { resortId, rooms, free } = await coralBay(page, from, to);
  // the last free room: the other specs take the first ones
  const index = rooms.findLastIndex((r) => free(r.id));
  expect(index).toBeGreaterThanOrEqual(0);
  const booking = await book(page, resortId, rooms[index].id, from, to);
  await openChart(page, from, index);

  // the hover card: guest, nights, state and balance
  const bar = barOf(page, booking.id);
  await expect(bar).toBeInViewport();
  await bar.hover();
  const card = page.getByTestId("grid-card");
  await expect(card).toContainText("Hoffmann");
  await expect(card).toContainText("2 nights");
  await expect(card).toContainText("Confirmed");
  await expect(card.getByTestId("grid-card-balance")).toContainText(/Balance: .*\d/);

  await bar.click();
  const drawer = page.getByTestId("booking-drawer");
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/occupancy/);
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed");
  await expect(drawer.getByTestId("booking-drawer-open")).toHaveAttribute("href", `/booking/${booking.id}`);
  await drawer.getByTestId("booking-drawer-checkin").click();
  await expect(drawer.getByTestId("booking-drawer-state")).toHaveText("Confirmed · checked in");
  await expect(drawer.getByTestId("booking-drawer-checkin")).toHaveCount(0);
  await expect(drawer.getByTestId("booking-drawer-checkout")).toBeVisible();
  expect((await read(page, booking.id)).checkedInAt).not.toBeNull();
  // closed, the chart is where it was
  await drawer.getByTestId("booking-drawer-close").click();
  await expect(drawer).toBeHidden();
  await expect(bar).toBeVisible();
});

test("zoom 'one month' and compact fit a month into 1366 px; the month label follows the scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByTestId("grid-zoom").selectOption("month");
  await grid.getByTestId("grid-compact").check();
  const scroller = grid.getByTestId("grid-scroller");
  // the rows arrive after the page (the grid's data is read by the browser)
  await expect(grid.getByTestId("grid-row").first()).toBeVisible();
  await expect
    .poll(() =>
      scroller.evaluate((el) => {
        const day = el.querySelector<HTMLElement>("[data-testid=grid-day]")?.offsetWidth;
        const room = el.querySelector<HTMLElement>("[data-testid=grid-row] > div")?.offsetWidth;
        return day !== undefined && room !== undefined && room + 31 * day <= el.clientWidth;
      }),
    )
    .toBe(true);
  // scrolled to the next month's first night, the label names that month
  const label = grid.getByTestId("grid-month-label");
  const next = await scroller.evaluate((el) => {
    const days = [...el.querySelectorAll<HTMLElement>("[data-testid=grid-day]")];
    const i = days.findIndex((d, k) => k > 0 && d.dataset.date!.endsWith("-01"));
    el.scrollLeft = i * days[0].offsetWidth;
    return days[i].dataset.date!;
  });
  const name = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(label).toHaveText(name(next));
  // and back to the first night: the window's first month
  await scroller.evaluate((el) => (el.scrollLeft = 0));
  await expect(label).toHaveText(name(addCalendarDays(next, -1)));
  // the choice is kept for the next visit
  await page.reload();
  await hydrated(page);
  await expect(grid.getByTestId("grid-zoom")).toHaveValue("month");
  await expect(grid.getByTestId("grid-compact")).toBeChecked();
});
