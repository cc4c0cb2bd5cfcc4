// The mail queue and a departure's mail (issue 41, items 3 and 4): staff mail the guests of a
// departure from a template in its "Mail the guests" dialog, one mail per guest, and find them sent
// in /config/mailqueue; with the vessel's mail account pointing at a server that refuses, the
// queue shows the refused mail with the mail server's answer, attempts and next attempt, and
// "Retry now" tries it again. /config/mail shows the mails per day with their numbers.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE, SAME_ORIGIN, axeFindings, hydrated, lastMailTo, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ mode: "serial" });

type Departure = { id: number; vesselId: number; emails: string[] };
let departure: Departure;
let templateId: number;
const stamp = Date.now().toString(36);

/** A departure with at least two guests who have an e-mail address. */
async function departureWithGuests(page: Page): Promise<Departure> {
  const list = (await (await page.request.get("/api/schedules?size=100")).json()) as { data: { id: number }[] };
  for (const s of list.data) {
    const res = await page.request.get(`/api/schedules/customers?id=${s.id}`);
    if (!res.ok()) continue;
    const emails = [
      ...new Set(((await res.json()) as { email: string | null }[]).flatMap((g) => (g.email ? [g.email] : []))),
    ];
    if (emails.length < 2) continue;
    const info = (await (await page.request.get(`/api/schedules/info?id=${s.id}`)).json()) as {
      schedule: { vessel: { id: number } };
    };
    return { id: s.id, vesselId: info.schedule.vessel.id, emails };
  }
  throw new Error("no departure with guests");
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: ADMIN_STATE });
  departure = await departureWithGuests(page);
  const created = await page.request.post("/api/mail/template", {
    headers: SAME_ORIGIN,
    data: {
      name: `Boarding ${stamp}`,
      category: "Information",
      content: {
        de: { subject: `Einschiffung ${stamp} {{booking.number}}`, html: "<p>Hallo {{customer.firstName}}</p>" },
        en: { subject: `Boarding ${stamp} {{booking.number}}`, html: "<p>Hello {{customer.firstName}}</p>" },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  templateId = (await created.json()).id;
  await page.close();
});

test("staff mail a departure's guests from a template and find the mails sent in the queue", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await setLanguage(context, "en");
  await page.goto(`/schedule/${departure.id}`);
  await hydrated(page);
  await page.getByTestId("schedule-mail").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("schedule-mail-template").selectOption(String(templateId));
  // a template needs no text of one's own
  await expect(dialog.getByLabel("Subject")).toHaveCount(0);
  await dialog.getByTestId("schedule-mail-send").click();
  await expect(dialog.getByText(/\d+ mails queued/)).toBeVisible();
  const queued = Number((await dialog.getByText(/\d+ mails queued/).textContent())!.match(/\d+/)![0]);
  expect(queued).toBeGreaterThanOrEqual(departure.emails.length);
  // each guest got their own
  for (const to of departure.emails.slice(0, 2)) expect(await lastMailTo(to)).toContain(stamp);

  // sent before: the dialog says so, "send again" sends it again
  await dialog.getByTestId("schedule-mail-send").click();
  await expect(dialog.getByText(/mailed to the departure's guests before/)).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(`/config/mailqueue?search=${stamp}`);
  await hydrated(page);
  const rows = page.locator("tbody tr").filter({ hasText: stamp });
  await expect(rows).toHaveCount(queued);
  await expect(rows.first()).toContainText("Sent");
  expect(await axeFindings(page, "/config/mailqueue")).toEqual([]);
});

test("the queue shows a mail the server refused with its answer, and retries it", async ({ page, context }) => {
  test.setTimeout(60_000);
  await setLanguage(context, "en");
  // the vessel's own account: a server where nothing listens
  const account = await page.request.post("/api/mailaccount", {
    headers: SAME_ORIGIN,
    data: {
      name: `Refusing ${stamp}`,
      email: "refusing@harbour.test",
      vesselId: departure.vesselId,
      smtpHost: "127.0.0.1",
      smtpPort: 9,
      smtpSecurity: "none",
      smtpUser: "refusing",
      smtpPassword: "refusing",
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const accountId = (await account.json()).id;
  try {
    const sent = await page.request.post(`/api/schedules/${departure.id}/sendMail`, {
      headers: SAME_ORIGIN,
      data: { templateId, to: "customers", force: true },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto(`/config/mailqueue?search=${stamp}&filter%5Bstatus%5D=queued`);
    await hydrated(page);
    const row = page.locator("tbody tr").filter({ hasText: stamp }).first();
    await expect(row).toContainText("Queued");
    await expect(row).toContainText(/ECONNREFUSED|connect/);
    await row.getByTestId("row-open").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("mail-answer")).toContainText(/ECONNREFUSED|connect/);
    await expect(dialog.getByTestId("mail-facts")).toContainText("Attempts");
    await dialog.getByTestId("mail-retry").click();
    await expect(page.getByText("The mail is being sent again.")).toBeVisible();
    // tried again and refused again: two attempts now
    await expect(page.locator("tbody tr").filter({ hasText: stamp }).first().locator("td").nth(4)).toHaveText("2");
  } finally {
    await page.request.delete(`/api/mailaccount/${accountId}`, { headers: SAME_ORIGIN });
  }

  await page.goto("/config/mail");
  await hydrated(page);
  await expect(page.getByTestId("mail-statistics").getByTestId("figure-chart")).toBeVisible();
  const today = page.getByTestId("mail-statistics-table").locator("tbody tr").first();
  await expect(today).toBeVisible();
  expect(await axeFindings(page, "/config/mail")).toEqual([]);
});
