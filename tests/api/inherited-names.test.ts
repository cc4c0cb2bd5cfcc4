// A name a request brings (a sort, a filter, a list's kind, a provider) is looked up among the
// object's own names only: the names every object inherits (constructor, toString, __proto__,
// hasOwnProperty, valueOf) are unknown names, a 400 naming the parameter, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listBookings } from "@/app/api/bookings/route";
import { GET as listCustomers } from "@/app/api/[resource]/route";
import { db } from "@/lib/core/db";
import { minorUnits } from "@/lib/core/money";
import { translator } from "@/lib/i18n/translator";
import { pageSearchParams } from "@/lib/page/search-params";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

const INHERITED = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];
let readers: Record<string, string>;

beforeAll(async () => {
  const agency = await seedAgency(db(), { name: "Reader Agency" });
  const customer = await seedCustomer(db(), { firstName: "Rita", lastName: "Reader" });
  readers = {
    admin: await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id),
    staff: await tokenFor((await seedUser(db(), { scopes: ["bookings.read"] })).id),
    agency: await tokenWith(["agencies.self"], { userType: "agency", agencyId: agency.id }),
    customer: await tokenWith(["customers.self"], { userType: "customer", customerId: customer.id }),
  };
});

describe("GET /api/bookings with an inherited name", () => {
  it("answers 400 naming sort for every role that reads bookings", async () => {
    for (const [role, token] of Object.entries(readers))
      for (const sort of INHERITED) {
        const res = await call(listBookings, { token, query: { sort }, headers: { "accept-language": "en" } });
        expect(res.status, `${role} sort=${sort}: ${res.text}`).toBe(400);
        expect(res.body.fields, `${role} sort=${sort}`).toEqual([
          expect.objectContaining({ path: "sort", message: expect.any(String) }),
        ]);
      }
  });

  it("answers 400 naming the filter for an inherited filter name, and lists with a known sort", async () => {
    for (const name of INHERITED) {
      const res = await call(listBookings, { token: readers.staff, query: { [`filter[${name}]`]: "1" } });
      expect(res.status, `filter[${name}]: ${res.text}`).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path: `filter.${name}` })]);
    }
    const ok = await call(listBookings, { token: readers.staff, query: { sort: "dateFrom", order: "asc" } });
    expect(ok.status, ok.text).toBe(200);
  });

  it("the generic lists answer the same", async () => {
    for (const sort of INHERITED) {
      const res = await call(listCustomers, {
        token: readers.admin,
        params: { resource: "customers" },
        query: { sort },
      });
      expect(res.status, `sort=${sort}: ${res.text}`).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ path: "sort" })]);
    }
  });
});

describe("lookups of names that come from outside", () => {
  it("a message key ending in an inherited name is no message: the fallback, never an error", () => {
    const t = translator("en");
    for (const name of INHERITED) {
      expect(t.has(`bookingStates.${name}`), name).toBe(false);
      expect(t(`bookingStates.${name}`, undefined, "fallback"), name).toBe("fallback");
    }
    expect(t.has("bookingStates.confirmed")).toBe(true);
    // a group of messages is not a message
    expect(t.has("bookingStates")).toBe(false);
  });

  it("a currency named like an inherited name has the usual two decimals", () => {
    for (const name of INHERITED) expect(minorUnits(name), name).toBe(2);
    expect(minorUnits("jpy")).toBe(0);
  });

  it("a page's query keeps __proto__ a parameter, never the object's prototype", () => {
    const sp = pageSearchParams(new URLSearchParams("__proto__=a&__proto__=b&x=1"));
    expect(Object.getPrototypeOf(sp)).toBe(Object.prototype);
    expect(Object.hasOwn(sp, "__proto__")).toBe(true);
    expect(sp.x).toBe("1");
  });
});
