// The held choice (issue 12, item 2) in the browser: while one guest holds a room type on
// /book/resort, another guest sees one room fewer free; when the first guest leaves the page the
// room is for sale again at once (the page gives the hold back by a beacon as it goes, which the
// service worker lets straight through); and when the hold's time passes (set to one minute here)
// the guest's page offers more time in its last minutes, then says so, booking is no longer
// possible there, and the room is for sale again.
// Two tests, each on stays of its own, so they can run side by side: the second waits out the
// shortest hold the settings allow (a whole minute) and would otherwise hold up the first.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_STATE, hydrated, SAME_ORIGIN } from "./helpers";

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** A watching and a holding guest on a 2-night stay `days` out (far out, apart from the other booking tests' stays). */
async function guests(browser: Browser, days: number) {
  const baseURL = test.info().project.use.baseURL!;
  const newGuest = async () => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
    return { context, page: await context.newPage() };
  };
  const from = new Date(Date.now() + days * 86400_000);
  const search = `/book/resort?from=${iso(from)}&to=${iso(new Date(from.getTime() + 2 * 86400_000))}&guests=2`;
  const watcher = await newGuest();
  const holder = await newGuest();

  /** The rooms of a type the watching guest sees free (0 when the type is no longer offered). */
  const free = async (roomType: string) => {
    const page: Page = watcher.page;
    await page.goto(search);
    const offer = page.getByTestId("room-offers").locator("li", { has: page.getByTestId(`choose-${roomType}`) });
    if (!(await offer.count())) return 0;
    return Number(/(\d+) rooms? free/.exec((await offer.innerText()) ?? "")?.[1] ?? 0);
  };

  await watcher.page.goto(search);
  const first = watcher.page.getByTestId("room-offers").locator("a").first();
  const roomType = (await first.getAttribute("data-testid"))!.replace("choose-", "");
  const before = await free(roomType);
  expect(before).toBeGreaterThan(0);

  return {
    holder: holder.page,
    roomType,
    before,
    free: () => free(roomType),
    /** The holding guest opens the room type's details, which holds it. */
    hold: async () => {
      await holder.page.goto(`${search}&roomType=${roomType}`);
      await hydrated(holder.page);
    },
    close: () => Promise.all([watcher.context.close(), holder.context.close()]),
  };
}

test("a held room is off sale until the guest leaves the page", async ({ browser }) => {
  const g = await guests(browser, 150);
  try {
    await g.hold();
    await expect(g.holder.getByTestId("hold-countdown")).toBeVisible();
    expect(await g.free()).toBe(g.before - 1);
    await g.holder.goto("about:blank");
    await expect.poll(() => g.free()).toBe(g.before);
  } finally {
    await g.close();
  }
});

test("a held room is off sale until its time passes", async ({ browser }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL!;
  const admin = await browser.newContext({ baseURL, storageState: ADMIN_STATE });
  const holdMinutes = (n: number) =>
    admin.request.post("/api/settings/group/booking", { headers: SAME_ORIGIN, data: { holdMinutes: n } });
  const g = await guests(browser, 165);
  try {
    // held for one minute (the settings' least): one room fewer, until the time passes
    expect((await holdMinutes(1)).status()).toBe(200);
    await g.hold();
    await expect(g.holder.getByTestId("hold-countdown")).toContainText(/Held for you for [01]:\d\d minutes/);
    expect(await g.free()).toBe(g.before - 1);
    // in its last minutes the guest may ask for more time: the hold is renewed on the server
    const [renewed] = await Promise.all([
      g.holder.waitForResponse((r) => r.url().includes("/renew")),
      g.holder.getByTestId("hold-renew").click(),
    ]);
    expect(renewed.status()).toBe(200);
    await expect(g.holder.getByTestId("hold-countdown")).toContainText(/Held for you for [01]:\d\d minutes/);
    // the time passes: the guest is told, cannot book any more, and the room is for sale again
    await expect(g.holder.getByText("The time to hold your choice has passed")).toBeVisible({ timeout: 90_000 });
    await expect(g.holder.getByTestId("book-submit")).toBeDisabled();
    expect(await g.free()).toBe(g.before);
  } finally {
    expect((await holdMinutes(10)).status()).toBe(200);
    await Promise.all([admin.close(), g.close()]);
  }
});
