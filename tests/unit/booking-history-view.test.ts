// The booking page's history reads like an operator's log: a guest joining a room, a room's new
// nights, a new state, without ids or the calculation's per-line fields.
import { describe, expect, it } from "vitest";
import { diffSnapshots } from "@/lib/domain/booking/history";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import {
  HISTORY_FIELDS,
  historyAction,
  historyRoomNames,
  historyValue,
  readableChanges,
  type HistoryEntry,
  type HistoryFormat,
} from "@/lib/domain/booking/history-view";

const room = (id: number, name: string, guests: { id: number; fullName: string }[], dateTo = "2031-05-07") => ({
  id,
  roomId: id + 1000,
  name,
  type: "Double",
  dateFrom: "2031-05-04",
  dateTo,
  bedIds: [id * 10],
  guests: guests.map((g) => g.id),
  customers: guests.map((g) => ({ ...g, gender: "f", isMain: false, variantId: null })),
});

const booking = (o: { state: string; rooms: ReturnType<typeof room>[]; total: string }) => ({
  id: 7,
  state: o.state,
  customerId: 45,
  customer: { id: 45, fullName: "Lena Hoffmann", email: "lena@example.test" },
  total: o.total,
  calculation: [{ id: 1, sort: 10, price: o.total }],
  rooms: o.rooms,
  guests: o.rooms.flatMap((r) => r.customers.map((c) => ({ customerId: c.id, fullName: c.fullName }))),
  version: 3,
  updatedAt: "2031-01-01T10:00:00.000Z",
});

const lena = { id: 45, fullName: "Lena Hoffmann" };
const max = { id: 46, fullName: "Max Muster" };

describe("readableChanges", () => {
  it("names the room, shows guests and nights, and leaves out ids and calculation lines", () => {
    const before = booking({
      state: "draft",
      rooms: [room(1, "Room 101", [lena]), room(2, "Room 102", [])],
      total: "600",
    });
    const after = booking({
      state: "confirmed",
      rooms: [room(1, "Room 101", [lena, max], "2031-05-09")],
      total: "800",
    });
    const rows = readableChanges(diffSnapshots(before, after), new Map([[1, "Room 101"]]));
    const shown = rows.map((r) => [r.room, r.field, r.from, r.to]);
    expect(shown).toEqual(
      expect.arrayContaining([
        [null, "state", "draft", "confirmed"],
        [null, "total", "600", "800"],
        ["Room 101", "dateTo", "2031-05-07", "2031-05-09"],
        ["Room 101", "guests", null, "Max Muster"],
        // a room that left the booking still names itself
        ["Room 102", "room", "Room 102", null],
      ]),
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.known)).toBe(true);
  });

  it("names a room removed since by its name in its earlier entries, not by its booking-room id", () => {
    const created = booking({
      state: "confirmed",
      rooms: [room(43, "105", [lena]), room(44, "106", [max])],
      total: "600",
    });
    const checkedIn = {
      ...created,
      rooms: [{ ...created.rooms[0], checkedInAt: "2031-05-04T14:00:00.000Z" }, created.rooms[1]],
    };
    const removed = { ...checkedIn, rooms: [checkedIn.rooms[1]] };
    const versions = [
      { version: 3, changes: diffSnapshots(checkedIn, removed) },
      { version: 2, changes: diffSnapshots(created, checkedIn) },
      { version: 1, changes: diffSnapshots(null, created) },
    ];
    const names = historyRoomNames(versions, [{ id: 44, name: "106" }]);
    expect(readableChanges(versions[1].changes, names).map((r) => [r.room, r.field])).toEqual([["105", "checkedInAt"]]);
    // a room's current name wins over what its versions stored
    expect(historyRoomNames(versions, [{ id: 44, name: "106 (Sea view)" }]).get(44)).toBe("106 (Sea view)");
  });

  it("shows a related record by its name, not its id or e-mail", () => {
    const before = booking({ state: "draft", rooms: [room(1, "Room 101", [lena])], total: "600" });
    const after = {
      ...before,
      customerId: 46,
      customer: { id: 46, fullName: "Max Muster", email: "max@example.test" },
    };
    const rows = readableChanges(diffSnapshots(before, after), new Map());
    expect(rows.map((r) => [r.field, r.from, r.to])).toEqual([["customer", "Lena Hoffmann", "Max Muster"]]);
  });

  it("keeps a field it has no label for under its path", () => {
    const rows = readableChanges({ "references.crm": { from: null, to: "A-17" } }, new Map());
    expect(rows).toEqual([{ field: "references.crm", known: false, room: null, from: null, to: "A-17" }]);
  });

  it("shows a split invoice as each guest's share, by name, not by customer id", () => {
    const before = booking({ state: "confirmed", rooms: [room(1, "Room 101", [lena, max])], total: "600" });
    const after = {
      ...before,
      invoiceSplit: [
        { customerId: 45, percent: 50 },
        { customerId: 46, percent: 50 },
      ],
    };
    const names = new Map([
      [45, "Lena Hoffmann"],
      [46, "Max Muster"],
    ]);
    const rows = readableChanges(diffSnapshots(before, after), new Map(), names);
    expect(rows.map((r) => [r.room, r.field, r.from, r.to, r.known])).toEqual([
      ["Lena Hoffmann", "invoiceSplit", null, "50 %", true],
      ["Max Muster", "invoiceSplit", null, "50 %", true],
    ]);
  });
});

