// The booking page's calculation panel with the demo data: staff see the stored lines and the
// total, reload the price, add a line by hand (a bad price is refused at its field, a good one
// changes the total), delete it again, and open "why this price" to see the price period a room
// line came from and the first rule a special failed on, price a guest with a variant and pin a
// price, each undone again; in German the panel speaks German. Both pages pass axe without
// serious or critical findings.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test.use({ as: "admin@demo.test" });

type Line = { type: string; billable: boolean; textKey: { key: string; values?: Record<string, string | number> } };
type Booking = {
  id: number;
  total: string;
  currency: string;
  priceId: number | null;
  calculation: Line[];
  rooms: { id: number; customers: { id: number; variantId: number | null }[] }[];
};

/** The first confirmed, unsettled resort stay of the demo data (no other spec changes it). */
async function demoStay(request: APIRequestContext): Promise<number> {
  const list = await (
    await request.get("/api/bookings?filter[type]=resort&filter[state]=notResolved&sort=id&order=asc&size=50")
  ).json();
  const stay = (list.data as { id: number; state: string }[]).find((b) => b.state === "confirmed");
  expect(stay, "a confirmed demo stay").toBeTruthy();
  return stay!.id;
}

const booking = async (request: APIRequestContext, id: number): Promise<Booking> =>
  (await request.get(`/api/bookings/${id}`)).json();

