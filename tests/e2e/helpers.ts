import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/** Waits until React has hydrated: clicks before that are lost. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export async function login(page: Page, email: string, { club = false } = {}) {
  await page.goto(club ? "/club/login" : "/login");
  await hydrated(page);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /log in|anmelden/i }).click();
}
