// The booking screens with the demo data: the list with its filters and the agency's own view,
// the booking page offering only the actions its state allows (and its documents, references,
// language and QR code), and the wizard taking a resort stay (entered as the occupancy grid links
// into it) and a single bed of a departure.
// Each test starts logged in (fixtures.ts: the account's session, made once per worker, in English):
// logging in through the form is auth.spec.ts's and access.spec.ts's subject.
import { addCalendarDays } from "../../lib/core/dates";
import { expect, test as base } from "./fixtures";
import { bookResortStay, hydrated, SAME_ORIGIN } from "./helpers";

/** The test runner for tests logged in as `account`. */
const as = (account: string) => base.extend({ as: account });
const staff = as("staff@demo.test");
const admin = as("admin@demo.test");
const agency = as("agency@demo.test");

staff("staff filter the booking list, open an offer and confirm it", async ({ page }) => {
  await page.goto("/booking/list");
  await hydrated(page);
  const table = page.getByTestId("table-bookings");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  // cancelled bookings only (the demo's, and any a parallel test cancelled)
  await page.goto("/booking/list?filter[state]=aborted");
  await expect(table.locator("tbody tr").first()).toContainText(/Cancelled|Storniert/);
  await expect(table.locator("tbody tr").filter({ hasNotText: /Cancelled|Storniert/ })).toHaveCount(0);

  const offers = await page.request.get("/api/bookings?filter[state]=draft&filter[type]=resort");
  const offer = (await offers.json()).data[0];
  await page.goto(`/booking/${offer.id}`);
  await hydrated(page);
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "draft");
  // an offer can be confirmed, but not checked in
  await expect(page.getByTestId("action-checkin")).toHaveCount(0);
  await page.getByTestId("action-confirm").click();
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "confirmed");
  // the new state has a template (the demo's confirmation): it is offered, and "Not now" sends nothing
  const offerMail = page.getByRole("dialog", { name: "Send the mail for this change?" });
  await expect(offerMail).toBeVisible();
  await offerMail.getByRole("button", { name: "Not now" }).click();
  await expect(offerMail).toHaveCount(0);
  await expect(page.getByTestId("action-checkin")).toBeVisible();
  // the history names the action as the button does, and what changed: the state
  await page.getByTestId("tab-history").click();
  const history = page.getByTestId("booking-history");
  await expect(history.locator("li").first()).toContainText(/v\d+ · Confirm/);
  // the state by its label, from the offer to confirmed; no paths, ids or calculation lines
  const stateRow = history.locator("li").first().locator("tr", { hasText: "State" });
  await expect(stateRow.locator("td")).toHaveText(["State", "Offer", "Confirmed"]);
  await expect(history).not.toContainText("calculation[");
  await expect(history).not.toContainText(/[a-z]Id\b|\[\d+\]/);

  // marked paid (cash at the desk): nothing is open any more, and no pay link asks for money
  await page.getByTestId("tab-payments").click();
  await expect(page.getByTestId("pay-link")).toBeVisible();
  await page.getByTestId("tab-overview").click();
  await page.getByTestId("action-markPaid").click();
  // done once the page has the booking again: marked paid, it is not offered any more
  await expect(page.getByTestId("action-markPaid")).toHaveCount(0);
  await page.getByTestId("tab-price").click();
  await expect(page.getByTestId("calc-totals")).toContainText("none: marked paid");
  await page.getByTestId("tab-payments").click();
  await expect(page.getByTestId("money-panel")).toBeVisible();
  await expect(page.getByTestId("pay-link")).toHaveCount(0);
  await page.getByTestId("tab-overview").click();

  // cancelling asks first in our own dialog: declined, nothing happens; accepted, the booking is cancelled
  await page.getByTestId("action-cancell").click();
  await expect(page.getByTestId("ask-cancel")).toBeVisible();
  await page.getByTestId("dialog-close").click();
  await expect(page.getByTestId("ask-cancel")).toHaveCount(0);
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "confirmed");
  await page.getByTestId("action-cancell").click();
  await page.getByTestId("ask-confirm").click();
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "aborted");
});

