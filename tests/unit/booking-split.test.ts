import { describe, expect, it } from "vitest";
import { canSplitByCustomer, splitOwners } from "@/lib/domain/booking/split-booking";

const room = (exclusive: boolean, bedIds: number[], guests: number[]) => ({ exclusive, bedIds, guests });

describe("split by customer", () => {
  it("gives a shared room's beds one per guest when there is a bed for each, any other room to its first guest", () => {
    expect(splitOwners(room(false, [1, 2], [10, 11]), 10)).toEqual([10, 11]);
    // a whole cabin stays together with its first guest
    expect(splitOwners(room(true, [1, 2], [10, 11]), 10)).toEqual([10]);
    // fewer beds than guests: the room cannot be shared out
    expect(splitOwners(room(false, [1], [10, 11]), 10)).toEqual([10]);
    // no guest named: the booking's customer
    expect(splitOwners(room(true, [], []), 7)).toEqual([7]);
  });

  it("is offered only when it makes two bookings or more", () => {
    // one guest, or one family in one room: nothing to split
    expect(canSplitByCustomer([room(true, [], [10])], 10)).toBe(false);
    expect(canSplitByCustomer([room(true, [], [10, 11, 12])], 10)).toBe(false);
    // one customer in a stay and a trip keeps both: still one booking
    expect(canSplitByCustomer([room(true, [], [10]), room(false, [5], [10])], 10)).toBe(false);
    // two rooms with different first guests, or a shared cabin's beds
    expect(canSplitByCustomer([room(true, [], [10]), room(true, [], [11])], 10)).toBe(true);
    expect(canSplitByCustomer([room(false, [1, 2], [10, 11])], 10)).toBe(true);
  });
});