// as the booking page writes a value: German or English, the booking now in dollars
const formatIn = (locale: string): HistoryFormat => ({
  locale,
  currency: "USD",
  yesNo: (v) => (v ? "yes" : "no"),
  state: (s) => s,
  instant: (iso) => iso,
});
// Intl writes a no-break space between amount and currency sign
const shown = (e: HistoryEntry, locale: string) =>
  `${historyValue(e, "from", formatIn(locale))} → ${historyValue(e, "to", formatIn(locale))}`.replace(/\u00a0/g, " ");

describe("history values", () => {
  it("shows each total in the currency it was in: a currency change turns EUR into USD", () => {
    const before = { ...booking({ state: "confirmed", rooms: [], total: "846.00" }), currency: "EUR" };
    const after = { ...booking({ state: "confirmed", rooms: [], total: "917.47" }), currency: "USD" };
    const rows = readableChanges(diffSnapshots(before, after), new Map(), new Map(), { currency: "USD", payments: {} });
    const total = rows.find((r) => r.field === "total")!;
    expect(shown(total, "de")).toBe("846,00 € → 917,47 $");
    expect(shown(total, "en")).toBe("€846.00 → $917.47");
  });

  it("shows a later version's money in that version's currency, not the booking's currency now", () => {
    const before = { ...booking({ state: "confirmed", rooms: [], total: "600" }), currency: "EUR" };
    const after = { ...before, total: "650", expenses: "20" };
    const rows = readableChanges(diffSnapshots(before, after), new Map(), new Map(), { currency: "EUR", payments: {} });
    expect(rows.map((r) => [r.field, shown(r, "de")])).toEqual([
      ["total", "600,00 € → 650,00 €"],
      ["expenses", "– → 20,00 €"],
    ]);
  });

  it("shows a payment in the payment's own currency", () => {
    const payment = (status: string) => ({ id: 3, status, amount: "100.00", currency: "EUR", provider: "offline" });
    const before = { ...booking({ state: "confirmed", rooms: [], total: "600" }), payments: [payment("open")] };
    const after = { ...before, payments: [{ ...payment("paid"), amount: "120.00" }] };
    const rows = readableChanges(diffSnapshots(before, after), new Map(), new Map(), {
      currency: "USD",
      payments: { "3": "EUR" },
    });
    expect(
      shown(
        rows.find((r) => r.field === "paymentAmount")!,
        "de",
      ),
    ).toBe("100,00 € → 120,00 €");
  });

  it("names a language in the reader's language", () => {
    const [row] = readableChanges({ language: { from: "de", to: "en" } }, new Map());
    expect(shown(row, "de")).toBe("Deutsch → Englisch");
    expect(shown(row, "en")).toBe("German → English");
  });
});

