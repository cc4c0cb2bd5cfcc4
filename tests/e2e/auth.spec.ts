// Logging in and out of the staff area, and a wrong password.
import { expect, test } from "@playwright/test";
import { hydrated, login } from "./helpers";

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

test("a guest is sent to the login with the UNAUTHORIZED notice", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("notice")).toHaveAttribute("data-notice", "UNAUTHORIZED");
  await expect(page.getByTestId("notice")).toContainText("Please log in");
});

test("staff logs in, sees the drawer, and logs out to /login", async ({ page }) => {
  await login(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Hello Anna Admin" })).toBeVisible();
  await expect(page.getByTestId("drawer")).toBeVisible();
  await hydrated(page);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login$/);
  // the session is gone: home sends us back to the login
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel(/e-?mail/i).fill("staff@demo.test");
  await page.locator("#password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").first()).toContainText("E-mail or password is wrong.");
});
