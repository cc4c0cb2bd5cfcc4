// The housekeeping rules (lib/domain/inventory/room-status.ts): which status may follow which,
// what a check-out leaves and what the housekeeper does next.
import { describe, expect, it } from "vitest";
import {
  decideStatus,
  HOUSEKEEPING_STATUSES,
  housekeepingTask,
  nextStatuses,
  statusAfterCheckout,
} from "@/lib/domain/inventory/room-status";

describe("which status may follow", () => {
  it("has a dirty room cleaned before anyone inspects it", () => {
    expect(decideStatus("dirty", "inspected")).toEqual({
      ok: false,
      reason: "NOT_AFTER",
      from: "dirty",
      to: "inspected",
    });
    expect(decideStatus("dirty", "clean")).toEqual({ ok: true, changes: true });
    expect(decideStatus("clean", "inspected")).toEqual({ ok: true, changes: true });
  });

  it("sends a failed inspection back to dirty, not to clean", () => {
    expect(nextStatuses("inspected")).toEqual(["dirty", "outOfService"]);
    expect(decideStatus("inspected", "clean").ok).toBe(false);
  });

  it("brings a room back in service dirty or clean, never straight to inspected", () => {
    expect(nextStatuses("outOfService")).toEqual(["dirty", "clean"]);
    expect(decideStatus("outOfService", "inspected").ok).toBe(false);
  });

  it("takes any room out of service", () => {
    for (const s of HOUSEKEEPING_STATUSES.filter((x) => x !== "outOfService"))
      expect(decideStatus(s, "outOfService")).toEqual({ ok: true, changes: true });
  });

  it("lets the same status through, changing something only when the note differs", () => {
    expect(decideStatus("clean", "clean", null, null)).toEqual({ ok: true, changes: false });
    expect(decideStatus("clean", "clean", "smells of smoke", null)).toEqual({ ok: true, changes: true });
    expect(decideStatus("clean", "clean", "smells of smoke", "smells of smoke")).toEqual({ ok: true, changes: false });
  });

  it("never offers the room's own status as a next one", () => {
    for (const s of HOUSEKEEPING_STATUSES) expect(nextStatuses(s)).not.toContain(s);
  });
});

describe("a check-out", () => {
  it("leaves a room dirty whatever it was, but out of service stays out of service", () => {
    expect(statusAfterCheckout("clean")).toBe("dirty");
    expect(statusAfterCheckout("inspected")).toBe("dirty");
    expect(statusAfterCheckout("dirty")).toBe("dirty");
    expect(statusAfterCheckout("outOfService")).toBe("outOfService");
  });
});

describe("the housekeeper's next task", () => {
  it("puts dirty rooms guests arrive in first, then dirty rooms, then rooms to inspect", () => {
    expect(housekeepingTask("dirty", true)).toBe("cleanForArrival");
    expect(housekeepingTask("dirty", false)).toBe("clean");
    expect(housekeepingTask("clean", true)).toBe("inspectForArrival");
    expect(housekeepingTask("clean", false)).toBe("inspect");
    expect(housekeepingTask("inspected", true)).toBe("none");
    expect(housekeepingTask("outOfService", true)).toBe("none");
  });
});
