import { describe, expect, it } from "vitest";
import { wizardPicks } from "@/lib/domain/booking/wizard-pick";

const bed = (id: number, free: boolean) => ({ id, free });
const room = (o: {
  available: boolean;
  shared?: boolean;
  blocked?: boolean;
  beds: { id: number; free: boolean }[];
}) => ({
  available: o.available,
  allowSharedRoom: o.shared ?? false,
  blocked: o.blocked ? { type: "maintenance" } : null,
  beds: o.beds,
});

describe("what the booking wizard lets staff pick", () => {
  const takenRoom = room({ available: false, beds: [bed(1, false), bed(2, false)] });
  const halfSharedCabin = room({ available: false, shared: true, beds: [bed(3, false), bed(4, true)] });
  const freeRoom = room({ available: true, beds: [bed(5, true)] });

  it("offers a holding booking only what is free", () => {
    for (const state of ["draft", "planned", "confirmed"] as const) {
      expect(wizardPicks(takenRoom, state)).toEqual({ whole: false, bedIds: [] });
      expect(wizardPicks(halfSharedCabin, state)).toEqual({ whole: false, bedIds: [4] });
      expect(wizardPicks(freeRoom, state)).toEqual({ whole: true, bedIds: [] });
    }
  });

  it("lets a waiting-list entry name taken rooms, cabins and beds, but not a blocked room", () => {
    expect(wizardPicks(takenRoom, "waiting")).toEqual({ whole: true, bedIds: [] });
    expect(wizardPicks(halfSharedCabin, "waiting")).toEqual({ whole: true, bedIds: [3, 4] });
    expect(wizardPicks(freeRoom, "waiting")).toEqual({ whole: true, bedIds: [] });
    expect(wizardPicks(room({ available: false, blocked: true, beds: [bed(6, false)] }), "waiting")).toEqual({
      whole: false,
      bedIds: [],
    });
  });
});
