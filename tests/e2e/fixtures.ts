// Logged-in browser sessions shared by the tests of a worker: each demo account logs in once
// (through the login form, as a user would) and later tests start with its cookies, in the
// language they ask for. Tests that log out must log in themselves (helpers.login).
import { test as base, type Browser, type BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { ADMIN_STATE, login } from "./helpers";

type State = Awaited<ReturnType<BrowserContext["storageState"]>>;
export type Lang = "en" | "de";

const sessions = new Map<string, Promise<State>>();

async function logIn(browser: Browser, baseURL: string, email: string): Promise<State> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const club = email.startsWith("club@");
  await login(page, email, { club });
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  const state = await context.storageState();
  await context.close();
  return state;
}

export const test = base.extend<{ as: string | null; lang: Lang }>({
  as: [null, { option: true }],
  lang: ["en", { option: true }],
  locale: async ({ lang }, use) => use(lang === "de" ? "de-DE" : "en-US"),
  extraHTTPHeaders: async ({ lang }, use) => use({ "accept-language": lang }),
  // logging in once may take a while on a busy machine: not counted against the test
  storageState: [
    async ({ as, lang, browser, baseURL }, use) => {
      const language = { name: "NEXT_LOCALE", value: lang, domain: "localhost", path: "/" };
      const cookie = { ...language, expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const };
      if (!as) return use({ cookies: [cookie], origins: [] });
      // the administrator's session is made once per run by global-setup.ts
      if (!sessions.has(as))
        sessions.set(
          as,
          as === "admin@demo.test"
            ? Promise.resolve(JSON.parse(readFileSync(ADMIN_STATE, "utf8")) as State)
            : logIn(browser, baseURL!, as),
        );
      const state = await sessions.get(as)!;
      // the account's saved language is replaced by the one the test asks for
      await use({ ...state, cookies: [...state.cookies.filter((c) => c.name !== "NEXT_LOCALE"), cookie] });
    },
    { scope: "test", timeout: 60_000 },
  ],
});

export { expect } from "@playwright/test";
