// The instalment plan (lib/domain/pricing/instalments.ts) and a booking's money derived from its
// stored lines and payment rows (lib/domain/booking/payment-due.ts): what staff and guests are
// asked to pay, when, and what is still open.
import { describe, expect, it } from "vitest";
import { dec } from "@/lib/core/money";
import { allocate, exceeded, firstOpenDue, planInstalments, type Instalment } from "@/lib/domain/pricing/instalments";
import { bookingMoney, owesPayment, paidOfRows, planOfLines } from "@/lib/domain/booking/payment-due";

const terms = { depositPercent: 30, depositDueDays: 7, restDueDaysBeforeArrival: 30 };
const plan = (
  payable: string,
  bookingDate: string,
  arrival: string,
  t: typeof terms | null = terms,
  currency = "EUR",
) =>
  planInstalments({ payable: dec(payable), depositBase: dec(payable), bookingDate, arrival, terms: t, currency }).map(
    (p) => ({ part: p.part, amount: p.amount.toFixed(2), due: p.dueDate }),
  );

describe("planInstalments", () => {
  it("a deposit due days after booking and the rest due days before arrival, adding up to the payable", () => {
    expect(plan("1000.00", "2027-01-10", "2027-06-01")).toEqual([
      { part: "deposit", amount: "300.00", due: "2027-01-17" },
      { part: "rest", amount: "700.00", due: "2027-05-02" },
    ]);
  });
  it("rounds the deposit to cents and gives the rest what is left, so nothing is lost", () => {
    const p = plan("333.33", "2027-01-10", "2027-06-01");
    expect(p.map((x) => x.amount)).toEqual(["100.00", "233.33"]);
    expect(dec(p[0].amount).plus(p[1].amount).toFixed(2)).toBe("333.33");
  });
  it("a late booking pays everything at once, never due before the booking date", () => {
    expect(plan("500.00", "2027-05-20", "2027-06-01")).toEqual([{ part: "rest", amount: "500.00", due: "2027-05-20" }]);
  });
  it("no terms or no deposit percentage: one rest due on arrival", () => {
    expect(plan("500.00", "2027-01-10", "2027-06-01", null)).toEqual([
      { part: "rest", amount: "500.00", due: "2027-06-01" },
    ]);
    expect(plan("500.00", "2027-01-10", "2027-06-01", { ...terms, depositPercent: 0 })).toHaveLength(1);
  });
  it("nothing to pay: no instalments", () => {
    expect(plan("0.00", "2027-01-10", "2027-06-01")).toEqual([]);
  });
  it("a deposit due date counts across month ends and leap days as calendar days", () => {
    expect(plan("100.00", "2028-02-25", "2028-06-01")[0]).toEqual({
      part: "deposit",
      amount: "30.00",
      due: "2028-03-03",
    });
  });
});

const instalments: Instalment[] = [
  { kind: "rest", due: "2027-05-02", amount: dec("700.00") },
  { kind: "deposit", due: "2027-01-17", amount: dec("300.00") },
];

describe("allocate", () => {
  const open = (paid: string, today: string) =>
    allocate(instalments, dec(paid), today).map((i) => [i.kind, i.open.toFixed(2), i.overdue]);

  it("payments cover the instalment due first", () => {
    expect(open("0", "2027-01-01")).toEqual([
      ["deposit", "300.00", false],
      ["rest", "700.00", false],
    ]);
    expect(open("450", "2027-01-01")).toEqual([
      ["deposit", "0.00", false],
      ["rest", "550.00", false],
    ]);
  });
  it("an open instalment is overdue the day after its due date, not on it", () => {
    expect(open("100", "2027-01-17")[0]).toEqual(["deposit", "200.00", false]);
    expect(open("100", "2027-01-18")[0]).toEqual(["deposit", "200.00", true]);
    expect(open("300", "2027-01-18")[0]).toEqual(["deposit", "0.00", false]);
  });
  it("more refunded than paid covers nothing", () => {
    expect(open("-50", "2027-01-01").map((i) => i[1])).toEqual(["300.00", "700.00"]);
  });
  it("the first open due date and whether it has passed", () => {
    expect(firstOpenDue(instalments, dec("0"))).toBe("2027-01-17");
    expect(firstOpenDue(instalments, dec("300"))).toBe("2027-05-02");
    expect(firstOpenDue(instalments, dec("1000"))).toBeNull();
    expect(exceeded("2027-05-02", "2027-05-03")).toBe(true);
    expect(exceeded("2027-05-02", "2027-05-02")).toBe(false);
    expect(exceeded(null, "2030-01-01")).toBe(false);
  });
});

describe("bookingMoney", () => {
  const lines = [
    { type: "accommodation", price: "1000.00", text: null, source: null },
    { type: "deposit", price: "300.00", text: null, source: { kind: "terms", due: "2027-01-17" } },
    { type: "rest", price: "700.00", text: null, source: { kind: "terms", due: "2027-05-02" } },
  ];

  it("reads the plan from the stored deposit and rest lines only", () => {
    expect(planOfLines(lines).map((i) => [i.kind, i.due, i.amount.toFixed(2)])).toEqual([
      ["deposit", "2027-01-17", "300.00"],
      ["rest", "2027-05-02", "700.00"],
    ]);
  });
  it("paid is the payments less refunds and reversals; pending rows and rows in review do not count", () => {
    const rows = [
      { status: "paid", amount: "400.00" },
      { status: "refunded", amount: "100.00" },
      { status: "reversal", amount: "50.00" },
      { status: "review", amount: "999.00" },
      { status: "pending", amount: "999.00" },
    ];
    expect(paidOfRows(rows).toFixed(2)).toBe("250.00");
  });
  it("a confirmed booking with its deposit unpaid after the due date has exceeded it", () => {
    const m = bookingMoney(
      { state: "confirmed", lines, payments: [{ status: "paid", amount: "100.00" }] },
      "2027-01-20",
    );
    expect(m).toMatchObject({ paid: "100.00", open: "900.00", paymentDueDate: "2027-01-17", hasExceededDueDate: true });
    expect(m.instalments.map((i) => [i.kind, i.open, i.overdue])).toEqual([
      ["deposit", "200.00", true],
      ["rest", "700.00", false],
    ]);
  });
  it("an offer owes nothing yet: its plan is shown, never overdue", () => {
    expect(owesPayment("draft")).toBe(false);
    const m = bookingMoney({ state: "draft", lines, payments: [] }, "2027-03-01");
    expect(m).toMatchObject({ open: "1000.00", paymentDueDate: null, hasExceededDueDate: false });
    expect(m.instalments.every((i) => !i.overdue)).toBe(true);
  });
  it("paid in full: nothing open, never below zero", () => {
    const m = bookingMoney(
      { state: "confirmed", lines, payments: [{ status: "paid", amount: "1200.00" }] },
      "2027-06-01",
    );
    expect(m).toMatchObject({ open: "0.00", paymentDueDate: null, hasExceededDueDate: false });
  });
});
