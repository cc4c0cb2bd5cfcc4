// The mail scheduler: an operator makes a rule on /config/mailschedule (in the list's dialog), sees
// the mail it plans for a booking on /config/mailscheduled, skips it, and finds it skipped.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, guestBooking, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

test("an operator makes a scheduler rule, sees its mail planned and skips it", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
  const booked = await guestBooking(page, baseURL!, { daysAhead: 230, firstName: "Sina", lastName: "Schedule" });
  const templates = (await (await page.request.get("/api/mail/template?size=5")).json()) as {
    data: { id: number }[];
  };
  const name = `Reminder ${Date.now()}`;

  await page.goto("/config/mailschedule");
  await hydrated(page);
  await page.getByTestId("table-new").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("#field-name").fill(name);
  await dialog.locator("#field-templateId").selectOption(String(templates.data[0].id));
  // due three days from now: 227 days before the arrival 230 days ahead
  await dialog.locator("#field-offsetDays").fill("-227");
  await dialog.locator("#field-anchor").selectOption("arrival");
  await dialog.getByRole("checkbox", { name: "Coral Bay Resort" }).check();
  expect(await axeFindings(page, "mail schedule rule dialog")).toEqual([]);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table")).toContainText(name);

  await page.goto("/config/mailscheduled");
  await hydrated(page);
  const row = page.getByTestId("scheduled-mails").locator("tr", { hasText: name }).filter({ hasText: booked.no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Planned");
  expect(await axeFindings(page, "scheduled mails")).toEqual([]);
  await row.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Skipped: it will not be sent.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("link", { name: "Sent and skipped" }).click();
  const done = page.getByTestId("scheduled-mails").locator("tr", { hasText: name }).filter({ hasText: booked.no });
  await expect(done).toContainText("Skipped");
});
