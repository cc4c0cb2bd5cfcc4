// Forms (issue 40, item 4): the administrator defines a form with a few field types in /formdef
// and makes its public link; a guest fills it on a 390 px phone in German (a required field left
// out is named first), sends it; staff see the answers in /form. A wrong token is "not found".
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, axeFindings, hydrated, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

test("a form is defined, filled on a phone and its answers read in /form", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await setLanguage(context, "en");
  const name = `Arrival check ${Date.now().toString(36)}`;

  // define: a heading, a required short answer, a single choice with options, stars
  await page.goto("/formdef?id=new");
  await hydrated(page);
  await page.locator("#formdef-name").fill(name);
  const add = async (type: string) => {
    await page.getByLabel("Type of the new field").selectOption({ label: type });
    await page.getByTestId("formdef-add").click();
  };
  await add("Heading");
  await add("Short answer");
  await add("Single choice");
  await add("Stars");
  const fields = page.getByTestId("formdef-field");
  await expect(fields).toHaveCount(4);
  await fields.nth(0).getByLabel("Heading").fill("Welcome aboard");
  await fields.nth(1).getByLabel("Question or label").fill("Your name");
  await fields.nth(1).getByLabel("Required").check();
  await fields.nth(2).getByLabel("Question or label").fill("Certification");
  await fields.nth(2).getByLabel("Options").fill("Open Water\nAdvanced");
  await fields.nth(3).getByLabel("Question or label").fill("How was the trip?");
  // the stars come before the choice: moved up once
  await fields.nth(3).getByRole("button", { name: "Move field 4 up" }).click();
  await expect(fields.nth(2)).toHaveAttribute("aria-label", "3. Stars");
  expect(await axeFindings(page, "/formdef editor")).toEqual([]);
  await page.getByTestId("formdef-save").click();
  await expect(page).toHaveURL(/\/formdef\?id=\d+$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // the public link
  await page.getByTestId("form-send-button").click();
  const link = await page.getByTestId("form-link").inputValue();
  expect(link).toMatch(/\/forms\/\d+\/[\w-]{51,}$/);

  // a guest on a phone, in German
  const guest = await browser.newContext({ storageState: undefined, viewport: { width: 390, height: 844 } });
  await setLanguage(guest, "de");
  const phone = await guest.newPage();
  const wrong = await phone.goto(link.replace(/.{4}$/, "AAAA"));
  expect(wrong?.status()).toBe(404);
  await phone.goto(link);
  await hydrated(phone);
  await expect(phone.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();
  expect(await axeFindings(phone, "public form")).toEqual([]);
  // nothing wider than the phone
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole("radio", { name: "Advanced" }).check();
  await phone.getByTestId("form-submit").click();
  const summary = phone.getByTestId("error-summary");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Your name");
  await expect(phone.locator("#field-questionShort1-error")).toHaveText("Dieses Feld ist erforderlich");
  await phone.getByLabel("Your name").fill("Mara Reef");
  await phone.getByRole("radio", { name: "4 von 5 Sternen" }).check({ force: true });
  await phone.getByTestId("form-submit").click();
  await expect(phone.getByTestId("form-saved")).toContainText("Ihre Antworten wurden gespeichert");
  await guest.close();

  // staff read the answers
  await page.goto("/form");
  await hydrated(page);
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(/\/form\?view=\d+/);
  const answers = page.getByTestId("form-answers");
  await expect(answers).toContainText("Mara Reef");
  await expect(answers).toContainText("Advanced");
  await expect(answers).toContainText("4/5");
  expect(await axeFindings(page, "/form with answers")).toEqual([]);
});
