// Splitting what is open into the open deposit and the rest (lib/domain/payments/pay-parts.ts):
// payments cover the deposit first, and the deposit is never more than what is open.
import { describe, expect, it } from "vitest";
import { dec } from "@/lib/core/money";
import { splitOpen } from "@/lib/domain/payments/pay-parts";

const split = (open: string, paid: string, deposit: string) => {
  const r = splitOpen({ open: dec(open), paid: dec(paid), deposit: dec(deposit) });
  return { deposit: r.deposit.toFixed(2), rest: r.rest.toFixed(2), open: r.open.toFixed(2) };
};

describe("splitOpen", () => {
  it("nothing paid: the deposit and the rest make up what is open", () => {
    expect(split("200", "0", "60")).toEqual({ deposit: "60.00", rest: "140.00", open: "200.00" });
  });
  it("a part payment goes to the deposit first", () => {
    expect(split("160", "40", "60")).toEqual({ deposit: "20.00", rest: "140.00", open: "160.00" });
  });
  it("once the deposit is paid only the rest is open", () => {
    expect(split("140", "60", "60")).toEqual({ deposit: "0.00", rest: "140.00", open: "140.00" });
    expect(split("100", "100", "60")).toEqual({ deposit: "0.00", rest: "100.00", open: "100.00" });
  });
  it("no deposit in the terms: everything open is the rest", () => {
    expect(split("200", "0", "0")).toEqual({ deposit: "0.00", rest: "200.00", open: "200.00" });
  });
  it("the open deposit is never more than what is open (the total was lowered)", () => {
    expect(split("30", "0", "60")).toEqual({ deposit: "30.00", rest: "0.00", open: "30.00" });
  });
});
