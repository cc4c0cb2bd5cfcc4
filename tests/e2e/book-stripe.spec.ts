// A guest books a resort stay and pays by card through Stripe: the official SDK on the server
// talks to a stand-in of Stripe's API started here (never the internet), whose checkout page the
// guest's browser is sent to. Paying there sends the signed webhook to the app and returns the
// guest to the success page, which shows the stay paid; the webhook and the return record one
// payment between them. The administrator configures the provider through /api/payprovider and
// switches it off again afterwards. Through a booking widget on another site, Stripe's page (which
// refuses frames) opens in a window of its own, and paying there brings the result back into the
// widget's frame.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import Stripe from "stripe";
import { embedSnippet } from "../../lib/domain/widget/embed-snippet";
import { startStripeStandin, type StandinSession } from "../helpers/stripe-standin";
import { ADMIN_STATE, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

const SECRET_KEY = "sk_test_e2e_standin";
const WEBHOOK_SECRET = "whsec_e2e_standin";
const sdk = new Stripe("sk_test_unused");

/** Paid on Stripe's page: Stripe tells the app by a signed webhook; its answers are kept here. */
function sendWebhook(appBase: string, s: StandinSession, answers: number[]) {
  const payload = JSON.stringify({
    id: `evt_${s.id}`,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: 1,
    data: { object: s },
  });
  void fetch(`${appBase}/api/payments/notify/booking/${s.metadata.bookingId}/stripe`, {
    method: "POST",
    body: payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  }).then((r) => answers.push(r.status));
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

test("a guest books a resort stay and pays by card through Stripe", async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const appBase = test.info().project.use.baseURL!;
  const webhooks: number[] = [];
  const standin = await startStripeStandin({
    secretKey: SECRET_KEY,
    idPrefix: "cs_test_e2e_",
    onPaid: (s) => sendWebhook(appBase, s, webhooks),
  });
  const admin = await browser.newContext({ baseURL: appBase, storageState: ADMIN_STATE });
  const provider = (active: boolean) =>
    admin.request.put("/api/payprovider/stripe", {
      headers: SAME_ORIGIN,
      data: {
        active,
        // after the offline provider, which stays the preselected one
        sort: 9,
        settings: { apiBase: standin.base },
        secrets: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
      },
    });
  try {
    // the offline provider is implicit only while no provider is configured: name it, so the other
    // booking tests (running beside this one) keep paying offline
    const offline = await admin.request.put("/api/payprovider/offline", {
      headers: SAME_ORIGIN,
      data: { active: true, sort: 0 },
    });
    expect(offline.status()).toBe(200);
    expect((await provider(true)).status()).toBe(200);

    await setLanguage(context, "en");
    // far out, and later than the other resort test's stay
    const from = new Date(Date.now() + 96 * 86400_000);
    const to = new Date(from.getTime() + 2 * 86400_000);
    await page.goto(`/book/resort?from=${iso(from)}&to=${iso(to)}&guests=1`);
    await page.getByTestId("room-offers").locator("a").first().click();
    await hydrated(page);
    await expect(page.getByTestId("hold-countdown")).toBeVisible();
    const total = (await page.getByTestId("held-total").locator("strong").textContent())?.trim() ?? "";
    await page.locator('input[name="guest-0-firstName"]').fill("Carla");
    await page.locator('input[name="guest-0-lastName"]').fill("Card");
    await page.locator('input[name="email"]').fill(`card-${Date.now()}@example.com`);
    await page.locator('input[name="provider"][value="stripe"]').check();
    await page.getByTestId("book-submit").click();

    // Stripe's page (the stand-in) asks for the amount of the stay
    await expect(page).toHaveURL(new RegExp(`^${standin.base}/pay/cs_test_e2e_\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(total.replace(/[^\d.,]/g, "").replace(",", ""));
    await page.getByRole("button", { name: "Pay now" }).click();

    // back on the app: paid in full
    await expect(page).toHaveURL(/\/payment\/success\?booking=\d+&provider=stripe.*session_id=cs_test_e2e_\d+/);
    await expect(page.getByTestId("payment-title")).toHaveText("Thank you, your booking is paid");
    await expect(page.getByTestId("payment-paid")).toHaveText(total);
    await expect.poll(() => webhooks.length).toBe(1);
    expect(webhooks[0]).toBe(200);
    // one payment however the news arrived: the return, the webhook and the return again
    await page.reload();
    await expect(page.getByTestId("payment-paid")).toHaveText(total);
    await expect(page.getByTestId("payment-open")).toHaveText(/^\D*0\.00\D*$/);
    // staff see it on the booking page: paid by card, the amount
    const bookingId = new URL(page.url()).searchParams.get("booking");
    const staff = await admin.newPage();
    await setLanguage(admin, "en");
    await staff.goto(`/booking/${bookingId}?tab=payments`);
    const payments = staff.getByTestId("booking-payments");
    await expect(payments).toContainText("Card (Stripe)");
    await expect(payments).toContainText(/paid/i);
    await expect(payments).toContainText(total);

    // the same through a widget on a partner's site
    const widgets = (await (await admin.request.get("/api/widgets?size=100")).json()).data as {
      slug: string;
      resortId: number | null;
    }[];
    const slug = `card-${Date.now().toString(36)}`;
    const partner = createServer((_, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="en"><head><title>Partner</title></head><body>
${embedSnippet({ appOrigin: appBase, slug, title: "Stays" })}</body></html>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
    const partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: "en-GB" });
    try {
      const made = await admin.request.post("/api/widgets", {
        headers: SAME_ORIGIN,
        data: {
          name: "Card stays",
          slug,
          offer: "resort",
          resortId: widgets.find((w) => w.slug === "coral-bay")!.resortId,
          language: "en",
          allowedOrigins: [partnerOrigin],
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const site = await guest.newPage();
      await site.goto(partnerOrigin);
      const frame = site.frameLocator(`iframe#harbour-widget-${slug}`);
      const frameUrl = async () =>
        new URL((await (await site.locator(`iframe#harbour-widget-${slug}`).elementHandle())!.contentFrame())!.url());
      const arrival = new Date(Date.now() + 99 * 86400_000);
      await frame.getByLabel("Arrival").fill(iso(arrival));
      await frame.getByLabel("Departure").fill(iso(new Date(arrival.getTime() + 2 * 86400_000)));
      await frame.getByLabel("Guests").fill("1");
      await frame.getByRole("button", { name: "Search" }).click();
      await frame.getByTestId("widget-offers").getByRole("link").first().click();
      await expect(frame.getByTestId("hold-countdown")).toBeVisible();
      const framedTotal = (await frame.getByTestId("held-total").locator("strong").textContent())?.trim() ?? "";
      await frame.locator('input[name="guest-0-firstName"]').fill("Wanda");
      await frame.locator('input[name="guest-0-lastName"]').fill("Window");
      await frame.locator('input[name="email"]').fill(`window-${Date.now()}@example.com`);
      await frame.locator('input[name="provider"][value="stripe"]').check();
      const opened = guest.waitForEvent("page");
      await frame.getByTestId("book-submit").click();
      // Stripe's page in a window of its own; the frame shows the booking, not yet paid
      const stripe = await opened;
      await expect(stripe).toHaveURL(new RegExp(`^${standin.base}/pay/cs_test_e2e_\\d+$`));
      await expect(frame.getByTestId("payment-open")).toHaveText(framedTotal);
      const closed = stripe.waitForEvent("close");
      await stripe.getByRole("button", { name: "Pay now" }).click();
      // paid there: the window closes and the result is in the widget's frame, in its look
      await closed;
      await expect(frame.getByTestId("payment-title")).toHaveText("Thank you, your booking is paid");
      await expect(frame.getByTestId("payment-paid")).toHaveText(framedTotal);
      await expect(frame.getByTestId("widget-frame-name")).toHaveText("Card stays");
      expect((await frameUrl()).searchParams.get("widget")).toBe(slug);
      expect((await frameUrl()).searchParams.get("session_id")).toMatch(/^cs_test_e2e_\d+$/);
      expect(site.url()).toBe(`${partnerOrigin}/`);
    } finally {
      await guest.close();
      await new Promise((resolve) => partner.close(resolve));
    }
  } finally {
    expect((await provider(false)).status()).toBe(200);
    await admin.close();
    await standin.close();
  }
});
