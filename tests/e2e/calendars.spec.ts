// The two calendars (issue 9): a vessel set up from scratch (created in the browser; its deck,
// cabin type, cabin, tour and departure through the same API the screens call) appears on the
// vessel calendar with its cabins and beds; a blocker is added by dragging across free nights of
// the occupancy grid and removed from it again (its dates as the language writes them, issue 39);
// a stay rule set on /resort/dates shows on the grid.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addCalendarDays, isoDate, todayIn } from "../../lib/core/dates";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { formatDay, formatDayRange } from "../../lib/i18n/date-format";
import { ADMIN_STATE, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

// the administrator's session of global-setup.ts: logging in is auth.spec.ts's subject
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" }, storageState: ADMIN_STATE });

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

/** Selects the nights from one grid cell to another as a mouse does: press, move past the first night, release. */
async function dragNights(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width * 1.5, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: number };
}

test("a vessel set up from scratch shows its departure on the vessel calendar", async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  await page.goto("/vessel/create");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^Name/ }).fill(`Sea Spirit ${tag}`);
  await page.getByRole("textbox", { name: /^Code/ }).fill(`SS${tag}`.slice(0, 20));
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/vessel\/\d+/);
  const vesselId = Number(page.url().match(/\/vessel\/(\d+)/)![1]);

  // its deck and cabin type from the vessel's own tabs: the new record belongs to this vessel
  const createOnTab = async (tab: string, title: string, values: Record<string, string>) => {
    await page.goto(`/vessel/${vesselId}?tab=${tab}`);
    await hydrated(page);
    await page.getByTestId("table-new").click();
    const dialog = page.getByRole("dialog", { name: `${title}: New` });
    for (const [label, value] of Object.entries(values))
      await dialog.getByRole("textbox", { name: new RegExp(`^${label}`) }).fill(value);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table")).toContainText(values.Name);
  };
  await createOnTab("decks", "Decks", { Name: "Main deck" });
  await createOnTab("cabinTypes", "Cabin types", { Name: "Twin cabin", Key: `TW${tag}`.slice(0, 20) });
  const own = async (url: string) =>
    ((await (await page.request.get(`${url}?filter[vesselId]=${vesselId}`)).json()) as { data: { id: number }[] }).data;
  const [deck] = await own("/api/vesseldeck");
  const [type] = await own("/api/roomtypes");
  expect(deck && type).toBeTruthy();
  // the vessel's cabins tab filters by its own cabin types only
  await page.goto(`/vessel/${vesselId}?tab=cabins`);
  await expect(page.getByTestId("filter-roomTypeId").locator("option")).toHaveText(["All", "Twin cabin"]);
  // a new cabin of this vessel is offered its own cabin types only, not the resorts' room types
  await page.goto(`/room/create?vesselId=${vesselId}`);
  await hydrated(page);
  const types = page.getByRole("combobox", { name: "Room type", exact: true }).locator("option");
  await expect(types.filter({ hasText: "Twin cabin" })).toHaveCount(1);
  await expect(types.filter({ hasText: "Standard Double" })).toHaveCount(0);
  // a resort chosen instead: its own types, and the cabin type chosen for the vessel is let go
  await page.getByRole("combobox", { name: "Room type", exact: true }).selectOption({ label: "Twin cabin" });
  await page.getByRole("combobox", { name: "Resort", exact: true }).selectOption({ index: 1 });
  await expect(page.getByRole("combobox", { name: "Room type", exact: true })).toHaveValue("");
  await expect(types.filter({ hasText: "Twin cabin" })).toHaveCount(0);
  await post(page, "/api/rooms", {
    name: "Cabin 1",
    vesselId,
    deckId: deck.id,
    roomTypeId: type.id,
    beds: [{ internalId: "1A" }, { internalId: "1B" }],
  });
  // a cabin made by mistake is deleted from its page, after a confirmation
  const spare = await post(page, "/api/rooms", {
    name: "Cabin 9",
    vesselId,
    deckId: deck.id,
    roomTypeId: type.id,
    beds: [{ internalId: "9A" }],
  });
  await page.goto(`/room/${spare.id}`);
  await hydrated(page);
  await page.getByTestId("form-delete").click();
  await page.getByTestId("confirm-delete").click();
  await expect(page).toHaveURL(/\/room\/list/);
  expect((await page.request.get(`/api/rooms/${spare.id}`)).status()).toBe(404);
  // the list's room type filter names each type under its vessel or resort; filtered to this
  // vessel, it offers this vessel's types only
  const typeFilter = page.getByTestId("filter-roomTypeId");
  await expect(typeFilter.locator(`optgroup[label="Sea Spirit ${tag}"] option`)).toHaveText(["Twin cabin"]);
  await page.getByTestId("filter-vesselId").selectOption(String(vesselId));
  await expect(typeFilter.locator("optgroup")).toHaveCount(1);
  const tour = await post(page, "/api/tours", {
    name: `Reef Run ${tag}`,
    code: `RR${tag}`.slice(0, 20),
    vesselId,
    nights: 5,
    color: "#7c3aed",
  });
  // a departure in the middle of next month, as the operator's calendar counts months (its time
  // zone's today, not the UTC one: they differ in the last hour or two of a month)
  const [year, month] = todayIn(SETTING_DEFAULTS.general.timezone).split("-").map(Number);
  const start = new Date(Date.UTC(year, month, 10)); // month is 1-based: as an index it is the next one
  const end = new Date(Date.UTC(year, month, 15));
  await post(page, "/api/schedules", { tourId: tour.id, from: isoDate(start), to: isoDate(end), status: "active" });

  await page.goto("/booking/calendar");
  await hydrated(page);
  await page.getByTestId("calendar-vessel").selectOption(String(vesselId));
  await page.getByRole("button", { name: "Next" }).click();
  // weeks start on Monday in English too, as the stay rules' weekdays do
  await expect(page.locator(".rbc-month-header .rbc-header").first()).toHaveText("Mon");
  // react-big-calendar draws each event as .rbc-event (its props getter passes no test ids)
  const departure = page.locator(".rbc-event").filter({ hasText: `Reef Run ${tag}` });
  await expect(departure.first()).toBeVisible();
  // what its numbers are, in words: nothing is sold yet
  await expect(departure.first()).toContainText(/· (\d+) of \1 beds free$/);
  await departure.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Reef Run ${tag}`);
  await expect(dialog).toContainText("Cabin 1");
  await expect(dialog).toContainText("1A");
  await page.keyboard.press("Escape");
  // the agenda lists that month from its first day, whatever today's day of the month is
  await page.getByRole("button", { name: "Agenda" }).click();
  await expect(page.locator(".rbc-toolbar-label")).toContainText(
    `${String(start.getUTCMonth() + 1).padStart(2, "0")}/01/${start.getUTCFullYear()}`,
  );
  await expect(page.getByRole("button", { name: new RegExp(`Reef Run ${tag}`) }).first()).toBeVisible();
});

test("a blocker is added by dragging across free nights of the occupancy grid and removed again", async ({ page }) => {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByTestId("grid-resort").selectOption({ label: "Coral Bay Resort" });
  // far enough ahead that the demo bookings leave the nights free; nights of their own per worker in
  // the first room, and a reason of its own per run, so the other worker's blocker in that room is
  // never taken for this one
  const reason = `Painting ${Date.now().toString(36)}`;
  const target = new Date();
  target.setUTCFullYear(target.getUTCFullYear() + 2);
  target.setUTCDate(3 + test.info().workerIndex * 7); // a worker started after a failure: new nights
  const first = isoDate(target);
  await grid.getByTestId("grid-jump").fill(first);
  await grid.getByTestId("grid-jump-go").click();
  const day = (d: number) => addCalendarDays(first, d);
  const row = grid.getByTestId("grid-row").first();
  await expect(row.locator(`[data-date="${day(2)}"]`)).toBeVisible();
  // the jump scrolls the night into view, next to the sticky room column
  await expect(row.locator(`[data-date="${day(0)}"]`)).toBeInViewport();
  const room = await row.getAttribute("data-room");

  await dragNights(page, row.locator(`[data-date="${day(0)}"]`), row.locator(`[data-date="${day(2)}"]`));

  const selection = page.getByRole("dialog");
  await expect(selection).toContainText(`Room ${room}`);
  await expect(selection).toContainText(`${formatDay(day(0), "en")} to ${formatDay(day(3), "en")}: 3 nights`);
  await expect(selection.getByTestId("grid-book")).toHaveAttribute(
    "href",
    new RegExp(`/booking/wizard\\?type=resort&resortId=\\d+&roomId=\\d+&dateFrom=${day(0)}&dateTo=${day(3)}`),
  );
  await selection.getByLabel("Reason").fill(reason);
  await selection.getByTestId("blocker-save").click();
  await expect(selection).toBeHidden();
  const bar = row.getByTestId("grid-blocker").filter({ hasText: reason });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("title", `Maintenance · ${formatDayRange(day(0), day(3), "en")} · ${reason}`);

  await bar.click();
  await page.getByRole("dialog").getByTestId("remove-blocker").click();
  await expect(bar).toHaveCount(0);
  await expect(row.locator(`[data-date="${day(0)}"]`)).toHaveAttribute("data-free", "");
});

test("the occupancy grid's month buttons show each month from its first night; Enter in the date field jumps", async ({
  page,
}) => {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const grid = page.getByTestId("occupancy-grid");
  const row = grid.getByTestId("grid-row").first();
  // the operator's today, as the grid counts it
  const [year, month] = todayIn(SETTING_DEFAULTS.general.timezone).split("-").map(Number);
  const firstOfNext = isoDate(new Date(Date.UTC(year, month, 1)));
  await grid.getByTestId("grid-next").click();
  await expect(row.locator(`[data-date="${firstOfNext}"]`)).toBeInViewport();
  await expect.poll(() => grid.getByTestId("grid-scroller").evaluate((e) => e.scrollLeft)).toBe(0);
  await grid.getByTestId("grid-next").click();
  await grid.getByTestId("grid-previous").click();
  await expect(row.locator(`[data-date="${firstOfNext}"]`)).toBeInViewport();
  await expect.poll(() => grid.getByTestId("grid-scroller").evaluate((e) => e.scrollLeft)).toBe(0);
  // the date field follows the month buttons
  await expect(grid.getByTestId("grid-jump")).toHaveValue(firstOfNext);

  const later = addCalendarDays(firstOfNext, 120);
  await grid.getByTestId("grid-jump").fill(later);
  await grid.getByTestId("grid-jump").press("Enter");
  await expect(row.locator(`[data-date="${later}"]`)).toBeInViewport();
});

test("a stay rule set on /resort/dates shows on the occupancy grid, which warns about a stay dragged across it", async ({
  page,
}) => {
  // nights of their own per worker, three years ahead (bookings.spec.ts's stay rule lies in 2031)
  const target = new Date();
  target.setUTCFullYear(target.getUTCFullYear() + 3, 2, 3 + test.info().workerIndex * 9);
  const first = isoDate(target);
  const day = (d: number) => addCalendarDays(first, d);
  const name = `Refit ${Date.now().toString(36)}`;

  await page.goto("/resort/dates");
  await hydrated(page);
  await page.getByTestId("table-new").click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Resort").selectOption({ label: "Coral Bay Resort" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("textbox", { name: "From", exact: true }).fill(day(1));
  await form.getByRole("textbox", { name: "To", exact: true }).fill(day(2));
  await form.getByLabel("Min. nights").fill("3");
  await form.getByLabel("Closed to arrival").check();
  await form.getByLabel("Stop-sell").check();
  await form.getByTestId("form-save").click();
  await expect(form).toBeHidden();
  const rules = await (await page.request.get("/api/arrivaldeparture?size=100")).json();
  const rule = rules.data.find((r: { name: string }) => r.name === name);
  expect(rule, `the rule ${name} was saved`).toBeTruthy();
  try {
    await page.goto("/booking/occupancy");
    await hydrated(page);
    const grid = page.getByTestId("occupancy-grid");
    await grid.getByTestId("grid-resort").selectOption({ label: "Coral Bay Resort" });
    await grid.getByTestId("grid-jump").fill(first);
    await grid.getByTestId("grid-jump-go").click();
    const row = grid.getByTestId("grid-row").first();
    const cell = (d: number) => row.locator(`[data-date="${day(d)}"]`);
    await expect(cell(1)).toHaveAttribute("data-stop-sell", "");
    await expect(cell(1)).toHaveAttribute("data-no-arrival", "");
    await expect(cell(1)).toHaveText("3+");
    await expect(cell(1)).toHaveAttribute("title", /No arrival: Closed to arrival/);
    await expect(cell(2)).toHaveAttribute("data-stop-sell", "");
    // the nights around the rule's period are not restricted
    for (const d of [0, 3]) {
      await expect(cell(d)).not.toHaveAttribute("data-stop-sell");
      await expect(cell(d)).not.toHaveAttribute("data-no-arrival");
    }
    await expect(grid.getByTestId("grid-legend")).toContainText("Stop-sell");

    // three nights from the night before the rule: free to select, but over a stop-sold night
    await dragNights(page, cell(0), cell(2));
    const selection = page.getByRole("dialog");
    await expect(selection).toContainText(`${formatDay(day(0), "en")} to ${formatDay(day(3), "en")}: 3 nights`);
    await expect(selection.getByTestId("grid-selection-stay")).toContainText(`Stay: Stop-sell (${day(1)})`);
  } finally {
    // the rule would close those nights for the other tests' guests
    await page.request.delete(`/api/arrivaldeparture/${rule.id}`, { headers: SAME_ORIGIN });
  }
});
