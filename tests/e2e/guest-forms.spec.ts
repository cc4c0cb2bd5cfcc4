// Guest forms (issue 40): a guest opens the form from the link staff copied, on a 390 px phone in
// German, fills it (autosaved, told what is still missing), uploads a passport scan and submits;
// staff see the differences to the customer record on the guest form list, take them, and the
// form is reviewed. With gfLangs = "en" the form offers only English, even to a German guest.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, guestBooking, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });
// one after the other: the second limits the guest form's languages (a global setting) for a while
test.describe.configure({ mode: "serial" });

/** An 8 x 8 PNG: a real image, as a phone's scan would be. */
const PASSPORT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNoaPiPFTEMLQkAyud/wSfZbCcAAAAASUVORK5CYII=",
  "base64",
);

test("a guest fills the form on a phone in German, uploads a passport scan and submits; staff take the differences", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setLanguage(context, "en");
  const b = await guestBooking(page, baseURL!, { daysAhead: 196, firstName: "Greta", lastName: "Gast" });
  const links = await page.request.get(`/api/guestform/links?bookingId=${b.id}`);
  expect(links.status(), await links.text()).toBe(200);
  const [form] = (await links.json()) as { id: number; url: string; status: string }[];
  expect(form.status).toBe("missing");

  const phone = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await setLanguage(phone, "de");
  const guest = await phone.newPage();
  const res = await guest.goto(new URL(form.url).pathname);
  expect(res?.status()).toBe(200);
  await hydrated(guest);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Gästeformular");
  // prefilled from the booking's customer; the rest is missing
  await expect(guest.locator('[name="personal.firstName"]')).toHaveValue("Greta");
  const missing = guest.locator('[data-testid^="missing-"]');
  await expect(missing).toContainText("Passnummer");

  await guest.locator('[name="personal.lastName"]').fill("Gast-Meier");
  await guest.locator('[name="personal.birthday"]').fill("1985-04-12");
  await guest.locator('[name="personal.nationality"]').selectOption("DE");
  await guest.locator('[name="passport.number"]').fill("C01X00T47");
  await guest.locator('[name="passport.nationality"]').selectOption("DE");
  await guest.locator('[name="passport.expiryDate"]').fill("2032-06-30");
  await guest.locator('[name="address.street"]').fill("Hafenstraße 5");
  await guest.locator('[name="address.zip"]').fill("20457");
  await guest.locator('[name="address.city"]').fill("Hamburg");
  await guest.locator('[name="address.country"]').selectOption("DE");
  // a flight code in the wrong pattern is refused in German, and says so at the field
  await guest.locator('[name="arrival.flightNo"]').fill("LUFTHANSA");
  await expect(guest.getByText("2 bis 3 Buchstaben oder Ziffern", { exact: false })).toBeVisible();
  await guest.locator('[name="arrival.flightNo"]').fill("LH 2040");
  await expect(guest.getByTestId("save-state")).toHaveText("Gespeichert.");
  await expect(missing).toContainText("Es fehlt nichts mehr");

  await guest.getByLabel("Reisepass-Scan").setInputFiles({
    name: "reisepass.png",
    mimeType: "image/png",
    buffer: PASSPORT_PNG,
  });
  await expect(guest.getByTestId("file-passport")).toContainText("reisepass.png");
  // nothing wider than the phone
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.getByRole("button", { name: "Formular absenden" }).click();
  await expect(guest.getByText("Vielen Dank!", { exact: false })).toBeVisible();
  await phone.close();

  // staff: the list shows it complete; the differences are taken into the customer record
  await page.goto(`/customer/guestform?bookingId=${b.id}`);
  await hydrated(page);
  const row = page.getByTestId(`guestform-row-${form.id}`);
  await expect(row).toContainText("Complete");
  await row.getByRole("button", { name: "Differences" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("diff-lastName")).toContainText("Gast-Meier");
  await expect(dialog.getByTestId("diff-city")).toContainText("Hamburg");
  await dialog.getByRole("button", { name: "Take Last name" }).click();
  await expect(dialog.getByTestId("diff-lastName")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Take all" }).click();
  await expect(dialog.getByTestId("no-differences")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Reviewed");

  // staff download the scan from the booking's page: the guest's own file comes back
  await page.goto(`/booking/${b.id}`);
  const scanLink = page.getByTestId(`guest-form-scans-${form.id}`).getByRole("link", { name: "Passport scan" });
  const scan = await page.request.get((await scanLink.getAttribute("href"))!);
  expect(scan.status()).toBe(200);
  expect(scan.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await scan.body()).equals(PASSPORT_PNG)).toBe(true);
  // and the customer's page lists the form, reviewed, on its guest forms tab
  const { customerId } = (await (await page.request.get(`/api/bookings/${b.id}`)).json()) as { customerId: number };
  await page.goto(`/customer/view/${customerId}?tab=guestForms`);
  await expect(page.getByTestId("customer-guest-forms")).toContainText("Reviewed");
});

test("with gfLangs = en the public form offers only English, even to a guest whose language is German", async ({
  page,
  browser,
  baseURL,
}) => {
  const gfLangs = (langs: string[]) =>
    page.request.post("/api/settings/group/general", { headers: SAME_ORIGIN, data: { gfLangs: langs } });
  const forms = await (await page.request.get("/api/guestform?size=1")).json();
  const form = forms.data[0] as { url: string };
  const set = await gfLangs(["en"]);
  expect(set.status(), await set.text()).toBe(200);
  try {
    const guestContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await setLanguage(guestContext, "de");
    const guest = await guestContext.newPage();
    expect((await guest.goto(new URL(form.url).pathname))?.status()).toBe(200);
    await hydrated(guest);
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Guest form");
    const languages = guest.getByTestId("language-switch");
    await expect(languages).toHaveValue("en");
    await expect(languages.locator("option")).toHaveText(["English"]);
    await guestContext.close();
  } finally {
    await gfLangs(["de", "en"]);
  }
});
