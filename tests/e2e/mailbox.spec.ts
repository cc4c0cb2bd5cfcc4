// Reading a mail in /mail (issue 41, item 6): a mail account whose IMAP server is a real Dovecot
// started by the test (tests/helpers/mail-servers.ts) holds a guest's HTML mail with a script in
// it. On a 390 px phone the inbox shows its unread count, the mail opens across the whole width,
// its HTML shows in a sandboxed frame without the script, and it is deleted again; in German too.
import { expect, test } from "@playwright/test";
import { imapAccount, rawMail, startDovecot, type Dovecot } from "../helpers/mail-servers";
import { ADMIN_STATE, SAME_ORIGIN, axeFindings, hydrated, setLanguage } from "./helpers";

let imap: Dovecot;
let accountId: number;

test.use({
  locale: "en-US",
  extraHTTPHeaders: { "accept-language": "en" },
  storageState: ADMIN_STATE,
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, baseURL }) => {
  imap = await startDovecot();
  await imap.append(
    "INBOX",
    rawMail({
      from: "Anna Guest <anna@example.com>",
      to: "frontdesk@harbour.test",
      subject: "Late arrival",
      text: "We arrive at 11 pm.",
      html: '<p>We arrive at <b>11 pm</b>.</p><script>document.title="owned"</script><img src="x" onerror="document.title=\'owned\'">',
    }),
  );
  const api = await playwright.request.newContext({
    baseURL,
    storageState: ADMIN_STATE,
    extraHTTPHeaders: SAME_ORIGIN,
  });
  const made = await api.post("/api/mailaccount", { data: imapAccount(imap, "Front desk inbox") });
  expect(made.status(), await made.text()).toBe(201);
  accountId = (await made.json()).id;
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({
    baseURL,
    storageState: ADMIN_STATE,
    extraHTTPHeaders: SAME_ORIGIN,
  });
  if (accountId) await api.delete(`/api/mailaccount/${accountId}`);
  await api.dispose();
  await imap?.stop();
});

test("a guest's mail is read on a phone, its HTML without the script, and deleted", async ({ page, context }) => {
  test.setTimeout(90_000);
  await setLanguage(context, "en");
  await page.goto(`/mail?account=${accountId}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  const inbox = page.getByTestId("mail-folders").getByRole("link", { name: /Inbox/ });
  await expect(inbox).toContainText("1");
  const row = page.getByTestId("mail-list").getByRole("link", { name: /Late arrival/ });
  await expect(row).toContainText("Anna Guest");
  await row.click();

  const reader = page.getByTestId("mail-reader");
  await expect(reader.getByRole("heading", { name: "Late arrival" })).toBeVisible();
  await expect(reader).toContainText("anna@example.com");
  // the list gives the phone's width to the mail
  await expect(page.getByTestId("mail-list")).toBeHidden();
  const frame = page.frameLocator('[data-testid="mail-html"]');
  await expect(frame.locator("b")).toHaveText("11 pm");
  await expect(frame.locator("script")).toHaveCount(0);
  expect(await frame.locator("img").getAttribute("onerror")).toBeNull();
  await expect(page.getByTestId("mail-html")).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  expect(await page.title()).not.toBe("owned");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // read: no unread count any more
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByTestId("mail-list")).toBeVisible();
  expect(await axeFindings(page, "/mail")).toEqual([]);
  await expect(page.getByTestId("mail-folders").getByRole("link", { name: "Inbox" })).toHaveText("Inbox");

  await setLanguage(context, "de");
  await page.goto(`/mail?account=${accountId}`);
  await hydrated(page);
  await expect(page.getByTestId("mail-folders").getByRole("link", { name: "Posteingang" })).toBeVisible();
  await page
    .getByTestId("mail-list")
    .getByRole("link", { name: /Late arrival/ })
    .click();
  await expect(page.getByTestId("mail-reader").getByText("Von")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Keine E-Mails in diesem Ordner.")).toBeVisible();
});

test("the mail accounts are kept on their own settings pages", async ({ page, context }) => {
  await setLanguage(context, "en");
  await page.goto("/config/mailaccounts");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mail accounts" })).toBeVisible();
  await expect(page.getByText("reservations@harbour.example")).toBeVisible();
  await page.goto(`/config/mailaccounts/${accountId}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Front desk inbox" })).toBeVisible();
  await expect(page.getByLabel("IMAP server")).toHaveValue("127.0.0.1");
  // the password is kept, never shown
  await expect(page.getByLabel("IMAP password")).toHaveValue("");
  expect(await axeFindings(page, "/config/mailaccounts/{id}")).toEqual([]);
});