staff("the wizard books a resort stay handed over by the occupancy grid", async ({ page }) => {
  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const free = await (
    await page.request.get(
      `/api/rooms/available/${resortId}?type=resort&dateFrom=2031-02-10&dateTo=2031-02-13&onlyFree=true`,
    )
  ).json();
  const roomId = free.rooms[0].id;
  await page.goto(
    `/booking/wizard?type=resort&resortId=${resortId}&roomId=${roomId}&dateFrom=2031-02-10&dateTo=2031-02-13`,
  );
  await hydrated(page);
  await expect(page.getByTestId("wizard-lines").locator("li")).toHaveCount(1);
  // the stay handed over fills the resort and its nights
  await expect(page.getByTestId("wizard-resort")).toHaveValue(String(resortId));
  await expect(page.getByLabel("Arrival")).toHaveValue("2031-02-10");
  await expect(page.getByLabel("Departure", { exact: true })).toHaveValue("2031-02-13");
  await page.getByTestId("guest-search").fill("Hoffmann");
  await page
    .getByTestId(/^guest-hit-/)
    .first()
    .click();
  await page.getByTestId("wizard-state").selectOption("confirmed");
  await page.getByTestId("wizard-book").click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "confirmed");
  await page.getByTestId("tab-rooms").click();
  await expect(page.getByTestId("booking-rooms")).toContainText("Lena Hoffmann");
});

