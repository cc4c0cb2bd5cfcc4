// Every page of the route table renders for the administrator without an error, in both
// languages: a smoke test over the whole staff area.
import { expect, test } from "@playwright/test";
import { ROUTES } from "../../lib/access/routes";
import { login } from "./helpers";

// demo records the detail pages can show (the demo has no media: that page must say 404)
const SAMPLE: Record<string, string> = { id: "1", type: "general", tab: "trips" };
const EXPECTED: Record<string, number> = { "/media/1": 404 };
const skip = (path: string) =>
  path.startsWith("/jump") ||
  path.startsWith("/club/") ||
  path === "/login" ||
  path.includes("verify") ||
  path.includes("reset") ||
  path.includes("filter");

const pages = ROUTES.filter((r) => r.page && !skip(r.path)).map((r) =>
  r.path.replace(/\{(\w+)\}/g, (_, k) => SAMPLE[k] ?? "1"),
);

for (const lang of ["en", "de"] as const) {
  test(`every page renders for the admin (${lang})`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: "http://localhost:3100" }]);
    await login(page, "admin@demo.test");
    await expect(page).toHaveURL(/\/$/);
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`${page.url()}: ${e.message}`));
    for (const path of pages) {
      const res = await page.goto(path);
      const status = res?.status() ?? 0;
      if (status !== (EXPECTED[path] ?? 200)) problems.push(`${path}: HTTP ${status}`);
      if (await page.getByText(/Application error|Something went wrong|Etwas ist schiefgelaufen/).count())
        problems.push(`${path}: error page`);
      if (status === 200) await expect(page.locator("h1").first(), path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
