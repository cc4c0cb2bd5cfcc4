// The shell's form behaviour an operator depends on: required fields marked before submit, a
// refused submit focuses the error summary, a saved form confirms with an announced toast,
// Cancel goes back to where the user came from, an edit form's password field is optional.
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test.use({ as: "admin@demo.test" });

test("a refused submit focuses the summary; a saved one confirms with a toast; Cancel goes back", async ({ page }) => {
  await page.goto("/customer/create");
  await hydrated(page);
  await page.locator("#field-email").fill("not an address");
  await page.getByTestId("form-save").click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAttribute("role", "alert");
  await expect(summary).toContainText("The form was not saved");
  await expect(summary.getByRole("link", { name: "E-mail" })).toBeVisible();
  await expect(summary).toBeInViewport();
  // the summary's link leads to its field
  await summary.getByRole("link", { name: "E-mail" }).click();
  await expect(page.locator("#field-email")).toBeFocused();

  await page.locator("#field-lastName").fill("Toastmann");
  await page.locator("#field-email").fill("toast@example.test");
  await page.getByTestId("form-save").click();
  await expect(page).toHaveURL(/\/customer\/view\/\d+$/);
  // the toast sits in a live region that was in the page before it appeared
  const toasts = page.getByTestId("toasts");
  await expect(toasts).toHaveAttribute("aria-live", "polite");
  await expect(toasts.getByTestId("toast")).toHaveText("Saved.");
  const view = page.url();

  // edit, then Cancel: back on the detail page the user came from, nothing saved
  await hydrated(page);
  await page.getByTestId("edit-customer").click();
  await expect(page).toHaveURL(/\/customer\/\d+$/);
  await hydrated(page);
  await page.locator("#field-lastName").fill("Changed");
  await page.getByTestId("form-cancel").click();
  await expect(page).toHaveURL(view);
  await expect(page.getByRole("heading", { name: "Toastmann" })).toBeVisible();
});

test("required fields are marked before submit; a user's password is optional when editing", async ({ page }) => {
  await page.goto("/users/create");
  await expect(page.getByTestId("required-note")).toBeVisible();
  await expect(page.locator("#field-email")).toHaveAttribute("aria-required", "true");
  await expect(page.locator("label[for=field-email] [data-required-mark]")).toBeVisible();
  await expect(page.locator("#field-password")).toHaveAttribute("aria-required", "true");

  await page.goto("/users/1");
  await hydrated(page);
  const password = page.locator("#field-password");
  await expect(password).not.toHaveAttribute("aria-required", "true");
  await expect(page.locator("label[for=field-password]")).toContainText("optional");
});
