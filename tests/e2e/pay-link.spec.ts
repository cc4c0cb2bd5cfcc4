// The customer-facing booking (/book, /book/preview) and pay by link: a guest books a stay online;
// staff send a pay link from the booking page; the guest opens it in another browser without an
// account, sees the booking and what is open (no serious axe finding, in both languages) and pays
// with the offline provider; the link the booking started with no longer works; staff preview the
// booking as the guest sees it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_STATE, anonymous, guestBooking, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });
// staff work in English; a guest's browser is a context of its own (guestPage)
test.beforeEach(async ({ context }) => {
  test.setTimeout(120_000);
  await setLanguage(context, "en");
});

/** Paula books online, far out and apart from the other specs' stays, in English. */
const PAULA = { daysAhead: 130, firstName: "Paula", lastName: "Link", headers: { "accept-language": "en" } };

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function guestPage(browser: Browser, baseURL: string, lang: "en" | "de") {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await setLanguage(context, lang);
  return { context, page: await context.newPage() };
}

test("staff send a pay link; the guest opens it without an account and pays offline", async ({
  page,
  browser,
  baseURL,
}) => {
  const b = await guestBooking(page, baseURL!, PAULA);

  await page.goto(`/booking/${b.id}?tab=payments`);
  await hydrated(page);
  await page.getByTestId("pay-link-part").selectOption("open");
  await page.getByTestId("pay-link-send").click();
  await expect(page.getByTestId("pay-link-result")).toContainText("Sent to paula-");
  const url = await page.getByTestId("pay-link-url").inputValue();
  expect(url).toContain(`/book?no=${encodeURIComponent(b.no)}&token=`);

  // the link the online booking answered was replaced by the new one
  const anon = await anonymous(baseURL!);
  const old = await anon.get(`/book?no=${encodeURIComponent(b.no)}&token=${b.token}`);
  expect(old.status()).toBe(404);
  await anon.dispose();

  for (const lang of ["de", "en"] as const) {
    const guest = await guestPage(browser, baseURL!, lang);
    const res = await guest.page.goto(url);
    expect(res?.status()).toBe(200);
    await hydrated(guest.page);
    await expect(guest.page.getByTestId("guest-booking-title")).toContainText(b.no);
    await expect(guest.page.getByTestId("guest-booking-open")).not.toHaveText("");
    expect(await seriousFindings(guest.page), `/book (${lang})`).toEqual([]);
    if (lang === "en") {
      await expect(guest.page.getByTestId("guest-booking-paid")).toContainText("0.00");
      await guest.page.getByTestId("pay-offline").click();
      await expect(guest.page).toHaveURL(/\/payment\/success\?booking=\d+&provider=offline/);
      await expect(guest.page.getByTestId("payment-booking-no")).toHaveText(b.no);
    }
    await guest.context.close();
  }
});

test("a wrong token shows no booking", async ({ browser, baseURL }) => {
  const guest = await guestPage(browser, baseURL!, "en");
  const res = await guest.page.goto(`/book?no=DEMO-C001&token=${"x".repeat(43)}`);
  expect(res?.status()).toBe(404);
  await expect(guest.page.getByTestId("guest-booking-title")).toHaveCount(0);
  await guest.context.close();
});

test("staff preview a booking as its guest sees it", async ({ page, baseURL }) => {
  const b = await guestBooking(page, baseURL!, PAULA);
  await page.goto(`/book/preview?id=${b.id}`);
  await hydrated(page);
  await expect(page.getByTestId("preview-banner")).toContainText("Preview:");
  await expect(page.getByTestId("guest-booking-title")).toContainText(b.no);
  await expect(page.getByTestId("pay-offline")).toBeDisabled();
  expect(await seriousFindings(page)).toEqual([]);
  // a guest is asked to log in first
  const anon = await anonymous(baseURL!);
  const guest = await anon.get(`/book/preview?id=${b.id}`, { maxRedirects: 0 });
  expect(guest.status()).toBe(307);
  expect(guest.headers().location).toContain("/login?");
  await anon.dispose();
});
