// Who may go where: forbidden pages, the club login, password reset, the language switch.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, DEMO_PASSWORD, hydrated, lastMailTo, login, SAME_ORIGIN } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

test("a staff user without users.read is sent back with FORBIDDEN", async ({ page }) => {
  await login(page, "staff@demo.test");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("notice")).toHaveAttribute("data-notice", "FORBIDDEN");
  // the staff account's saved language is German
  await expect(page.getByTestId("notice")).toContainText("Sie dürfen diese Seite nicht öffnen.");
  // the notice is shown in the error colour
  await expect(page.getByTestId("notice")).toHaveClass(/bg-error/);
});

test("club members log in at /club/login and log out back to it", async ({ page }) => {
  await login(page, "club@demo.test", { club: true });
  await expect(page).toHaveURL(/\/club\/dashboard$/);
  await expect(page.getByTestId("member-card")).toContainText("Jonas Becker");
  await hydrated(page);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/club\/login$/);
  await page.goto("/club/dashboard");
  await expect(page).toHaveURL(/\/club\/login\?/);
  await expect(page.getByTestId("notice")).toHaveAttribute("data-notice", "UNAUTHORIZED");
});

test("a staff account is refused at the club login", async ({ page }) => {
  await login(page, "staff@demo.test", { club: true });
  await expect(page.getByRole("alert").first()).toContainText("E-mail or password is wrong.");
});

test("password reset: request mode mails a link, save mode sets the new password and logs in", async ({
  page,
  browser,
}) => {
  // an account of its own: saving a new password ends the account's other sessions, and a demo
  // account's sessions belong to the tests running beside this one
  const email = `reset-${Date.now().toString(36)}@example.test`;
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: ADMIN_STATE });
  const created = await admin.request.post("/api/users", {
    headers: SAME_ORIGIN,
    data: { name: "Rita Reset", email, password: DEMO_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  await page.goto("/password/reset");
  await hydrated(page);
  await expect(page.getByTestId("reset-request")).toBeVisible();
  await expect(page.locator("#token")).toHaveCount(0);
  // validation in the spec's words, Enter submits
  await page.locator("#email").fill("not-an-address");
  await page.locator("#email").press("Enter");
  await expect(page.getByText("E-mail must be valid")).toBeVisible();
  await page.locator("#email").fill(email);
  await page.locator("#email").press("Enter");
  await expect(page.getByRole("status")).toHaveText("password change requested, please check your emails.");

  const mail = await lastMailTo(email);
  const link = /(http:\/\/\S+\/password\/reset\?token=\S+)/.exec(mail)![1];
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByTestId("reset-save")).toBeVisible();
  // token and e-mail come prefilled from the address
  await expect(page.locator("#email")).toHaveValue(email);
  await expect(page.locator("#token")).not.toHaveValue("");
  await page.locator("#password").fill("abcd");
  await page.locator("#passwordRepeat").fill("abcx");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Password must be longer than 4 characters")).toBeVisible();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  // the reveal toggle shows the typed password
  await page.locator("#password").fill("brand-new-1");
  await page.getByTestId("reveal-password").click();
  await expect(page.locator("#password")).toHaveAttribute("type", "text");
  await page.locator("#passwordRepeat").fill("brand-new-1");
  await page.locator("#passwordRepeat").press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Hello Rita Reset" })).toBeVisible();
});

test("the club reset screen hides the token field", async ({ page }) => {
  await page.goto("/club/password/reset?token=abc&email=club%40demo.test");
  await hydrated(page);
  await expect(page.getByTestId("reset-save")).toBeVisible();
  await expect(page.locator("#token")).toHaveCount(0);
  await expect(page.locator("#email")).toHaveValue("club@demo.test");
});

test.describe("as the administrator", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a logged-in user opening the reset screen is sent away", async ({ page }) => {
    await page.goto("/password/reset");
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the language switch changes the interface and is kept for the user", async ({ page, context }) => {
  await login(page, "agency@demo.test");
  await expect(page.getByRole("heading", { name: "Hallo Petra Deep Blue" })).toBeVisible();
  await hydrated(page);
  await page.getByTestId("language-switch").selectOption("en");
  await expect(page.getByRole("heading", { name: "Hello Petra Deep Blue" })).toBeVisible();
  // a fresh browser without the cookie gets the saved language after login
  await context.clearCookies();
  await login(page, "agency@demo.test");
  await expect(page.getByRole("heading", { name: "Hello Petra Deep Blue" })).toBeVisible();
  const cookies = await context.cookies();
  const lang = cookies.find((c) => c.name === "NEXT_LOCALE")!;
  expect(lang.value).toBe("en");
  expect(lang.expires * 1000 - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);
});
