// Shared steps of the browser tests: hydration, login, the shared admin session, axe, mails.
import AxeBuilder from "@axe-core/playwright";
import { expect, request as apiRequest, test, type BrowserContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/**
 * The administrator's logged-in browser state, made once per run by global-setup.ts; tests that
 * only need to be logged in as admin start from it (`test.use({ storageState: ADMIN_STATE })`).
 * It lives in the e2e server's data folder: the session is valid for that database only.
 */
export const ADMIN_STATE = ".e2e-data/admin-state.json";

/** API writes made with the browser's session cookie must say they come from this site (CSRF). */
export const SAME_ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

/**
 * Picks the interface language of a browser context (the cookie outranks the user's saved one).
 * A host-only cookie like the server's own, so it replaces that one instead of joining it.
 */
export async function setLanguage(context: BrowserContext, lang: "en" | "de") {
  await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: test.info().project.use.baseURL! }]);
}

/** Waits until React has hydrated: clicks before that are lost. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Pages written as HTML by a route handler, without React (the booking widget): nothing
 * hydrates there, they are live once loaded.
 */
export const serverBuilt = (path: string) => path.startsWith("/widget/");

/**
 * axe-core over the page in hand (WCAG 2.1 A/AA and best practice): its serious and critical
 * findings, each a line naming `where` and the offending elements (a11y.spec.ts, pages.spec.ts).
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    // only the violations are read: axe then keeps one node of the other result types instead of all
    .options({ resultTypes: ["violations"] });
  // A page without frames is checked by axe.run in the page itself. The default run exists for
  // frames (a partial run in each, merged in a blank page it opens per check) and, on a page
  // without any, finds the same (compared page by page) in a third to a fifth of the time: most
  // of it is the extra page with its own renderer and its own copy of axe.
  if (page.frames().length === 1) axe.setLegacyMode();
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
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

/** A request context of a guest: no session (the test's own storage state would be the admin's). */
export const anonymous = (baseURL: string, headers: Record<string, string> = {}) =>
  apiRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: headers });

/** A day as YYYY-MM-DD in the machine's time zone. */
export const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The demo resort behind the coral-bay widget (the specs' stays are there). */
export async function coralBayResortId(page: Page): Promise<number> {
  const widgets = (await (await page.request.get("/api/widgets?size=100")).json()).data as {
    slug: string;
    resortId: number | null;
  }[];
  return widgets.find((w) => w.slug === "coral-bay")!.resortId!;
}

/** A resort stay in one room, made through the staff API as the wizard makes it (201 expected). */
export async function bookResortStay<T = { id: number }>(
  page: Page,
  s: {
    resortId: number;
    roomId: number;
    from: string;
    to: string;
    customerId: number;
    guests?: number[];
    state?: "confirmed";
    language?: string;
  },
): Promise<T> {
  const res = await page.request.post("/api/bookings", {
    headers: SAME_ORIGIN,
    data: {
      type: "resort",
      resortId: s.resortId,
      dateFrom: s.from,
      dateTo: s.to,
      customerId: s.customerId,
      state: s.state,
      language: s.language,
      rooms: [{ roomId: s.roomId, guests: s.guests ?? [] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A guest's booking as created; unpaid, an online booking is a reservation: its number is the reservation's (`no`). */
export type GuestBooked = {
  id: number;
  bookingNo: string | null;
  reservationNo: string | null;
  no: string;
  total: string;
  token: string;
};

/**
 * A stay of three nights (they fit every demo stay rule) a guest books through the public API at
 * the demo resort behind the coral-bay widget, `daysAhead` days from today (far out and apart from
 * the other specs' stays), for a double room in the guest's name; `headers` of the guest's requests.
 */
export async function guestBooking(
  page: Page,
  baseURL: string,
  o: { daysAhead: number; firstName: string; lastName: string; headers?: Record<string, string> },
): Promise<GuestBooked> {
  const resortId = await coralBayResortId(page);
  const guest = await anonymous(baseURL, o.headers);
  const types = (await (await guest.get(`/api/book/roomTypes?resortId=${resortId}`)).json()) as {
    id: number;
    maxNoOfPax: number;
  }[];
  const from = new Date(Date.now() + o.daysAhead * 86400_000);
  const name = { firstName: o.firstName, lastName: o.lastName };
  // a browser's write carries its Origin (the CSRF check)
  const res = await guest.post("/api/book/booking/create", {
    headers: SAME_ORIGIN,
    data: {
      type: "resort",
      resortId,
      dateFrom: iso(from),
      dateTo: iso(new Date(from.getTime() + 3 * 86400_000)),
      rooms: [{ roomTypeId: types.find((t) => t.maxNoOfPax >= 2)!.id, guests: [name] }],
      contact: { ...name, email: `${o.firstName.toLowerCase()}-${Date.now()}@example.com` },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booked = (await res.json()) as GuestBooked;
  booked.no = booked.bookingNo ?? booked.reservationNo!;
  await guest.dispose();
  return booked;
}
