// Mail: an operator edits the confirmation template in the visual editor (GrapesJS) and saves it;
// then sends the confirmation from a booking with its invoice attached and sees it in the
// booking's mails. A booking confirmed on its page is offered its state's mail: "Send it" mails it.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, guestBooking, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

type Template = { id: number; name: string; content: Record<string, { subject: string; html: string }> };

async function confirmationTemplate(page: import("@playwright/test").Page): Promise<Template> {
  const list = (await (await page.request.get("/api/mail/template?filter[state]=confirmed")).json()) as {
    data: { id: number }[];
  };
  return (await (await page.request.get(`/api/mail/template/${list.data[0].id}`)).json()) as Template;
}

test("an operator edits the confirmation template in the visual editor and saves it", async ({ page, context }) => {
  test.setTimeout(60_000);
  await setLanguage(context, "en");
  const template = await confirmationTemplate(page);
  await page.goto("/config/mailtemplates");
  await hydrated(page);
  await expect(page.getByRole("link", { name: template.name }).first()).toBeVisible();

  await page.goto(`/config/mailtemplates/${template.id}`);
  await hydrated(page);
  const editor = page.getByTestId("mail-template-editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await page.getByTestId("template-subject").fill("Bestätigt: {{booking.number}}");
  const canvas = page.frameLocator("iframe.gjs-frame");
  const heading = canvas.locator("h1").first();
  await heading.dblclick();
  await page.keyboard.press("End");
  await page.keyboard.type(" (bearbeitet)");
  // leave the text: the editor takes what was typed
  await canvas.locator("p").first().click();
  await page.getByTestId("template-save").click();
  await expect(page.getByText("Template saved.")).toBeVisible();

  const saved = (await (await page.request.get(`/api/mail/template/${template.id}`)).json()) as Template;
  expect(saved.content.de.subject).toBe("Bestätigt: {{booking.number}}");
  expect(saved.content.de.html).toContain("(bearbeitet)");
  // the other language is kept as it was
  expect(saved.content.en.subject).toBe(template.content.en.subject);

  // an unknown merge field is refused, naming it
  await page.getByTestId("template-subject").fill("{{booking.colour}}");
  await page.getByTestId("template-save").click();
  await expect(page.getByTestId("template-errors")).toContainText("booking.colour");
});

test("staff send the confirmation with the invoice attached from a booking and see it in its mails", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const booked = await guestBooking(page, baseURL!, { daysAhead: 170, firstName: "Mara", lastName: "Mailer" });
  const issued = await page.request.post(`/api/bookings/${booked.id}/invoice`, {
    data: { kind: "full" },
    headers: SAME_ORIGIN,
  });
  expect(issued.status()).toBe(201);
  const template = await confirmationTemplate(page);

  await setLanguage(context, "en");
  await page.goto(`/booking/${booked.id}?tab=mails`);
  await hydrated(page);
  const form = page.getByTestId("send-mail-form");
  await form.getByTestId("send-template").selectOption(String(template.id));
  await form.getByTestId("attach-invoice").check();
  await form.getByTestId("send-mail").click();
  await expect(form.getByText("The mail is on its way.")).toBeVisible();
  const row = page.getByTestId("booking-mails").locator("tr").filter({ hasText: template.name }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(".pdf");
  await expect(row).toHaveAttribute("data-status", "sent");

  // sent before: without "send again" it is refused with a clear message
  await form.getByTestId("send-mail").click();
  await expect(form.getByText(/mailed for this booking before/)).toBeVisible();

  // the same mail in the booking's history, and in the queue (sent, to the guest)
  const to = (await row.locator("td").nth(2).textContent())!.trim();
  expect(to).toContain("@");
  await page.getByTestId("tab-history").click();
  await expect(page.getByTestId("history-mail").filter({ hasText: to }).first()).toBeVisible();
  await page.goto(`/config/mailqueue?search=${encodeURIComponent(to)}`);
  await hydrated(page);
  await expect(page.locator("tbody tr").filter({ hasText: to }).first()).toContainText("Sent");
});

test("a booking confirmed on its page is offered its state's mail; 'Send it' mails it to the guest, as its mails show", async ({
  page,
  context,
  baseURL,
}) => {
  const booked = await guestBooking(page, baseURL!, { daysAhead: 182, firstName: "Stella", lastName: "Sender" });
  const template = await confirmationTemplate(page);
  await setLanguage(context, "en");
  await page.goto(`/booking/${booked.id}`);
  await hydrated(page);
  await page.getByTestId("action-confirm").click();
  await expect(page.getByTestId("booking-state")).toHaveAttribute("data-state", "confirmed");
  const offer = page.getByRole("dialog", { name: "Send the mail for this change?" });
  await expect(offer).toContainText(template.name);
  await offer.getByRole("button", { name: "Send it" }).click();
  await expect(page.getByText("The mail is on its way.")).toBeVisible();
  await expect(offer).toHaveCount(0);

  await page.goto(`/booking/${booked.id}?tab=mails`);
  await hydrated(page);
  const row = page.getByTestId("booking-mails").locator("tr").filter({ hasText: template.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("stella-");
  await expect(row).toHaveAttribute("data-status", "sent");
});
