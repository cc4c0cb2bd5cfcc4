// The notifications bell in the staff's top bar: a room given back while bookings wait for it
// makes a notification naming each waiting booking (lib/domain/booking/waiting-list.ts); the bell
// counts them, opens with the keyboard, leads to the booking and marks them read.
// Frees a room by removing it from a booking of two (not by cancelling: bookings.spec.ts counts
// the cancelled bookings), on nights no other spec books.
import { expect, test as base } from "./fixtures";
import { hydrated, SAME_ORIGIN } from "./helpers";

const staff = base.extend({ as: "staff@demo.test" });
const [dateFrom, dateTo] = ["2036-03-02", "2036-03-05"];

staff("the bell counts waiting-list notifications, lists them and leads to the booking", async ({ page }) => {
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: SAME_ORIGIN, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  // nothing of this user's is unread to begin with (other specs free rooms too)
  await post("/api/events/notifications/read", {});

  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const customer = (await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json()).data[0];
  const free = await (
    await page.request.get(
      `/api/rooms/available/${resortId}?type=resort&dateFrom=${dateFrom}&dateTo=${dateTo}&onlyFree=true`,
    )
  ).json();
  const [wanted, other] = free.rooms as { id: number }[];
  const stay = (state: string, roomIds: number[]) => ({
    type: "resort",
    resortId,
    dateFrom,
    dateTo,
    customerId: customer.id,
    state,
    rooms: roomIds.map((roomId) => ({ roomId, guests: [] })),
  });
  const held = await post("/api/bookings", stay("confirmed", [wanted.id, other.id]));
  // two bookings wait for the room the first one holds
  const first = await post("/api/bookings", stay("waiting", [wanted.id]));
  const second = await post("/api/bookings", stay("waiting", [wanted.id]));
  const removed = await page.request.delete(`/api/bookings/${held.id}/removeRoom/${wanted.id}`, {
    headers: SAME_ORIGIN,
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  await page.goto("/booking/list");
  await hydrated(page);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName(/^Notifications, ([2-9]|\d{2,}) unread$/);
  await expect(page.getByTestId("notification-count")).toBeVisible();

  // the keyboard opens it; each waiting booking has its entry, naming the guest
  await bell.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("notification-panel");
  await expect(panel).toBeVisible();
  const entry = (id: number) => panel.locator(`a[href="/booking/${id}"]`);
  await expect(entry(first.id)).toContainText(customer.fullName);
  await expect(entry(second.id)).toBeVisible();
  await expect(panel.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // following one leads to its booking and marks it read
  const readAt = async (id: number) => {
    const mine = await (await page.request.get("/api/events/notifications")).json();
    return mine.items.find((n: { link: string }) => n.link === `/booking/${id}`)?.readAt ?? null;
  };
  await bell.click();
  await entry(first.id).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${first.id}$`));
  await expect.poll(() => readAt(first.id)).not.toBeNull();
  expect(await readAt(second.id)).toBeNull();

  // "mark all as read" reads the other one: the bell says none are left
  await bell.click();
  await expect(entry(second.id)).toBeVisible();
  await panel.getByRole("menuitem", { name: "Mark all as read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  expect(await readAt(second.id)).not.toBeNull();
});
