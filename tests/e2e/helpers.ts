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

/** The newest mail the e2e server wrote to DATA_DIR/mail for `to` (no SMTP_URL in e2e). */
export async function lastMailTo(to: string): Promise<string> {
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = ".e2e-data/mail";
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => f.name)
      .sort()
      .reverse();
    for (const f of files) {
      const raw = readFileSync(`${dir}/${f}`, "utf8");
      if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
