// The booking page sends its texts in parts (issue 43, page weight): its layout those of the page
// around the tabs, each tab's panel its own when it is rendered (lib/i18n/booking-tab-messages.ts).
// The lists must be what those parts' client components read, or a tab shows a key instead of its
// text (the browser tests throw on a missing text) or carries texts it never shows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOKING_PAGE_MESSAGES, BOOKING_TAB_MESSAGES } from "@/lib/i18n/booking-tab-messages";
import { LAYOUT_MESSAGES } from "@/lib/i18n/client-messages";
import { mergeMessages, within } from "@/lib/i18n/pick";
import { BOOKING_TABS } from "@/lib/page/bookings";
import { clientMessagePaths, resolveImport } from "@/scripts/client-messages";

/** the client components each part of the page renders (components/booking/booking-detail.tsx, its page) */
const PAGE_FILES = [
  "components/ui/tab-panels.tsx",
  "components/ui/card.tsx",
  "components/guest-form/booking-guest-forms.tsx",
];
const TAB_FILES: Record<keyof typeof BOOKING_TAB_MESSAGES, string[]> = {
  overview: ["components/booking/booking-actions.tsx", "components/booking/fact-change.tsx"],
  rooms: [
    "components/booking/room-editor.tsx",
    "components/booking/booking-actions.tsx",
    "components/booking/add-room.tsx",
  ],
  price: ["components/booking/calculation-panel.tsx"],
  payments: ["components/booking/money-panel.tsx", "components/booking/pay-link-button.tsx"],
  documents: [
    "components/booking/document-upload.tsx",
    "components/booking/booking-papers.tsx",
    "components/booking/booking-references.tsx",
  ],
  history: [],
  mails: ["components/mail/booking-mails.tsx"],
};
const DETAIL = "components/booking/booking-detail.tsx";
const reads = (files: string[]) => [...clientMessagePaths(files).keys()];

describe("the booking page's texts, by tab", () => {
  it("are what the client components of the page and of each tab read", () => {
    expect(Object.keys(BOOKING_TAB_MESSAGES).sort()).toEqual([...BOOKING_TABS].sort());
    expect(BOOKING_PAGE_MESSAGES).toEqual(reads(PAGE_FILES));
    for (const tab of BOOKING_TABS) expect(BOOKING_TAB_MESSAGES[tab], tab).toEqual(reads(TAB_FILES[tab]));
  });

  it("name every component the booking page imports, so together they are what the page reads", () => {
    // each module booking-detail.tsx imports (not types) that reads texts belongs to a part
    const source = readFileSync(DETAIL, "utf8");
    const imported = [...source.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gm)]
      .map((m) => resolveImport(`${process.cwd()}/${DETAIL}`, m[1]))
      .filter((f): f is string => !!f)
      .map((f) => f.slice(process.cwd().length + 1))
      .filter((f) => reads([f]).length > 0);
    const named = new Set([...PAGE_FILES, ...Object.values(TAB_FILES).flat()]);
    expect(imported.filter((f) => !named.has(f))).toEqual([]);
    // nothing the folder's list names is left out of every part
    const parts = [...BOOKING_PAGE_MESSAGES, ...Object.values(BOOKING_TAB_MESSAGES).flat()];
    expect(LAYOUT_MESSAGES["booking/[id]"].filter((p) => !parts.some((q) => within(p, q)))).toEqual([]);
  });

  it("a tab's texts are added to the page's, a namespace in both merged", () => {
    const page = { common: { save: "Save" }, bookingPages: { detail: { a: "A" } } };
    const before = structuredClone(page);
    expect(mergeMessages(page, { bookingPages: { money: { b: "B" } }, invoices: { c: "C" } })).toEqual({
      common: { save: "Save" },
      bookingPages: { detail: { a: "A" }, money: { b: "B" } },
      invoices: { c: "C" },
    });
    expect(page).toEqual(before);
  });
});