describe("readableChanges leaves out noise", () => {
  it("shows a reference by its type and value, once, without its id, path or date", () => {
    const none = { ...booking({ state: "confirmed", rooms: [], total: "600" }), references: [] };
    const ref = { id: "aa9457ba", type: "Voucher", value: "V-17", createdAt: "2031-01-02T09:00:00.000Z" };
    const added = readableChanges(diffSnapshots(none, { ...none, references: [ref] }), new Map());
    expect(added).toEqual([{ field: "reference", known: true, room: null, from: null, to: "Voucher V-17" }]);
    const removed = readableChanges(diffSnapshots({ ...none, references: [ref] }, none), new Map());
    expect(removed).toEqual([{ field: "reference", known: true, room: null, from: "Voucher V-17", to: null }]);
    // a reference without a type is its value
    const plain = readableChanges(
      diffSnapshots(none, { ...none, references: [{ ...ref, type: null, value: "A-1" }] }),
      new Map(),
    );
    expect(plain.map((r) => [r.field, r.from, r.to])).toEqual([["reference", null, "A-1"]]);
  });

  it("shows no row with nothing on either side (the first document, the first payment)", () => {
    const before = { ...booking({ state: "confirmed", rooms: [], total: "600" }), documents: [], payments: [] };
    const after = {
      ...before,
      documents: [{ id: 4, name: "voucher.pdf", contentType: "application/pdf", size: 10, createdAt: null }],
    };
    expect(readableChanges(diffSnapshots(before, after), new Map())).toEqual([]);
  });

  it("shows a bed given up and taken again in the same version (a move) not at all, a changed bed as one line", () => {
    const withBeds = (beds: { id: number; internalId: string }[]) => ({
      ...booking({ state: "confirmed", rooms: [room(1, "D2", [lena])], total: "600" }),
      rooms: [{ ...room(1, "D2", [lena]), beds: beds.map((b) => ({ ...b, bedId: 7 })) }],
    });
    const before = withBeds([{ id: 100, internalId: "D2-1" }]);
    const names = new Map([[1, "D2"]]);
    const stayed = readableChanges(diffSnapshots(before, withBeds([{ id: 101, internalId: "D2-1" }])), names);
    expect(stayed).toEqual([]);
    const moved = readableChanges(diffSnapshots(before, withBeds([{ id: 102, internalId: "D2-2" }])), names);
    expect(moved.map((r) => [r.room, r.field, r.from, r.to])).toEqual([["D2", "beds", "D2-1", "D2-2"]]);
  });

  it("labels the booking's terms of payment and its responsible user, not their raw paths", () => {
    const rows = readableChanges(
      {
        "termsOfPayment.name": { from: null, to: "14 days" },
        "user.name": { from: "Anna", to: "Ben" },
      },
      new Map(),
    );
    expect(rows.map((r) => [r.field, r.known])).toEqual([
      ["termsOfPayment", true],
      ["owner", true],
    ]);
  });
});

describe("historyAction", () => {
  it("tells pinning a room from unpinning it by the room's new lock", () => {
    expect(historyAction("lockUnlockRoom", { "rooms[5].locked": { from: false, to: true } })).toBe(
      "lockUnlockRoom/lock",
    );
    expect(historyAction("lockUnlockRoom", { "rooms[5].locked": { from: true, to: false } })).toBe(
      "lockUnlockRoom/unlock",
    );
    expect(historyAction("currency", { currency: { from: "EUR", to: "USD" } })).toBe("currency");
    // the page's label: the history's own action label ("/" as "_"), not the button's "Pin room"
    const label = (m: typeof en, locked: boolean) =>
      (m.bookingPages.history.actions as Record<string, string>)[
        historyAction("lockUnlockRoom", { "rooms[5].locked": { from: !locked, to: locked } }).replace("/", "_")
      ];
    expect([label(de, true), label(de, false)]).toEqual(["Zimmer fixiert", "Zimmer gelöst"]);
    expect([label(en, true), label(en, false)]).toEqual(["Room pinned", "Room unpinned"]);
  });

  it("labels every field a history line can name in both languages (paid, open and the due date too)", () => {
    for (const field of ["reference", "termsOfPayment", "owner", "paid", "open", "paymentDueDate"])
      expect(HISTORY_FIELDS).toContain(field);
    for (const field of HISTORY_FIELDS)
      for (const m of [de, en]) expect((m.bookingPages.history.fields as Record<string, string>)[field]).toBeTruthy();
  });
});

describe("diffSnapshots", () => {
  const doc = { id: 7, name: "visa.pdf", contentType: "application/pdf", size: 120 };
  const withDocuments = (documents: (typeof doc)[]) => ({
    ...booking({ state: "draft", rooms: [], total: "0" }),
    documents,
  });

  it("the first document is its own entries, not also documents: [] -> null", () => {
    const changes = diffSnapshots(withDocuments([]), withDocuments([doc]));
    expect(changes.documents).toBeUndefined();
    expect(changes["documents[7].name"]).toEqual({ from: null, to: "visa.pdf" });
  });

  it("the last document removed is its entries going, not also documents: null -> []", () => {
    const changes = diffSnapshots(withDocuments([doc]), withDocuments([]));
    expect(changes.documents).toBeUndefined();
    expect(changes["documents[7].name"]).toEqual({ from: "visa.pdf", to: null });
  });

  it("an empty list or record against nothing is no change; a list's contents changing is", () => {
    expect(diffSnapshots({ references: [], onsite: null }, { onsite: {} })).toEqual({});
    expect(diffSnapshots({ references: [] }, { references: ["A-1"] })).toEqual({
      references: { from: [], to: ["A-1"] },
    });
  });
});