staff("the booking page changes a room's guests and nights, and removes a room", async ({ page }) => {
  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const customers = await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json();
  const free = await (
    await page.request.get(
      `/api/rooms/available/${resortId}?type=resort&dateFrom=2031-05-04&dateTo=2031-05-09&onlyFree=true`,
    )
  ).json();
  const [first, second] = free.rooms.slice(-2);
  const booking = await bookResortStay(page, {
    resortId,
    roomId: first.id,
    from: "2031-05-04",
    to: "2031-05-07",
    customerId: customers.data[0].id,
  });
  await page.goto(`/booking/${booking.id}?tab=rooms`);
  await hydrated(page);
  const rooms = page.getByTestId("booking-rooms");
  const row = (name: string) => rooms.locator("tr", { hasText: name });

  // a second room joins from what is free for the stay
  await page.getByTestId("add-room-open").click();
  await page.getByTestId("add-room-choice").selectOption(String(second.id));
  await page.getByTestId("add-room-submit").click();
  await expect(row(second.name)).toBeVisible();
  await expect(rooms.locator("tbody tr")).toHaveCount(2);

  // a guest joins the first room, found by the search
  await row(first.name)
    .getByRole("button", { name: `Edit ${first.name}: guests, nights, remove` })
    .click();
  const editor = page.getByTestId("room-editor");
  await expect(editor).toContainText("No guests in this room yet.");
  await editor.getByTestId("guest-search").fill("Hoffmann");
  await editor
    .getByTestId(/^guest-hit-/)
    .first()
    .click();
  await editor.getByTestId("room-editor-save-guests").click();
  await expect(editor).toBeHidden();
  await expect(row(first.name)).toContainText("Lena Hoffmann");
  // the history says so in words
  await page.getByTestId("tab-history").click();
  const latest = page.getByTestId("booking-history").locator("li").first();
  await expect(latest).toContainText("Guests changed");
  await expect(latest).toContainText(`${first.name} · Guest–Lena Hoffmann`);
  await page.getByTestId("tab-rooms").click();

  // the first room stays two nights longer; the table and the history say so
  await row(first.name).getByTestId("room-edit").click();
  await editor.getByTestId("room-editor-dateTo").fill("2031-05-09");
  await editor.getByTestId("room-editor-save-dates").click();
  await expect(editor).toBeHidden();
  await expect(row(first.name)).toContainText("May 4 – 9, 2031");
  const stored = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  const firstRoom = stored.rooms.find((r: { roomId: number }) => r.roomId === first.id);
  expect([firstRoom.dateFrom, firstRoom.dateTo]).toEqual(["2031-05-04", "2031-05-09"]);
  // the rebook fields follow the stay: nothing to rebook until other dates are entered
  await page.getByTestId("tab-overview").click();
  await expect(page.getByTestId("rebook-dateTo")).toHaveValue("2031-05-09");
  await expect(page.getByTestId("action-rebook-dates")).toBeDisabled();
  await page.getByTestId("tab-rooms").click();

  // the second room goes back on sale, after a confirmation; the last one cannot go
  await row(second.name).getByTestId("room-edit").click();
  page.once("dialog", (d) => void d.accept());
  await editor.getByTestId("room-editor-remove").click();
  await expect(editor).toBeHidden();
  await expect(rooms.locator("tbody tr")).toHaveCount(1);

  // made an option, it gets its last day on the page
  await page.getByTestId("tab-overview").click();
  await page.getByTestId("action-reserve").click();
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "planned");
  // an option has its template (the demo's reminder): offered, and left for now
  const offerMail = page.getByRole("dialog", { name: "Send the mail for this change?" });
  await offerMail.getByRole("button", { name: "Not now" }).click();
  await expect(offerMail).toHaveCount(0);
  await page.getByTestId("option-until").fill("2031-04-30");
  await page.getByTestId("action-optionUntil").click();
  await expect(page.getByRole("definition").filter({ hasText: /^Apr 30, 2031/ })).toBeVisible();
  const planned = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  expect(planned.optionUntil).toMatch(/^2031-0[45]-/);
  const after = await (
    await page.request.get(`/api/rooms/available/${resortId}?type=resort&dateFrom=2031-05-04&dateTo=2031-05-07`)
  ).json();
  expect(after.rooms.find((r: { id: number }) => r.id === second.id).available).toBe(true);
  await page.getByTestId("tab-rooms").click();
  await row(first.name).getByTestId("room-edit").click();
  await expect(editor).toContainText("This is the booking's only room");
  await expect(editor.getByTestId("room-editor-remove")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // a resort stay is rebooked to other dates: the successor holds them, this one is rebooked
  await page.getByTestId("tab-overview").click();
  await page.getByTestId("rebook-dateFrom").fill("2031-06-08");
  await page.getByTestId("rebook-dateTo").fill("2031-06-11");
  await page.getByTestId("action-rebook-dates").click();
  // it asks first, with the price now and after
  await expect(page.getByTestId("ask-price")).toBeVisible();
  await expect(page.getByTestId("ask-price-after")).toContainText("€");
  await page.getByTestId("ask-confirm").click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${booking.id}$`));
  await page.getByTestId("tab-rooms").click();
  await expect(page.getByTestId("booking-rooms")).toContainText("Jun 8 – 11, 2031");
  expect((await (await page.request.get(`/api/bookings/${booking.id}`)).json()).state).toBe("rebooked");
});

staff(
  "the booking page takes a document, a reference and another language, and shows its QR code",
  async ({ page }) => {
    const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
    const resortId = list.data[0].resortId;
    const customers = await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json();
    const free = await (
      await page.request.get(
        `/api/rooms/available/${resortId}?type=resort&dateFrom=2031-10-12&dateTo=2031-10-15&onlyFree=true`,
      )
    ).json();
    const booking = await bookResortStay(page, {
      resortId,
      roomId: free.rooms[0].id,
      from: "2031-10-12",
      to: "2031-10-15",
      customerId: customers.data[0].id,
    });
    // the QR code is an image the page loads from the API: a PNG, answered 200
    const qrAnswer = page.waitForResponse((r) => r.url().includes(`/api/bookings/${booking.id}/qrcode`));
    await page.goto(`/booking/${booking.id}`);
    await hydrated(page);
    const qr = await qrAnswer;
    expect([qr.status(), qr.headers()["content-type"]]).toEqual([200, "image/png"]);
    const qrImage = page.getByTestId("booking-qrcode");
    await expect(qrImage).toHaveAttribute("alt", /^QR code of booking /);
    expect(await qrImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // a small PNG under a name of its own: it keeps the file's extension and shows in the list
    await page.getByTestId("tab-documents").click();
    const documents = page.getByTestId("booking-documents");
    await expect(documents).toContainText("No documents yet.");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Name (optional)").fill("Passport");
    await page.getByTestId("document-upload-submit").click();
    await expect(documents.getByRole("link", { name: "Passport.png" })).toBeVisible();
    await page.getByTestId("tab-history").click();
    await expect(page.getByTestId("booking-history").locator("li").first()).toContainText("Document uploaded");
    await page.getByTestId("tab-documents").click();
    // a type the server does not keep is refused beside the control, and nothing joins the list
    await page
      .getByTestId("document-upload-file")
      .setInputFiles({ name: "page.html", mimeType: "text/html", buffer: Buffer.from("<b>hi</b>") });
    await page.getByTestId("document-upload-submit").click();
    await expect(page.getByTestId("document-upload-message")).toContainText("This file type is not accepted");
    await expect(documents.locator("li")).toHaveCount(1);

    // a reference joins with its type, and goes again
    const references = page.getByTestId("booking-references");
    await page.getByLabel("Type (optional)").fill("Voucher");
    await page.getByLabel("Reference", { exact: true }).fill("V-2031-42");
    await page.getByTestId("reference-submit").click();
    await expect(references).toContainText("Voucher: V-2031-42");
    await references.getByRole("button", { name: "Remove reference Voucher: V-2031-42" }).click();
    await expect(references).toContainText("No references yet.");

    // the booking's language (German unless chosen) becomes English, where it is shown
    await page.getByTestId("tab-overview").click();
    await expect(page.getByTestId("booking-language")).toHaveText("Deutsch");
    await page.getByRole("button", { name: "Change Language" }).click();
    await page.getByLabel("Language: new value").selectOption("en");
    await page.getByTestId("booking-language-save").click();
    await expect(page.getByTestId("booking-language")).toHaveText("English");
    expect((await (await page.request.get(`/api/bookings/${booking.id}`)).json()).language).toBe("en");
  },
);

admin("the wizard sells a single bed of a shared cabin on a departure to a new guest", async ({ page }) => {
  await page.goto("/booking/tour");
  // the departure before the last: the guest's trip booking (book-trip.spec.ts) takes a bed of the last
  const departures = page.getByTestId("tour-departures").getByRole("link");
  await expect(departures.nth(1)).toBeVisible();
  await departures.nth((await departures.count()) - 2).click();
  await expect(page).toHaveURL(/type=vessel&scheduleId=\d+/);
  await hydrated(page);
  await page
    .getByTestId(/^pick-bed-/)
    .first()
    .click();
  // two guests for one bed: the refusal says why, at the line
  await page.getByTestId("guest-search").fill("Hoffmann");
  await page
    .getByTestId(/^guest-hit-/)
    .first()
    .click();
  await page.getByTestId("guest-first").fill("Bettina");
  await page.getByTestId("guest-last").fill("Bunk");
  await page.getByTestId("guest-gender").selectOption("f");
  await page.getByTestId("guest-create").click();
  await expect(page.getByTestId("wizard-lines")).toContainText("Bettina Bunk");
  await page.getByTestId("wizard-book").click();
  await expect(page.getByTestId("wizard-errors")).toContainText("More guests than the room sleeps");
  await page.getByRole("button", { name: "Remove Lena Hoffmann" }).click();
  await page.getByTestId("wizard-book").click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "draft");
  await page.getByTestId("tab-rooms").click();
  await expect(page.getByTestId("booking-rooms")).toContainText("Bettina Bunk");
});

staff(
  "the wizard books a whole cabin with a resort stay before the trip: one booking, both in it",
  async ({ page }) => {
    await page.goto("/booking/tour");
    // the third departure from the end: the other wizard tests and the guest's trip take the last two
    const departures = page.getByTestId("tour-departures").getByRole("link");
    await expect(departures.nth(2)).toBeVisible();
    await departures.nth((await departures.count()) - 3).click();
    await expect(page).toHaveURL(/type=vessel&scheduleId=\d+/);
    const scheduleId = Number(new URL(page.url()).searchParams.get("scheduleId"));
    const { schedule } = await (await page.request.get(`/api/schedules/info?id=${scheduleId}`)).json();
    await hydrated(page);
    await page.getByTestId("wizard-rooms").locator("[data-testid^=pick-room-]:enabled").first().click();

    // three nights at the resort, up to the day the boat leaves
    const arrival = addCalendarDays(schedule.from, -3);
    await page.getByTestId("stay-dateFrom").fill(arrival);
    await page.getByTestId("stay-dateTo").fill(schedule.from);
    await page.getByTestId("stay-rooms").locator("[data-testid^=pick-room-]:enabled").first().click();
    await expect(page.getByTestId("wizard-lines").locator("li")).toHaveCount(2);
    await page.getByTestId("guest-search").fill("Hoffmann");
    await page
      .getByTestId(/^guest-hit-/)
      .first()
      .click();
    await expect(page.getByTestId("wizard-summary-stay")).toContainText("Stay:");

    await page.getByTestId("wizard-book").click();
    await expect(page).toHaveURL(/\/booking\/\d+$/);
    const id = Number(page.url().split("/").at(-1));
    await page.getByTestId("tab-rooms").click();
    const rows = page.getByTestId("booking-rooms").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    const booking = await (await page.request.get(`/api/bookings/${id}`)).json();
    expect(booking.scheduleId).toBe(scheduleId);
    expect(booking.rooms.map((r: { dateFrom: string }) => r.dateFrom).sort()).toEqual([arrival, schedule.from].sort());
  },
);

admin("the wizard warns when the resort's stay rules close the dates chosen", async ({ page }) => {
  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const rule = await page.request.post("/api/arrivaldeparture", {
    headers: SAME_ORIGIN,
    data: { resortId, name: `Refit ${Date.now()}`, from: "2031-07-01", to: "2031-07-10", stopSell: true },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  try {
    await page.goto(`/booking/wizard?type=resort&resortId=${resortId}&dateFrom=2031-07-03&dateTo=2031-07-06`);
    await hydrated(page);
    await expect(page.getByTestId("wizard-stay-warnings")).toContainText("Stop-sell");
    // outside the rule's period: no warning
    await page.getByTestId("wizard-dateFrom").fill("2031-08-03");
    await page.getByTestId("wizard-dateTo").fill("2031-08-06");
    await expect(page.getByTestId("wizard-rooms")).toBeVisible();
    await expect(page.getByTestId("wizard-stay-warnings")).toHaveCount(0);
  } finally {
    // the rule would close those nights for the other tests' guests
    await page.request.delete(`/api/arrivaldeparture/${(await rule.json()).id}`, { headers: SAME_ORIGIN });
  }
});

staff("a settled booking reads as settled in the list, beside its state", async ({ page }) => {
  await page.goto("/booking/list");
  await hydrated(page);
  await page.getByTestId("filter-state").selectOption("resolved");
  const rows = page.getByTestId("table-bookings").locator("tbody tr");
  await expect(rows.filter({ hasText: "Confirmed · settled" }).first()).toBeVisible();
});

agency("an agency sees only its own bookings", async ({ page }) => {
  const own = await (await page.request.get("/api/bookings?size=100")).json();
  expect(own.total).toBeGreaterThan(0);
  expect(own.data.every((b: { agency: string }) => b.agency === "Deep Blue Travel")).toBe(true);
  await page.goto("/booking/list");
  await expect(page.getByTestId("table-bookings").locator("tbody tr")).toHaveCount(own.total);
  // no filter naming the other agencies; the state filter is there
  await expect(page.getByTestId("filter-state")).toBeVisible();
  await expect(page.getByTestId("filter-agencyId")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("Crew Bookings");
});

staff("staff move a single guest to another cabin of the departure", async ({ page }) => {
  const trips = await (
    await page.request.get("/api/bookings?filter[type]=vessel&filter[state]=confirmed&size=1")
  ).json();
  await page.goto(`/schedules/movecabin/${trips.data[0].scheduleId}`);
  await hydrated(page);
  const board = page.getByTestId("move-cabin");
  const guest = board.locator("li", { has: page.locator("select") }).first();
  const name = (await guest.locator("span").first().textContent())!;
  const option = guest.locator("select option").nth(1);
  const [target, cabin] = [await option.getAttribute("value"), (await option.textContent())!.trim()];
  await guest.locator("select").selectOption(target!);
  await guest.getByRole("button").click();
  await expect(board.getByRole("status")).toHaveText(/Moved|Verschoben/);
  // the guest now sits in the chosen cabin
  const card = board.locator("div.rounded-lg").filter({ has: page.getByRole("heading", { name: `${cabin} ·` }) });
  await expect(card).toContainText(name);
});

staff("a rebooked booking links to the booking that follows it, and that one back", async ({ page }) => {
  const rebooked = (await (await page.request.get("/api/bookings?filter[state]=rebooked&size=1")).json()).data[0];
  await page.goto(`/booking/${rebooked.id}`);
  const onward = page.getByTestId("booking-related").getByRole("link");
  await expect(onward).toHaveCount(1);
  await onward.click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${rebooked.id}$`));
  await expect(page.getByTestId("booking-related").getByRole("link", { name: rebooked.number })).toHaveAttribute(
    "href",
    `/booking/${rebooked.id}`,
  );
  // with its state beside it
  await expect(page.getByTestId("booking-related")).toContainText(`${rebooked.number} (Rebooked)`);
});

