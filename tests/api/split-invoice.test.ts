// POST /api/bookings/{id}/splitInvoice: a booking invoiced in parts, one invoice per guest or one
// of chosen lines; each part a numbered invoice of its own, its taxes over its lines; a line never
// on two standing invoices; the whole-booking invoices and the split ones exclusive of each other;
// a credit note frees a split invoice's lines.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as split } from "@/app/api/bookings/[id]/splitInvoice/route";
import { GET as calculation } from "@/app/api/price/booking/[id]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedCustomer } from "@/prisma/seed/factories";
import { call } from "../helpers/http";
import { GERMAN_COMPANY_WITH_BANK, GERMAN_GUEST } from "../helpers/company";
import { bookStay, creditNote, issueInvoice, seedInvoicing, tokenWith } from "../helpers/factories";

let today: string;
let staff: string, agency: string, resortId: number, rooms: number[], customerId: number, otherGuest: number;
let next = 0;

beforeAll(async () => {
  today = await operatorToday();
  ({ staff, agency, resortId, rooms, customerId } = await seedInvoicing(20, GERMAN_COMPANY_WITH_BANK));
  otherGuest = (
    await seedCustomer(db(), { ...GERMAN_GUEST, firstName: "Max", fullName: "Max Muster", email: "max@example.com" })
  ).id;
});

/** Two rooms of two nights, 200.00 each (7 % included): one for the customer, one for the other guest. */
const twoRoomStay = async () => {
  const first = rooms[next++];
  const second = rooms[next++];
  return (
    await bookStay(staff, {
      resortId,
      customerId,
      roomId: first,
      from: addCalendarDays(today, 90 + next * 3),
      rooms: [
        { roomId: first, guests: [customerId] },
        { roomId: second, guests: [otherGuest] },
      ],
      priced: true,
    })
  ).id;
};

const splitOf = (id: number, body: Record<string, unknown>, token = staff) =>
  call(split, { method: "POST", token, params: { id: String(id) }, body });

