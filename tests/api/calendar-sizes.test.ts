// The calendars' cell sizes as a user's own setting (issue 9): saved through POST /api/users/self,
// read back over the spec's defaults; sizes out of range are refused (400) and change nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as self, POST as updateSelf } from "@/app/api/users/self/route";
import { db } from "@/lib/core/db";
import { calendarSizesOf, DEFAULT_CALENDAR_SIZES } from "@/lib/domain/calendar/sizes";
import { seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let token: string;
let userId: number;

beforeAll(async () => {
  userId = (await seedUser(db(), { scopes: ["bookings.read"] })).id;
  token = await tokenFor(userId);
});

const settingsOf = async () =>
  (await db().user.findUniqueOrThrow({ where: { id: userId }, select: { settings: true } })).settings;

describe("calendar sizes", () => {
  it("start at the spec's defaults: row 47, column 78, room column 200, font 12", async () => {
    expect(calendarSizesOf(await settingsOf())).toEqual({
      rowHeight: 47,
      columnWidth: 78,
      roomWidth: 200,
      fontSize: 12,
    });
  });

  it("are saved as the user's own setting and read back", async () => {
    const sizes = { rowHeight: 30, columnWidth: 50, roomWidth: 160, fontSize: 11 };
    const res = await call(updateSelf, { method: "POST", token, body: { settings: { calendar: sizes } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(calendarSizesOf(await settingsOf())).toEqual(sizes);
    // the rest of the settings stay as they were
    expect((await call(self, { token })).status).toBe(200);
  });

  it("refuse sizes out of range (400 naming the field) and keep the saved ones", async () => {
    const before = calendarSizesOf(await settingsOf());
    const res = await call(updateSelf, {
      method: "POST",
      token,
      body: { settings: { calendar: { ...DEFAULT_CALENDAR_SIZES, rowHeight: 5 } } },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toContain("rowHeight");
    expect(calendarSizesOf(await settingsOf())).toEqual(before);
    expect((await call(updateSelf, { method: "POST", body: { settings: {} } })).status).toBe(401);
  });
});
