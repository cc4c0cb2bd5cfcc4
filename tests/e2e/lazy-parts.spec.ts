// Dialogs and the booking drawer load their code when they first open (issue 43, page weight).
// While that code is on its way the rest of the page stays live: a dialog's loading holds up its
// own part only, never the page's other clicks (a suspension without a boundary of its own held
// every click of the page until the code came).
import { expect, test } from "@playwright/test";
import { addCalendarDays } from "../../lib/core/dates";
import { ADMIN_STATE, hydrated } from "./helpers";

// without the service worker: the chunks it would fetch for the page would pass by page.route
test.use({ storageState: ADMIN_STATE, serviceWorkers: "block" });

test("while a dialog's code loads on its first opening, the page's other controls still answer", async ({ page }) => {
  await page.goto("/resort/dates");
  await hydrated(page);
  const month = page.locator("#stay-month");
  const shown = await month.inputValue();

  // from now on the page's script chunks wait until released: the dialog's is the first asked for
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.getByTestId("table-new").click();
  await expect.poll(() => held.length, { message: "the dialog asks for its code" }).toBeGreaterThan(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // the month preview moves on meanwhile
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(month).toHaveValue(addCalendarDays(`${shown}-01`, 31).slice(0, 7), { timeout: 3_000 });

  release();
  await expect(page.getByRole("dialog").getByLabel("Resort")).toBeVisible();
});
