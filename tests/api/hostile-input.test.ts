// Hostile input answers 4xx with the error body and changes nothing (issue 13, item 1): broken
// multipart bodies, numbers beyond a column's range, NUL bytes, built-in JavaScript names as keys,
// JSON nested thousands of levels deep, numbers beyond a Decimal column's precision.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as getOne } from "@/app/api/[resource]/[id]/route";
import { POST as login } from "@/app/api/auth/token/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as jump } from "@/app/api/cauth/jump/[system]/route";
import { GET as mediaData } from "@/app/api/media/[id]/data/route";
import { POST as verify } from "@/app/api/users/[id]/verify/route";
import { POST as selfUpdate } from "@/app/api/users/self/route";
import { POST as setLink } from "@/app/api/users/[id]/link/[system]/route";
import { GET as bookingsFull } from "@/app/api/bookings/full/route";
import { GET as bookingLog } from "@/app/api/bookings/[id]/log/route";
import { GET as roomsAvailable } from "@/app/api/rooms/available/[id]/route";
import { GET as occupancy } from "@/app/api/rooms/occupancy/route";
import { GET as resortRooms } from "@/app/api/rooms/resort/route";
import { GET as roomsOfType } from "@/app/api/rooms/roomtype/[id]/route";
import { POST as copySchedules } from "@/app/api/schedules/copy/[from]/[to]/route";
import { GET as schedulePriceEntry } from "@/app/api/schedules/priceEntry/route";
import { db } from "@/lib/core/db";
import { readListQuery } from "@/lib/resources/list-query";
import { seedCustomer, seedResort, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor, type CallResult } from "../helpers/http";
import { apiCreate, apiUpdate } from "../helpers/resource-calls";

let admin: string, customerUser: string, customerId: number;

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  const c = await seedCustomer(db(), { firstName: "Lena", lastName: "Hoffmann" });
  customerId = c.id;
  customerUser = await tokenFor(
    (await seedUser(db(), { userType: "customer", scopes: ["customers.self"], customerId: c.id })).id,
  );
});

