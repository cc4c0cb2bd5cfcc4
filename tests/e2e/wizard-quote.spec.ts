// The wizard quotes before it books (issue 39): a receptionist on the phone sees the price (and
// why) as soon as a room is chosen, and it changes with a night more, before anything is saved;
// a walk-in guest is created inline by the desk (staff, not admin), with a known guest of the
// same name offered first and a guest already on the booking not offered again; and a man picked
// for a bed in a shared cabin where a woman sleeps is refused at the line, with the reason,
// before "Book".
import { addCalendarDays } from "../../lib/core/dates";
import { expect, test as base } from "./fixtures";
import { hydrated, SAME_ORIGIN } from "./helpers";

const staff = base.extend({ as: "staff@demo.test" });
const today = new Date().toISOString().slice(0, 10);

staff(
  "a live quote appears before saving and changes with a night more; a new guest is created inline",
  async ({ page }) => {
    const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
    const resortId = list.data[0].resortId;
    // inside the demo's price list (this year and next), after its bookings
    const from = addCalendarDays(today, 230);
    const to = addCalendarDays(from, 3);
    const free = await (
      await page.request.get(`/api/rooms/available/${resortId}?type=resort&dateFrom=${from}&dateTo=${to}&onlyFree=true`)
    ).json();
    const room = free.rooms.at(-1);
    // nothing saved: the quoted room stays free on the quoted nights (other tests book in parallel,
    // so a count of all bookings would not say it)
    const stillFree = async (until: string) => {
      const res = await page.request.get(
        `/api/rooms/available/${resortId}?type=resort&dateFrom=${from}&dateTo=${until}&onlyFree=true`,
      );
      return ((await res.json()).rooms as { id: number }[]).some((r) => r.id === room.id);
    };
    await page.goto(`/booking/wizard?type=resort&resortId=${resortId}&roomId=${room.id}&dateFrom=${from}&dateTo=${to}`);
    await hydrated(page);
    await expect(page.getByTestId("wizard-lines").locator("li")).toHaveCount(1);

    // the price shows before any guest is named, with its lines and why
    const total = page.getByTestId("wizard-quote-total");
    await expect(total).toHaveText(/\d/);
    const threeNights = await total.textContent();
    await expect(page.getByTestId("wizard-quote-lines").locator("tr").first()).toBeVisible();
    await expect(page.getByTestId("wizard-quote").getByTestId("why-this-price")).toBeVisible();

    // a night more: a new price, still nothing saved
    await page.getByTestId("wizard-dateTo").fill(addCalendarDays(to, 1));
    await expect(total).not.toHaveText(threeNights!);
    expect(await stillFree(addCalendarDays(to, 1))).toBe(true);

    // a walk-in: the search finds nobody, says so and offers to create the guest
    const name = `Walkin${Date.now()}`;
    await page.getByTestId("guest-search").fill(`Zora ${name}`);
    await expect(page.getByTestId("guest-none")).toContainText(`No guest found for “Zora ${name}”`);
    await page.getByTestId("guest-offer-create").click();
    await expect(page.getByTestId("guest-first")).toHaveValue("Zora");
    await expect(page.getByTestId("guest-last")).toHaveValue(name);
    await page.getByTestId("guest-gender").selectOption("f");
    await page.getByTestId("guest-birthday").fill("1991-05-17");
    await page.getByTestId("guest-create").click();
    await expect(page.getByTestId("wizard-lines")).toContainText(`Zora ${name}`);
    // the guest counts in the quote: asked again with the guest as the customer
    await expect(page.getByTestId("wizard-summary-counts")).toHaveText("1 room, 1 guest");

    // someone known already: offered before a second record is made
    await page.getByTestId("guest-first").fill("Lena");
    await page.getByTestId("guest-last").fill("Hoffmann");
    await page.getByTestId("guest-create").click();
    const dupes = page.getByTestId("guest-duplicates");
    await expect(dupes).toContainText("Use Lena Hoffmann");
    await dupes
      .getByRole("button", { name: /Use Lena Hoffmann/ })
      .first()
      .click();
    await expect(page.getByTestId("wizard-lines")).toContainText("Lena Hoffmann");
    // a guest on the booking is not offered again
    await page.getByTestId("guest-search").fill("Lena Hoffmann");
    await expect(page.getByTestId("guest-none")).toContainText("already on this booking");
    await expect(page.getByTestId(/^guest-hit-/)).toHaveCount(0);

    await page.getByTestId("wizard-book").click();
    await expect(page).toHaveURL(/\/booking\/\d+$/);
    await page.getByTestId("tab-rooms").click();
    await expect(page.getByTestId("booking-rooms")).toContainText(`Zora ${name}`);
  },
);

