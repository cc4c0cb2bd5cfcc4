// A home for each role and only the actions a role may use: what an agency user, a customer, a
// club member and staff see after logging in, and the module switch page.
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test.describe("agency user", () => {
  test.use({ as: "agency@demo.test" });
  test("lands on their agency with bookings, customers, credits and profile", async ({ page }) => {
    await page.goto("/");
    const home = page.getByTestId("agency-home");
    await expect(home.getByTestId("agency-name")).toContainText("Deep Blue");
    for (const part of ["agency-bookings", "agency-customers", "agency-credits", "agency-profile"])
      await expect(home.getByTestId(part)).toBeVisible();
    await expect(home.getByTestId("agency-bookings").locator("tbody tr").first()).toBeVisible();
    await expect(home.getByTestId("agency-profile-link")).toHaveAttribute("href", /^\/agency\/\d+$/);
    // notifications are for staff: no bell
    await expect(page.getByTestId("notification-bell")).toHaveCount(0);
    // a staff page sends them home, saying why
    await page.goto("/config/booking");
    await expect(page).toHaveURL(/\/\?notice=FORBIDDEN$/);
    await expect(page.getByTestId("notice")).toHaveAttribute("data-notice", "FORBIDDEN");
  });
});

test.describe("customer", () => {
  test.use({ as: "customer@demo.test" });
  test("lands on their own data, password change and bookings; no '+ New' on the customer list", async ({ page }) => {
    await page.goto("/");
    const home = page.getByTestId("customer-home");
    await expect(home.getByTestId("customer-profile")).toBeVisible();
    await expect(home.getByTestId("password-form")).toBeVisible();
    await expect(home.getByTestId("customer-bookings")).toBeVisible();
    await expect(page.getByTestId("notification-bell")).toHaveCount(0);

    await page.goto("/customer/list");
    await expect(page.getByTestId("table-customers")).toBeVisible();
    await expect(page.getByTestId("create-link")).toHaveCount(0);
    await expect(page.getByTestId("create-link-empty")).toHaveCount(0);
    await expect(page.getByText("+ New")).toHaveCount(0);
    // nor does the drawer offer creating one
    await expect(page.getByTestId("drawer").locator('a[href="/customer/create"]')).toHaveCount(0);
  });
});

test.describe("club member", () => {
  test.use({ as: "club@demo.test" });
  test("lands on a dashboard whose card shows real trips", async ({ page }) => {
    await page.goto("/club/dashboard");
    await expect(page.getByTestId("member-card")).toContainText("Jonas Becker");
    await expect(page.getByTestId("member-card-trips")).not.toContainText(/\b0 trips\b/);
    await expect(page.getByTestId("member-card-trips")).toContainText(/\d+ trips?/);
    await expect(page.getByTestId("notification-bell")).toHaveCount(0);
  });
});

test.describe("administrator", () => {
  test.use({ as: "admin@demo.test" });

  test("the dashboard's figures link to what they count; the admin gets '+ New'", async ({ page }) => {
    await page.goto("/");
    const tiles = page.locator('a[data-testid^="tile-"]');
    expect(await tiles.count()).toBeGreaterThan(0);
    await hydrated(page);
    await tiles.first().click();
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto("/customer/list");
    await expect(page.getByTestId("create-link")).toHaveAttribute("href", "/customer/create");
    // creating sits under its list in the drawer, not as an entry of its own
    const create = page.getByTestId("drawer-create-/customer/create");
    await expect(create).toBeVisible();
  });

  test("the module switch page says which modules have no screens yet", async ({ page }) => {
    await page.goto("/config/modules");
    await expect(page.getByTestId("modules-without-screens")).not.toBeEmpty();
  });

  test("menus and dialogs work with the keyboard", async ({ page }) => {
    await page.goto("/customer/list");
    await hydrated(page);
    // the user menu: its name includes the visible name; Enter opens, arrows move, Escape closes
    const userMenu = page.getByTestId("user-menu");
    await expect(userMenu).toHaveAccessibleName(/^Anna Admin/);
    await userMenu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("user-menu-content")).toBeVisible();
    const entries = page.getByTestId("user-menu-content").getByRole("menuitem");
    await expect(entries.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(entries.nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("user-menu-content")).toHaveCount(0);
    await expect(userMenu).toBeFocused();

    // the Columns menu: arrows open and move, Space toggles, Escape closes back to its button
    const columns = page.getByTestId("columns-menu");
    await columns.focus();
    await page.keyboard.press("ArrowDown");
    const items = page.getByTestId("columns-menu-content").getByRole("menuitemcheckbox");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("columns-menu-content")).toHaveCount(0);
    await expect(columns).toBeFocused();

    // a dialog: dims the page, has a close button and Cancel, Escape returns the focus to its opener
    const opener = page.getByTestId("save-filter");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("dialog-overlay")).toBeVisible();
    await expect(dialog.getByTestId("dialog-close")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