async function noSeriousAxeFinding(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include("[data-testid=booking-calculation]")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("staff see the lines and total, add a line, delete it and see why the price is what it is", async ({ page }) => {
  // six writes, each recalculating the booking, and an axe run: slow on a busy machine
  test.setTimeout(90_000);
  const id = await demoStay(page.request);
  await page.goto(`/booking/${id}?tab=price`);
  await hydrated(page);
  const panel = page.getByTestId("booking-calculation");
  const total = panel.getByTestId("calc-total");

  // the price as it is today: a new version of the booking, shown once the page has it again
  const version = Number(await panel.getAttribute("data-version"));
  await panel.getByTestId("calc-reload").click();
  await expect(panel).toHaveAttribute("data-version", String(version + 1));
  await expect(panel.getByTestId("calc-stale")).toHaveCount(0);
  await expect(panel.locator("tr[data-type=room_cost]").first()).toBeVisible();
  const before = await booking(page.request, id);
  const money = (v: number) => new Intl.NumberFormat("en", { style: "currency", currency: before.currency }).format(v);
  await expect(total).toHaveText(money(Number(before.total)));
  // the payment plan is not billed: set apart from the lines that are
  await expect(panel.locator("tr[data-billable=false]").first()).toContainText("not billed");

  // a line by hand: a price that is no number is refused at its field, then it is added
  await panel.getByTestId("calc-add-line").click();
  const form = page.getByTestId("calc-line-form");
  await form.getByTestId("calc-line-text").fill("E2E late check-out");
  await form.getByTestId("calc-line-price").fill("abc");
  await form.getByTestId("calc-line-save").click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.locator("#calc-price-error")).toBeVisible();
  await form.getByTestId("calc-line-price").fill("25.50");
  await form.getByTestId("calc-line-save").click();
  await expect(form).toHaveCount(0);
  const added = panel.locator("tbody tr", { hasText: "E2E late check-out" });
  await expect(added).toContainText("added by hand");
  await expect(total).toHaveText(money(Number(before.total) + 25.5));

  // deleting asks first; Cancel keeps the line
  await added.getByRole("button", { name: "Delete: E2E late check-out" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete: E2E late check-out" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(added).toHaveCount(1);
  await added.getByRole("button", { name: "Delete: E2E late check-out" }).click();
  await page.getByTestId("calc-confirm-delete").click();
  await expect(added).toHaveCount(0);
  await expect(total).toHaveText(money(Number(before.total)));

  // why this price: the room line's price period, and the first rule each special failed on
  const room = (await booking(page.request, id)).calculation.find((l) => l.type === "room_cost")!;
  const why = panel.getByTestId("why-this-price");
  await why.getByText("Why this price?").click();
  await expect(why.getByTestId("why-lines").locator("ol li").first()).toContainText(
    `period ${room.textKey.values!.period}`,
  );
  await expect(why.getByTestId("why-prices")).toContainText("used");
  await expect(why.getByTestId("why-specials-not-applied")).toContainText("First rule that failed");
  await noSeriousAxeFinding(page);

  // a guest priced with a variant, then by the rules again
  const guest = panel.getByTestId("calc-pick-variant");
  const guestValue = (await guest
    .getByTestId("calc-pick-variant-select")
    .locator("option")
    .nth(1)
    .getAttribute("value"))!;
  const [roomId, customerId] = guestValue.split(":").map(Number);
  const variantOf = async () =>
    (await booking(page.request, id)).rooms.find((r) => r.id === roomId)!.customers.find((c) => c.id === customerId)!
      .variantId;
  // each write is a new version of the booking: the next waits until the page shows it
  const written = async (run: () => Promise<void>) => {
    const v = Number(await panel.getAttribute("data-version"));
    await run();
    await expect(panel).toHaveAttribute("data-version", String(v + 1));
  };
  await guest.getByTestId("calc-pick-variant-select").selectOption(guestValue);
  const variantId = (await guest
    .getByTestId("calc-pick-variant-value")
    .locator("option")
    .nth(1)
    .getAttribute("value"))!;
  await guest.getByTestId("calc-pick-variant-value").selectOption(variantId);
  await written(() => guest.getByTestId("calc-pick-variant-run").click());
  expect(await variantOf()).toBe(Number(variantId));
  await guest.getByTestId("calc-pick-variant-value").selectOption("");
  await written(() => guest.getByTestId("calc-pick-variant-run").click());
  expect(await variantOf()).toBeNull();

  // a pinned price, then the rules' choice again
  const price = panel.getByTestId("calc-pick-price");
  const priceId = (await price.getByTestId("calc-pick-price-select").locator("option").nth(1).getAttribute("value"))!;
  await price.getByTestId("calc-pick-price-select").selectOption(priceId);
  await written(() => price.getByTestId("calc-pick-price-run").click());
  expect((await booking(page.request, id)).priceId).toBe(Number(priceId));
  await expect(price.getByRole("option", { name: "Chosen by the rules (not pinned)" })).toHaveCount(1);
  await price.getByTestId("calc-pick-price-select").selectOption("");
  await written(() => price.getByTestId("calc-pick-price-run").click());
  expect((await booking(page.request, id)).priceId).toBeNull();
});

test.describe("in German", () => {
  test.use({ lang: "de" });

  test("the calculation panel shows German labels and money", async ({ page }) => {
    const id = await demoStay(page.request);
    await page.goto(`/booking/${id}?tab=price`);
    await hydrated(page);
    const panel = page.getByTestId("booking-calculation");
    await expect(panel.getByRole("heading", { name: "Kalkulation" })).toBeVisible();
    await expect(panel.getByTestId("calc-lines").getByRole("columnheader", { name: "Einzelpreis" })).toBeVisible();
    await expect(panel.getByTestId("calc-add-line")).toHaveText("Zeile hinzufügen");
    await expect(panel.getByTestId("calc-reload")).toHaveText("Preis neu laden");
    // German money: the amount, a decimal comma, then the sign
    await expect(panel.getByTestId("calc-total")).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    await expect(panel.getByTestId("calc-totals")).toContainText("Offen");
    const why = panel.getByTestId("why-this-price");
    await why.getByText("Warum dieser Preis?").click();
    await expect(why).toContainText("Geprüfte Preise");
    await expect(why.getByTestId("why-specials-not-applied")).toContainText("Erste nicht erfüllte Regel");
    await noSeriousAxeFinding(page);
  });
});

test("the demo trip with a resort stay before it: the stay's VAT is shown, and a resort special counts only the resort's nights", async ({
  page,
}) => {
  const list = await (await page.request.get("/api/bookings?filter[type]=vessel&sort=id&order=asc&size=100")).json();
  const trip = (list.data as { id: number; resortId: number | null }[]).find((b) => b.resortId !== null);
  expect(trip, "the demo trip with a stay beside it").toBeTruthy();
  await page.goto(`/booking/${trip!.id}?tab=price`);
  await hydrated(page);
  const panel = page.getByTestId("booking-calculation");
  // the cabins' price has no tax, the resort's has VAT 10% included
  await expect(panel.getByTestId("calc-totals-tax")).toContainText(/VAT 10\s?%/);
  // 3 nights at the resort, 10 in the booking: "Stay 7 pay 6" (Coral Bay, 7 nights) does not apply
  await expect(panel.getByTestId("calc-lines")).not.toContainText("Stay 7 pay 6");
});