staff("the booking page's parts are tabs: by click, by keyboard, kept in the address", async ({ page }) => {
  const list = await (
    await page.request.get("/api/bookings?filter[type]=resort&filter[state]=confirmed&size=1")
  ).json();
  const id = list.data[0].id;
  await page.goto(`/booking/${id}`);
  await hydrated(page);
  const tab = (key: string) => page.getByRole("tab", { name: new RegExp(`^${key}`) });
  // the overview first: state, balance and actions; the other parts are in the page, not shown
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("booking-balance")).toBeVisible();
  await expect(page.getByTestId("booking-rooms")).toBeHidden();

  // a click opens a part and the address names it
  await tab("Price").click();
  await expect(page.getByTestId("booking-calculation")).toBeVisible();
  await expect(page.getByTestId("booking-balance")).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}\\?tab=price$`));
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "booking-tab-price");

  // the arrows move between the tabs (only the open one is in the Tab order), Home and End to the ends
  await expect(tab("Price")).toBeFocused();
  await expect(tab("Payments")).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("ArrowRight");
  await expect(tab("Payments")).toBeFocused();
  await expect(tab("Payments")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("money-panel")).toBeVisible();
  await expect(page).toHaveURL(/\?tab=payments$/);
  await page.keyboard.press("End");
  await expect(tab("Mails")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("History")).toBeFocused();
  await expect(page.getByTestId("booking-history")).toBeVisible();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowRight");
  await expect(tab("Overview")).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}$`));
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Mails")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");

  // the address opens the part it names, after a reload too
  await page.goto(`/booking/${id}?tab=rooms`);
  await expect(tab("Rooms and guests")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("booking-rooms")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("booking-rooms")).toBeVisible();
  // an unknown part: the overview
  await page.goto(`/booking/${id}?tab=nothing`);
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
});