staff("the gender rule of a shared cabin is shown while choosing, before Book", async ({ page }) => {
  await page.goto("/booking/tour");
  const departures = page.getByTestId("tour-departures").getByRole("link");
  await expect(departures.nth(4)).toBeVisible();
  // the fourth departure from the end: the other wizard tests and the guest's trip take the last three
  await departures.nth((await departures.count()) - 4).click();
  await expect(page).toHaveURL(/type=vessel&scheduleId=\d+/);
  const scheduleId = Number(new URL(page.url()).searchParams.get("scheduleId"));
  const { schedule } = await (await page.request.get(`/api/schedules/info?id=${scheduleId}`)).json();
  const avail = await (
    await page.request.get(`/api/rooms/available/${schedule.vessel.id}?type=vessel&scheduleId=${scheduleId}`)
  ).json();
  const cabin = avail.rooms.find(
    (r: { allowSharedRoom: boolean; allowMixedGender: boolean; freeBedIds: number[]; genders: string[] }) =>
      r.allowSharedRoom && !r.allowMixedGender && r.freeBedIds.length >= 2 && !r.genders.includes("m"),
  );
  expect(cabin, "a shared cabin with two free beds").toBeTruthy();
  const stamp = Date.now();
  const person = async (firstName: string, gender: string) =>
    (
      await (
        await page.request.post("/api/customers", {
          headers: SAME_ORIGIN,
          data: { firstName, lastName: `Bunkmate${stamp}`, gender },
        })
      ).json()
    ).id as number;
  const [woman, man, other] = [await person("Wanda", "f"), await person("Max", "m"), await person("Frida", "f")];
  const held = await page.request.post("/api/bookings", {
    headers: SAME_ORIGIN,
    data: {
      type: "vessel",
      scheduleId,
      customerId: woman,
      state: "confirmed",
      rooms: [{ roomId: cabin.id, bedIds: [cabin.freeBedIds[0]], guests: [woman] }],
    },
  });
  expect(held.status()).toBe(201);

  const bed = cabin.freeBedIds[1];
  await page.goto(`/booking/wizard?type=vessel&scheduleId=${scheduleId}&roomId=${cabin.id}&bedIds=${bed}`);
  await hydrated(page);
  // the chosen bed stands out, and the summary counts a berth, not a room
  await expect(page.getByTestId(`pick-bed-${bed}`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("wizard-summary-counts")).toHaveText("1 berth, no guest yet");

  await page.getByTestId("guest-search").fill(`Max Bunkmate${stamp}`);
  await page.getByTestId(`guest-hit-${man}`).click();
  const warning = page.getByTestId("wizard-line-warning");
  await expect(warning).toContainText("does not take mixed genders");
  await expect(warning).toHaveAttribute("data-reason", "GENDER");
  await expect(page.getByTestId("wizard-refusal")).toContainText("does not take mixed genders");
  await expect(page.getByTestId("wizard-book")).toBeDisabled();

  // a woman instead: no conflict, Book is open again
  await page.getByRole("button", { name: `Remove Max Bunkmate${stamp}` }).click();
  await page.getByTestId("guest-search").fill(`Frida Bunkmate${stamp}`);
  await page.getByTestId(`guest-hit-${other}`).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId("wizard-book")).toBeEnabled();
});