/** A 4xx with the spec's error body. */
function refused(res: CallResult, statuses = [400, 404]) {
  expect(statuses, `${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  expect(res.body).toMatchObject({
    statusCode: res.status,
    error: expect.any(String),
    description: expect.any(String),
  });
}

const customers = (token: string, query: Record<string, string>) =>
  call(list, { token, params: { resource: "customers" }, query });

describe("a broken multipart body", () => {
  const broken = {
    rawBody: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@demo.te',
    headers: { "content-type": "multipart/form-data; boundary=xx" },
  };

  it("is a 400 on an endpoint that reads a body, for a guest and a logged-in user", async () => {
    refused(await call(login, { method: "POST", ...broken }), [400]);
    refused(await call(create, { method: "POST", token: admin, params: { resource: "country" }, ...broken }), [400]);
    refused(await call(selfUpdate, { method: "POST", token: admin, ...broken }), [400]);
  });
});

describe("numbers beyond the column's range", () => {
  it("in a path: 400 or 404, for a guest too", async () => {
    refused(await call(mediaData, { params: { id: "3000000000" } }));
    refused(await call(verify, { method: "POST", params: { id: "3000000000" }, body: { token: "x" } }));
    refused(await call(getOne, { token: admin, params: { resource: "customers", id: "3000000000" } }));
    refused(await call(getOne, { token: admin, params: { resource: "customers", id: "1e300" } }));
  });

  it("in a query filter: 400", async () => {
    for (const v of ["3000000000", "1e300", "-3000000000", "1.5"])
      refused(await customers(admin, { "filter[agencyId]": v }), [400]);
    refused(await customers(admin, { "filter[groupId]": "3000000000" }), [400]);
    refused(await customers(admin, { page: "1e300" }), [400]);
  });

  it("in a body: 400, and nothing is written", async () => {
    const before = await db().customer.count();
    const post = (body: object) =>
      call(create, { method: "POST", token: admin, params: { resource: "customers" }, body });
    refused(await post({ lastName: "Huge", agencyId: 3000000000 }), [400]);
    refused(await post({ lastName: "Huge", groupIds: [3000000000] }), [400]);
    refused(await post({ lastName: "Huge", agencyId: "1e300" }), [400]);
    expect(await db().customer.count()).toBe(before);
    const changed = await apiUpdate(admin, "customers", customerId, { agencyId: 3000000000 });
    refused(changed, [400]);
  });

  it("a Decimal beyond the column's precision: 400 (hourlyRate is Decimal(10,2))", async () => {
    const before = await db().employee.count();
    const res = await apiCreate(admin, "employee", {
      firstName: "Rich",
      lastName: "Diver",
      hourlyRate: "9999999999.99",
    });
    refused(res, [400]);
    expect(res.body.fields).toEqual([expect.objectContaining({ path: "hourlyRate" })]);
    const ok = await apiCreate(admin, "employee", {
      firstName: "Fair",
      lastName: "Diver",
      hourlyRate: "99999999.99",
    });
    expect(ok.status).toBe(201);
    expect(await db().employee.count()).toBe(before + 1);
  });
});

describe("ids beyond int4 on the API's own endpoints", () => {
  // 10 digits passed the old "\d{1,10}" checks; 11 digits passed z.coerce.number().positive()
  const HUGE = ["9999999999", "99999999999"];
  const fieldsOf = (res: CallResult) => (res.body.fields ?? []).map((f: { path: string }) => f.path);

  it("in a path: 404, as for a valid id of no row", async () => {
    for (const id of [...HUGE, "999999"]) refused(await call(roomsOfType, { token: admin, params: { id } }), [404]);
    for (const id of HUGE) refused(await call(bookingLog, { token: admin, params: { id } }), [404]);
  });

  it("in a query: 400 naming the field", async () => {
    const { resort } = await seedResort(db());
    for (const v of HUGE) {
      const checks: [CallResult, string][] = [
        [await call(resortRooms, { token: admin, query: { resortId: v } }), "resortId"],
        [
          await call(roomsAvailable, {
            token: admin,
            params: { id: String(resort.id) },
            query: { type: "vessel", scheduleId: v },
          }),
          "scheduleId",
        ],
        [
          await call(bookingsFull, {
            token: admin,
            query: { dateFrom: "2030-01-01", dateTo: "2030-01-31", resortId: v },
          }),
          "resortId",
        ],
        [await call(schedulePriceEntry, { token: admin, query: { schedule: v } }), "schedule"],
        [
          await call(occupancy, {
            token: admin,
            query: { from: "2030-01-01", to: "2030-01-08", resortId: `${resort.id},${v}` },
          }),
          "resortId.1",
        ],
      ];
      for (const [res, field] of checks) {
        refused(res, [400]);
        expect(fieldsOf(res), `${field}=${v}`).toContain(field);
      }
    }
  });

  it("in a body: 400 naming the field, nothing written", async () => {
    const rooms = await db().room.count();
    for (const v of HUGE) {
      const room = await apiCreate(admin, "rooms", { name: "Huge", roomTypeId: Number(v), availableBeds: 1 });
      refused(room, [400]);
      expect(fieldsOf(room)).toContain("roomTypeId");
      const copy = await call(copySchedules, {
        method: "POST",
        token: admin,
        params: { from: "2030-01-01", to: "2030-01-31" },
        body: { asset: v },
      });
      refused(copy, [400]);
      expect(fieldsOf(copy)).toContain("asset");
    }
    expect(await db().room.count()).toBe(rooms);
  });
});

describe("NUL bytes and lone surrogates", () => {
  it("in a name, a search, a string filter or a path: 400 or 404", async () => {
    const before = await db().country.count();
    refused(await apiCreate(admin, "country", { code: "QQ", name: "Nul\u0000land" }), [400]);
    refused(await apiCreate(admin, "customers", { lastName: "Lone\ud800" }), [400]);
    refused(
      await call(register, {
        method: "POST",
        body: {
          userType: "customer",
          firstName: "A\u0000",
          lastName: "B",
          email: "nul@example.test",
          password: "x12345",
        },
      }),
      [400],
    );
    refused(await customers(admin, { search: "a\u0000b" }), [400]);
    refused(await customers(admin, { "filter[country]": "D\u0000E" }), [400]);
    refused(await call(getOne, { token: admin, params: { resource: "country", id: "\u0000" } }));
    refused(await call(getOne, { params: { resource: "country", id: "\u0000" } }), [400, 401, 404]);
    refused(await call(jump, { method: "POST", params: { system: "\u0000" }, body: {} }), [400, 401, 404]);
    refused(await call(login, { method: "POST", body: { email: "a\u0000@example.test", password: "x" } }), [400, 401]);
    expect(await db().country.count()).toBe(before);
  });
});

describe("built-in JavaScript names as sort or filter keys", () => {
  const names = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];

  it("are unknown keys (400), for an administrator and for a customer", async () => {
    for (const token of [admin, customerUser])
      for (const n of names) {
        refused(await customers(token, { sort: n }), [400]);
        refused(await customers(token, { [`filter[${n}]`]: "1" }), [400]);
      }
    refused(await customers(admin, { filter: '{"constructor":"1"}' }), [400]);
    refused(await customers(admin, { filter: '{"__proto__":{"x":1}}' }), [400]);
  });

  it("the parsed list query stays a plain object (pages hand it to client components)", () => {
    const q = readListQuery(new URLSearchParams("filter[country]=CH&filter[__proto__]=1"));
    expect(Object.getPrototypeOf(q.filter)).toBe(Object.prototype);
    expect(Object.keys(q.filter).sort()).toEqual(["__proto__", "country"]);
  });
});

describe("deep JSON", () => {
  it("nested thousands of levels: 400", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    refused(
      await call(login, { method: "POST", rawBody: deep, headers: { "content-type": "application/json" } }),
      [400],
    );
    const deepObject = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);
    const user = await seedUser(db(), {});
    refused(
      await call(setLink, {
        method: "POST",
        token: admin,
        params: { id: String(user.id), system: "crm" },
        rawBody: `{"externalId":"x1","data":${deepObject}}`,
        headers: { "content-type": "application/json" },
      }),
      [400],
    );
    expect(await db().userLink.count()).toBe(0);
    refused(
      await call(create, {
        method: "POST",
        token: admin,
        params: { resource: "customers" },
        rawBody: deepObject,
        headers: { "content-type": "application/json" },
      }),
      [400],
    );
  });
});

describe("the net under a schema that forgot a bound", () => {
  it("a value the database cannot store maps to 400, not 500", async () => {
    const { toAppError, errorBody } = await import("@/lib/http/error-response");
    const failures = [
      db().$queryRaw`SELECT ${"3000000000"}::int4`,
      db().$queryRaw`SELECT ${"abc"}::int4`,
      db().$queryRaw`SELECT ${"99999999999.99"}::numeric(10, 2)`,
      db().$queryRaw`SELECT ${"2030-02-31"}::date`,
      db().customer.create({ data: { lastName: "Range", agencyId: 3000000000 } }),
    ];
    for (const p of failures) {
      const e = await p.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(e).toBeDefined();
      const body = errorBody(toAppError(e, "POST"), new Request("http://localhost/api/x"), "en");
      expect(body, String(e)).toMatchObject({ statusCode: 400, description: "BAD_REQUEST" });
    }
  });
});