/** The booking's billable lines with their keys, guests and totals. */
const linesOf = async (id: number) => {
  const res = await call(calculation, { token: staff, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  return (
    res.body.calculation as { key: string; customers: number[]; total: string; billable: boolean; type: string }[]
  ).filter((l) => l.billable && l.type !== "tax" && Number(l.total) !== 0);
};

describe("POST /api/bookings/{id}/splitInvoice", () => {
  it("issues one invoice per guest, each with its own number, lines, taxes and buyer", async () => {
    const id = await twoRoomStay();
    const res = await splitOf(id, { by: "guest" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toHaveLength(2);
    const [a, b] = res.body;
    for (const inv of res.body) {
      expect(inv).toMatchObject({ kind: "split", series: "invoice", state: "open", total: "200.00", net: "186.92" });
      expect(inv.taxBreakdown).toEqual([{ rate: "7", net: "186.92", tax: "13.08" }]);
      expect(inv.lineKeys.length).toBeGreaterThan(0);
    }
    expect(a.buyer).toMatchObject({ customerId, name: "Erika Muster" });
    expect(b.buyer).toMatchObject({ customerId: otherGuest, name: "Max Muster" });
    // consecutive numbers of the invoice series, and no line on both
    expect(Number(b.number.slice(-5))).toBe(Number(a.number.slice(-5)) + 1);
    expect(a.lineKeys.filter((k: string) => b.lineKeys.includes(k))).toEqual([]);
    // together they are the booking
    const total = (await db().booking.findUniqueOrThrow({ where: { id }, select: { total: true } })).total;
    expect(total.toFixed(2)).toBe("400.00");
  });

  it("invoices chosen lines to a chosen guest, then the rest; never the same line twice", async () => {
    const id = await twoRoomStay();
    const lines = await linesOf(id);
    const mine = lines.filter((l) => l.customers.includes(otherGuest)).map((l) => l.key);
    expect(mine.length).toBeGreaterThan(0);

    const first = await splitOf(id, { lines: mine, customerId: otherGuest });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ kind: "split", total: "200.00", buyer: { customerId: otherGuest } });
    expect(first.body[0].lineKeys.sort()).toEqual([...mine].sort());

    // the same lines again: 409 naming the invoice that has them, nothing issued
    const count = await db().invoice.count({ where: { bookingId: id } });
    const again = await splitOf(id, { lines: mine });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(first.body[0].number);
    // a whole-booking invoice now: 409, a part is invoiced already
    const whole = await issueInvoice(staff, id);
    expect(whole.status).toBe(409);
    expect(whole.body.details).toMatchObject({ reason: "splitInvoiced" });
    expect(await db().invoice.count({ where: { bookingId: id } })).toBe(count);

    // by guest now invoices only what is left: the customer's room, to the booking's customer
    const rest = await splitOf(id, { by: "guest" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0]).toMatchObject({ total: "200.00", buyer: { customerId } });
    // nothing left
    const none = await splitOf(id, { by: "guest" });
    expect(none.status).toBe(409);
    expect(none.body.details).toMatchObject({ reason: "empty" });

    // a credit note frees its lines: they can be invoiced again (to the booking's customer)
    const cn = await creditNote(staff, first.body[0].id, { reason: "to the wrong guest" });
    expect(cn.status, cn.text).toBe(201);
    const redo = await splitOf(id, { lines: mine });
    expect(redo.status, redo.text).toBe(201);
    expect(redo.body[0]).toMatchObject({ total: "200.00", buyer: { customerId } });
  });

  it("refuses a split while a whole-booking invoice stands", async () => {
    const id = await twoRoomStay();
    const full = await issueInvoice(staff, id);
    expect(full.status, full.text).toBe(201);
    const res = await splitOf(id, { by: "guest" });
    expect(res.status).toBe(409);
    expect(res.body.details).toMatchObject({ reason: "alreadyInvoiced", number: full.body.number });
  });

  it("answers bad input with 400 naming the field, in the caller's language, and issues nothing", async () => {
    const id = await twoRoomStay();
    const before = await db().invoice.count();
    const both = await splitOf(id, { by: "guest", lines: ["x"] });
    expect(both.status).toBe(400);
    expect(both.body.fields.map((f: { path: string }) => f.path)).toContain("lines");
    const withParts = await splitOf(id, { by: "guest", parts: [{ customerId, percent: 100 }] });
    expect(withParts.status).toBe(400);
    expect((await splitOf(id, { by: "everyone" })).status).toBe(400);
    const unknown = await call(split, {
      method: "POST",
      token: staff,
      params: { id: String(id) },
      headers: { "accept-language": "en" },
      body: { lines: ["no-such-line"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ path: "lines", message: expect.stringContaining("Not a line") }]);
    const german = await call(split, {
      method: "POST",
      token: staff,
      params: { id: String(id) },
      headers: { "accept-language": "de" },
      body: { lines: ["no-such-line"] },
    });
    expect(german.body.fields[0].message).toContain("Keine abrechenbare Position");
    const stranger = (await seedCustomer(db(), { firstName: "Zed", fullName: "Zed Nobody" })).id;
    const lines = await linesOf(id);
    const notGuest = await splitOf(id, { lines: [lines[0].key], customerId: stranger });
    expect(notGuest.status).toBe(400);
    expect(notGuest.body.fields[0].path).toBe("customerId");
    expect(await db().invoice.count()).toBe(before);
  });

  it("is staff's: an agency, a reader and a stranger are refused", async () => {
    const id = await twoRoomStay();
    expect((await splitOf(id, { by: "guest" }, agency)).status).toBe(403);
    expect((await splitOf(id, { by: "guest" }, await tokenWith(["bookings.read"]))).status).toBe(403);
    expect((await call(split, { method: "POST", params: { id: String(id) }, body: { by: "guest" } })).status).toBe(401);
    expect((await splitOf(999999, { by: "guest" })).status).toBe(404);
  });
});
