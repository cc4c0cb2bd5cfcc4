// The tape chart with a departure chosen (issue 39, item 1 on cabin beds): a row per bed of the
// demo vessel's cabins over the trip's nights, a guest dragged with the mouse to another bed of a
// shared cabin and then moved with the keyboard (arrow down, Enter), each asked with the old and
// new total and seen on the new bed; a drop onto a bed someone sleeps in refused with the server's
// message and nothing moved. The room status set from a row header's menu with the keyboard
// (item 3: set from the chart), the row changing without a reload. axe on the departure's chart
// in English and German. Bookings are made through the API, in a shared cabin the chart shows free.
import { expect, test, type Page } from "@playwright/test";
import { addCalendarDays } from "../../lib/core/dates";
import { ADMIN_STATE, axeFindings, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" }, storageState: ADMIN_STATE });

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

type Row = { id: number; name: string; bedId?: number; bed?: string; held?: boolean; status: string };
type Chart = { rooms: Row[]; entries: { customerId?: number; bedId?: number; roomId: number }[] };

/** The chart with departure `value` chosen. */
async function openDeparture(page: Page, value: string) {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByTestId("grid-resort").selectOption(`departure:${value}`);
  await expect(grid.getByTestId("grid-row").first()).toHaveAttribute("data-bed", /.+/);
  return grid;
}

/**
 * A departure far ahead (apart per worker and test) with a shared cabin whose four beds are free,
 * and a woman booked into its first bed (two women: the second in its second bed).
 */
async function sharedCabin(page: Page, offset: number, guests: string[]) {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const values = await page
    .getByTestId("grid-resort")
    .locator("optgroup option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value.replace("departure:", "")));
  const scheduleId = values[values.length - 1 - offset - test.info().workerIndex * 3];
  const res = await page.request.get(`/api/schedules/${scheduleId}/occupancy`);
  expect(res.status(), await res.text()).toBe(200);
  const chart = (await res.json()) as Chart;
  const cabin = chart.rooms.find(
    (r) => /^Q/.test(r.name) && chart.rooms.filter((b) => b.id === r.id).every((b) => !b.held),
  );
  expect(cabin, "a shared cabin with every bed free").toBeTruthy();
  const beds = chart.rooms.filter((r) => r.id === cabin!.id);
  const booked: { bookingId: number; customerId: number }[] = [];
  for (const [i, name] of guests.entries()) {
    const customers = await (await page.request.get(`/api/customers?search=${name}&size=1`)).json();
    const customerId = customers.data[0].id as number;
    const b = await page.request.post("/api/bookings", {
      headers: SAME_ORIGIN,
      data: {
        type: "vessel",
        scheduleId: Number(scheduleId),
        customerId,
        state: "confirmed",
        rooms: [{ roomId: cabin!.id, bedIds: [beds[i].bedId], guests: [customerId] }],
      },
    });
    expect(b.status(), await b.text()).toBe(201);
    booked.push({ bookingId: (await b.json()).id, customerId });
  }
  return { scheduleId, cabin: cabin!, beds, booked, rowIndex: chart.rooms.indexOf(beds[0]) };
}

const rowOf = (page: Page, cabin: string, bed: string) =>
  page.locator(`[data-testid=grid-row][data-room="${cabin}"][data-bed="${bed}"]`);
const barOf = (page: Page, customerId: number) =>
  page.locator(`[data-testid=grid-booking][data-customer="${customerId}"]`);

/** The cabin's rows scrolled into view. */
async function scrollToRow(page: Page, index: number) {
  await page.getByTestId("grid-scroller").evaluate((el, i) => {
    const h = el.querySelector<HTMLElement>("[data-testid=grid-row]")!.offsetHeight;
    el.scrollTop = Math.max(0, (i - 1) * h);
  }, index);
}

async function center(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = (await selector.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The bed ids the booking holds now. */
async function bedsOf(page: Page, bookingId: number) {
  const b = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as {
    version: number;
    rooms: { roomId: number; beds: { bedId: number }[] }[];
  };
  return { version: b.version, roomId: b.rooms[0].roomId, beds: b.rooms[0].beds.map((x) => x.bedId) };
}

test("a guest dragged to another bed of a departure, then moved with the keyboard, is asked and lands there", async ({
  page,
}) => {
  test.slow(); // two moves, each asked and applied
  const s = await sharedCabin(page, 0, ["Hoffmann"]);
  const [guest] = s.booked;
  await openDeparture(page, s.scheduleId);
  await scrollToRow(page, s.rowIndex);
  await expect(
    rowOf(page, s.cabin.name, s.beds[0].bed!).locator(`[data-customer="${guest.customerId}"]`),
  ).toBeVisible();

  // with the mouse to the cabin's third bed: the ghost shows it free, the dialog asks with both totals
  const a = await center(page, barOf(page, guest.customerId));
  const target = await center(page, rowOf(page, s.cabin.name, s.beds[2].bed!));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, target.y, { steps: 6 });
  const ghost = page.getByTestId("grid-ghost");
  await expect(ghost).toHaveAttribute("data-bed", s.beds[2].bed!);
  await expect(ghost).toHaveAttribute("data-allowed", "");
  await page.mouse.up();
  const dialog = page.getByTestId("grid-move");
  await expect(dialog.getByTestId("grid-move-room")).toHaveText(`${s.cabin.name}, bed ${s.beds[2].bed}`);
  await expect(dialog.getByTestId("grid-move-before")).toContainText(/\d/);
  await expect(dialog.getByTestId("grid-move-after")).toContainText(/\d/);
  await expect(dialog.getByTestId("grid-move-difference")).toContainText("Price difference");
  await dialog.getByTestId("grid-move-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(
    rowOf(page, s.cabin.name, s.beds[2].bed!).locator(`[data-customer="${guest.customerId}"]`),
  ).toBeVisible();
  expect(await bedsOf(page, guest.bookingId)).toMatchObject({ roomId: s.cabin.id, beds: [s.beds[2].bedId] });

  // with the keyboard one bed down: arrow, Enter asks, confirmed it is there
  await barOf(page, guest.customerId).focus();
  await page.keyboard.press("ArrowDown");
  await expect(ghost).toHaveAttribute("data-bed", s.beds[3].bed!);
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("grid-move-room")).toHaveText(`${s.cabin.name}, bed ${s.beds[3].bed}`);
  await dialog.getByTestId("grid-move-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(
    rowOf(page, s.cabin.name, s.beds[3].bed!).locator(`[data-customer="${guest.customerId}"]`),
  ).toBeVisible();
  expect(await bedsOf(page, guest.bookingId)).toMatchObject({ beds: [s.beds[3].bedId] });
});

test("a drop onto a bed someone sleeps in is refused with the server's message, and nobody moves", async ({ page }) => {
  const s = await sharedCabin(page, 1, ["Hoffmann", "Wagner"]);
  const [first, second] = s.booked;
  const before = await bedsOf(page, first.bookingId);
  await openDeparture(page, s.scheduleId);
  await scrollToRow(page, s.rowIndex);
  const a = await center(page, barOf(page, first.customerId));
  const target = await center(page, rowOf(page, s.cabin.name, s.beds[1].bed!));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x, target.y, { steps: 6 });
  // the ghost says so before the drop
  await expect(page.getByTestId("grid-ghost")).toHaveAttribute("data-bed", s.beds[1].bed!);
  await expect(page.getByTestId("grid-ghost")).not.toHaveAttribute("data-allowed");
  await page.mouse.up();
  await expect(page.getByTestId("grid-drop-error")).toContainText("Not moved:");
  await expect(page.getByTestId("grid-drop-error")).toContainText(s.cabin.name);
  await expect(page.getByTestId("grid-move")).toHaveCount(0);
  await expect(
    rowOf(page, s.cabin.name, s.beds[0].bed!).locator(`[data-customer="${first.customerId}"]`),
  ).toBeVisible();
  await expect(
    rowOf(page, s.cabin.name, s.beds[1].bed!).locator(`[data-customer="${second.customerId}"]`),
  ).toBeVisible();
  expect(await bedsOf(page, first.bookingId)).toEqual(before);
});

test("a room is set dirty from its row header's menu with the keyboard; the row changes without a reload", async ({
  page,
}) => {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByTestId("grid-resort").selectOption({ label: "Coral Bay Resort" });
  const q = await page.getByTestId("grid-resort").inputValue();
  const from = await page.getByTestId("grid-row").first().getByTestId("grid-cell").first().getAttribute("data-date");
  const rooms = async () =>
    (
      (await (
        await page.request.get(`/api/rooms/occupancy?from=${from}&to=${addCalendarDays(from!, 7)}&resortId=${q}`)
      ).json()) as Chart
    ).rooms;
  // the last clean room (the housekeeping spec works on 102 to 105 and 304)
  const all = await rooms();
  const index = all.findLastIndex((r) => r.status === "clean");
  expect(index).toBeGreaterThanOrEqual(0);
  const room = all[index];
  await scrollToRow(page, index);
  const row = page.locator(`[data-testid=grid-row][data-room="${room.name}"]`);
  const trigger = row.getByTestId("room-status-menu");
  await expect(trigger).toHaveAccessibleName(`${room.name}: room status clean. Change`);
  await trigger.focus();
  await page.keyboard.press("Enter");
  const options = page.getByTestId("room-status-options");
  await expect(options).toBeVisible();
  // a clean room may become dirty, inspected or out of service; it is clean already
  await expect(options.getByRole("menuitem", { name: "Dirty" })).toBeFocused();
  await expect(options.getByRole("menuitem", { name: "Inspected" })).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(options).toBeHidden();
  await expect(row.getByTestId("room-status-badge")).toHaveAttribute("data-status", "dirty");
  await expect(trigger).toHaveAccessibleName(`${room.name}: room status dirty. Change`);
  expect((await rooms()).find((r) => r.id === room.id)?.status).toBe("dirty");
  // a dirty room is cleaned before it is inspected: the menu offers Inspected disabled
  await trigger.click();
  await expect(options.getByRole("menuitem", { name: "Inspected" })).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");
  await expect(options).toBeHidden();
});

test("a departure's chart has no serious axe finding in English or German", async ({ page, context }) => {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const value = await page
    .getByTestId("grid-resort")
    .locator("optgroup option")
    .first()
    .evaluate((o) => (o as HTMLOptionElement).value.replace("departure:", ""));
  await openDeparture(page, value);
  const findings = await axeFindings(page, "/booking/occupancy departure (en)");
  await setLanguage(context, "de");
  await openDeparture(page, value);
  await expect(page.getByText("Jeder Gast liegt")).toBeVisible();
  findings.push(...(await axeFindings(page, "/booking/occupancy departure (de)")));
  expect(findings).toEqual([]);
});
