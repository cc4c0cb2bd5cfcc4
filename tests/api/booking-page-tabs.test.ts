// The booking page renders one tab at a time (issue 43: its first byte and HTML), so its loader
// reads what that tab shows and nothing of the others: the overview neither prices the booking
// nor reads its versions, the price tab reads no history, the history no invoices. Each tab is held
// to the statements it sends (counts are deterministic, unlike timings), well under what the page
// sent when it rendered all seven tabs at once.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createResource } from "@/app/api/[resource]/route";
import type { Principal } from "@/lib/auth/principal";
import { db, recordStatements } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { withReferenceRequest } from "@/lib/core/reference-cache";
import { loadBookingCalculation } from "@/lib/page/booking-calculation";
import { loadBookingTab } from "@/lib/page/booking-page";
import {
  BOOKING_TABS,
  bookingTab,
  loadBookingFactChoices,
  loadBookingPage,
  type BookingTab,
} from "@/lib/page/bookings";
import { loadBookingMailHistory } from "@/lib/page/mail";
import { seedCustomer } from "@/prisma/seed/factories";
import { seedPricedResort, STAFF_SCOPES, staysFrom, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

/**
 * The most statements each tab's request may send, its session's included (a priced stay of one
 * room with a comment): the booking, its resort's time zone and its documents (every tab's label
 * counts them) and what the tab shows. The price tab prices the booking now (the engine's reads).
 */
const HELD: Record<BookingTab, number> = {
  overview: 9,
  rooms: 4,
  price: 15,
  payments: 8,
  documents: 4,
  history: 8,
  mails: 4,
};

let staff: string;
let principal: Principal;
let id: number;

beforeAll(async () => {
  staff = await tokenWith(STAFF_SCOPES);
  principal = await resolvePrincipal(staff);
  const { resortId, roomIds } = await seedPricedResort(2);
  const customerId = (await seedCustomer(db())).id;
  const stay = staysFrom(staff, { resortId, rooms: roomIds, customerId, today: await operatorToday() });
  id = (await stay(10)).id;
  const commented = await call(createResource, {
    method: "POST",
    token: staff,
    params: { resource: "bookingcomment" },
    body: { bookingId: id, text: "Late arrival", internal: false },
  });
  expect(commented.status, commented.text).toBeLessThan(300);
  // the process's reference data is in memory before anything is counted
  await loadBookingTab(principal, id, "overview", "en");
}, 120_000);

/** A page request's reads: its session (which reads the reference version too), then the tab's. */
async function counted(tab: BookingTab) {
  const { result, sent } = await recordStatements(() =>
    withReferenceRequest(async () => loadBookingTab(await resolvePrincipal(staff), id, tab, "en")),
  );
  const list = sent.map((s, i) => `${i + 1}. ${s.replace(/\s+/g, " ").slice(0, 160)}`).join("\n");
  return { page: result, statements: sent.length, list };
}

describe("the booking page loads what its open tab shows", () => {
  it("names its tabs by the address, the overview for none or an unknown one", () => {
    expect(bookingTab("price")).toBe("price");
    expect(bookingTab(undefined)).toBe("overview");
    expect(bookingTab("nothing")).toBe("overview");
    expect(bookingTab(["price"])).toBe("overview");
  });

  it("reads for the overview its comments and related bookings, not the price, versions or invoices", async () => {
    const { page } = await counted("overview");
    expect(page.comments.map((c) => c.text)).toEqual(["Late arrival"]);
    expect(page.related).toEqual({ from: null, to: [], splitFrom: null, splitInto: [] });
    expect(page.actions.length).toBeGreaterThan(0);
    expect(page.factChoices?.currencies.length).toBeGreaterThan(0);
    expect([page.calculation, page.history, page.invoices, page.splitLines]).toEqual([null, [], [], []]);
  });

  it("prices the booking for the price tab only", async () => {
    const { page } = await counted("price");
    expect(page.calculation?.lines.length).toBeGreaterThan(0);
    expect(page.calculation?.totals).not.toBeNull();
    expect([page.comments, page.history, page.factChoices]).toEqual([[], [], null]);
  });

  it("gives the payments tab the lines to split a payment over, as the price tab names them", async () => {
    const [{ page }, { page: price }] = await Promise.all([counted("payments"), counted("price")]);
    const billable = price
      .calculation!.lines.filter((l) => l.billable && l.type !== "tax" && Number(l.total) !== 0)
      .map((l) => ({ key: l.key, text: l.text, total: l.total }));
    expect(billable.length).toBeGreaterThan(0);
    expect(page.splitLines).toEqual(billable);
    expect(page.paymentCurrencies).toContain("EUR");
    expect(page.calculation).toBeNull();
  });

  it("reads the versions (and the mails) for the history tab only", async () => {
    const { page } = await counted("history");
    expect(page.history.map((h) => h.version)).toContain(1);
    expect([page.calculation, page.comments, page.invoices]).toEqual([null, [], []]);
    const { page: rooms } = await counted("rooms");
    expect(rooms.history).toEqual([]);
    expect(rooms.booking.rooms).toHaveLength(1);
  });

  it("holds each tab to its statements, fewer than all seven tabs' reads together", async () => {
    // what the page read when it rendered every tab
    const { sent: all } = await recordStatements(() =>
      withReferenceRequest(async () => {
        const whole = await loadBookingPage(await resolvePrincipal(staff), id);
        await Promise.all([
          loadBookingCalculation(principal, whole.booking, "en"),
          loadBookingFactChoices(whole.booking, "en", true),
          loadBookingMailHistory(id),
        ]);
      }),
    );
    for (const tab of BOOKING_TABS) {
      const { statements, list } = await counted(tab);
      expect(statements, `${tab}: ${statements} statements:\n${list}`).toBeLessThanOrEqual(HELD[tab]);
      expect(statements, `${tab}: ${statements} of all tabs' ${all.length}`).toBeLessThan(all.length);
    }
  });
});