staff("a tab opened while an action is under way opens, with the action's outcome", async ({ page }) => {
  const list = await (await page.request.get("/api/bookings?filter[type]=resort&size=1")).json();
  const resortId = list.data[0].resortId;
  const customers = await (await page.request.get("/api/customers?search=Hoffmann&size=1")).json();
  // inside the demo's prices: the price tab shows what marking paid did to what is open
  const from = addCalendarDays(new Date().toISOString().slice(0, 10), 250);
  const to = addCalendarDays(from, 3);
  const free = await (
    await page.request.get(`/api/rooms/available/${resortId}?type=resort&dateFrom=${from}&dateTo=${to}&onlyFree=true`)
  ).json();
  const booking = await bookResortStay(page, {
    resortId,
    roomId: free.rooms[0].id,
    from,
    to,
    customerId: customers.data[0].id,
    state: "confirmed",
  });
  await page.goto(`/booking/${booking.id}`);
  await hydrated(page);
  // the answer to "mark paid" comes late: the price tab is opened (and shown) before it
  let answer: () => void = () => {};
  const answered = new Promise<void>((r) => (answer = r));
  await page.route(`**/api/bookings/${booking.id}/markPaid`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByTestId("action-markPaid").click();
  await page.getByTestId("tab-price").click();
  await expect(page.getByTestId("booking-calculation")).toBeVisible();
  answer();
  // the action's refresh leaves the price tab open, showing the booking as marked paid
  await expect(page.getByTestId("calc-totals")).toContainText("none: marked paid");
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}\\?tab=price$`));
  await expect(page.getByTestId("tab-price")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("tab-panel-price")).not.toHaveAttribute("aria-busy", "true");

  // an action answered at once, the next tab opened at the same moment: it opens too
  await page.getByTestId("tab-overview").click();
  await expect(page.getByTestId("booking-balance")).toBeVisible();
  await page.getByTestId("comment-text").fill("asked at the desk");
  await page.getByTestId("comment-add").click();
  await page.getByTestId("tab-history").click();
  await expect(page.getByTestId("booking-history")).toBeVisible();
  await expect(page.getByTestId("tab-panel-history")).not.toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\?tab=history$/);
});
