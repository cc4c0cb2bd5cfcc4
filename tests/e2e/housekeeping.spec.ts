// Housekeeping on a phone (issue 39, item 3): at 390 px the housekeeper's page lists the demo's
// rooms with their status, a dirty room is set clean with one tap (and stays so after a reload),
// nothing is wider than the screen, the buttons are big enough for a thumb and axe finds nothing
// serious in either language; the occupancy chart shows each room's status as a badge with its
// meaning for screen readers. The demo seed sets 102 dirty, 105 inspected and 304 out of service.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, hydrated, setLanguage } from "./helpers";

test.use({
  locale: "en-US",
  extraHTTPHeaders: { "accept-language": "en" },
  storageState: ADMIN_STATE,
  viewport: { width: 390, height: 844 },
});

test.beforeEach(async ({ context }) => {
  await setLanguage(context, "en");
});

test("a dirty room is set clean from the phone page with one tap", async ({ page }) => {
  await page.goto("/housekeeping");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Housekeeping" })).toBeVisible();
  const card = page.locator('[data-testid="housekeeping-room"][data-room="102"]');
  await expect(card).toHaveAttribute("data-status", "dirty");
  await expect(card.getByTestId("housekeeping-room-status")).toHaveText("Dirty");
  // one tap, with a thumb-sized button named with its room
  const clean = card.getByRole("button", { name: "102: Clean" });
  const box = (await clean.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await clean.click();
  await expect(card).toHaveAttribute("data-status", "clean");
  await expect(card.getByTestId("housekeeping-room-status")).toHaveText("Clean");
  await expect(card).toContainText("Changed by");
  // a clean room may be inspected next, not cleaned again
  await expect(card.getByRole("button", { name: "102: Inspected" })).toBeVisible();
  await expect(card.getByRole("button", { name: "102: Clean" })).toHaveCount(0);
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-testid="housekeeping-room"][data-room="102"]')).toHaveAttribute(
    "data-status",
    "clean",
  );
});

test("the housekeeping page has no serious axe finding in English or German", async ({ page, context }) => {
  await page.goto("/housekeeping");
  await hydrated(page);
  await expect(page.getByTestId("housekeeping-room").first()).toBeVisible();
  const findings = await axeFindings(page, "/housekeeping (en)");
  await setLanguage(context, "de");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Housekeeping" })).toBeVisible();
  await expect(page.locator('[data-room="304"]').getByTestId("housekeeping-room-status")).toHaveText("Außer Betrieb");
  findings.push(...(await axeFindings(page, "/housekeeping (de)")));
  expect(findings).toEqual([]);
});

test("the occupancy chart shows each room's status as a badge", async ({ page }) => {
  await page.goto("/booking/occupancy");
  await hydrated(page);
  const row = (room: string) => page.locator(`[data-testid="grid-row"][data-room="${room}"]`);
  const dirty = row("103").getByTestId("room-status-badge");
  await expect(dirty).toHaveAttribute("data-status", "dirty");
  await expect(dirty).toHaveText(/Room status: dirty/);
  await expect(row("105").getByTestId("room-status-badge")).toHaveAttribute("data-status", "inspected");
  // the suites' rows (the last ones) with the room type filter
  await page.getByRole("combobox", { name: "Room type" }).selectOption({ label: "Family Suite · Coral Bay Resort" });
  const broken = row("304").getByTestId("room-status-badge");
  await expect(broken).toHaveAttribute("data-status", "outOfService");
  await expect(broken).toHaveText(/Room status: out of service/);
});
