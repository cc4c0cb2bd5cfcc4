// A cancelled booking's invoices are answered by credit notes in the cancellation's transaction
// (lib/domain/finance/cancel-booking.ts), whoever cancels; the invoices themselves never change.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/bookings/[id]/cancell/route";
import { GET as listInvoices } from "@/app/api/invoices/route";
import { addCalendarDays } from "@/lib/core/dates";
import { operatorToday } from "@/lib/core/operator";
import { call } from "../helpers/http";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";
import { bookStay, issueInvoice, seedInvoicing } from "../helpers/factories";

let today: string, staff: string, resortId: number, rooms: number[], customerId: number;
let next = 0;

beforeAll(async () => {
  today = await operatorToday();
  ({ staff, resortId, rooms, customerId } = await seedInvoicing(6, GERMAN_COMPANY_WITH_BANK));
});

const stay = async () =>
  bookStay(staff, {
    resortId,
    customerId,
    roomId: rooms[next],
    from: addCalendarDays(today, 60 + 5 * next++),
    priced: true,
  });

const invoicesOf = async (bookingId: number) =>
  (
    await call(listInvoices, {
      token: staff,
      query: { "filter[bookingId]": String(bookingId), size: "50", sort: "id" },
    })
  ).body.data as {
    id: number;
    number: string;
    kind: string;
    state: string;
    total: string;
    credits: { number: string } | null;
    reason: string | null;
  }[];

describe("POST /api/bookings/{id}/cancell with invoices", () => {
  it("cancels the booking and answers each standing invoice by a credit note with the reason", async () => {
    const b = await stay();
    const deposit = await issueInvoice(staff, b.id, "deposit");
    expect(deposit.status, deposit.text).toBe(201);
    const res = await call(cancel, { method: "POST", token: staff, params: { id: String(b.id) }, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body.state).toBe("aborted");
    const all = await invoicesOf(b.id);
    expect(all.map((i) => [i.kind, i.state])).toEqual([
      ["deposit", "credited"],
      ["credit", "credit"],
    ]);
    const note = all.find((i) => i.kind === "credit")!;
    expect(note.credits?.number).toBe(deposit.body.number);
    expect(note.total).toBe(`-${deposit.body.total}`);
    expect(note.reason).toBe("Buchung storniert");
  });

  it("cancels a booking without invoices as before, issuing nothing", async () => {
    const b = await stay();
    const res = await call(cancel, { method: "POST", token: staff, params: { id: String(b.id) }, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(await invoicesOf(b.id)).toEqual([]);
  });
});
