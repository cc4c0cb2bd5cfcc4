// The calendar colour rules as the operator set them (lib/domain/calendar/colour-settings.ts): old
// bookings are grey unless greyOutOldBookings is switched off (docs/calendar-colours.md, rule 3).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db";
import { operatorColourConfig } from "@/lib/domain/calendar/colour-settings";
import { writeGroup } from "@/lib/domain/settings/group-settings";

describe("the operator's calendar colour rules", () => {
  it("grey out old bookings by default, also when the stored value is no boolean", async () => {
    expect((await operatorColourConfig()).greyOutOldBookings).toBe(true);
    // a value written before the settings were validated: only an explicit false switches rule 3 off
    await db().setting.create({ data: { group: "view", key: "greyOutOldBookings", value: "yes" } });
    await writeGroup("view", {}); // empties the cached group
    expect((await operatorColourConfig()).greyOutOldBookings).toBe(true);
  });

  it("leave old bookings in their colours once the operator switches it off", async () => {
    await writeGroup("view", { greyOutOldBookings: false });
    expect((await operatorColourConfig()).greyOutOldBookings).toBe(false);
    await writeGroup("view", { greyOutOldBookings: true });
    expect((await operatorColourConfig()).greyOutOldBookings).toBe(true);
  });
});
