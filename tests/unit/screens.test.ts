// Screens are data next to their resources: a new record starts with the schema's defaults, and
// every screen names only columns, filters and fields its resource knows.
import { describe, expect, it } from "vitest";
import { RESOURCES } from "@/lib/composition/resources";
import { termsResource, termsScreen } from "@/lib/domain/booking/config-resources";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import * as agencyGroups from "@/lib/domain/crm/agency-groups";
import * as agency from "@/lib/domain/crm/agency-resource";
import * as credits from "@/lib/domain/crm/credit-resources";
import * as customerGroups from "@/lib/domain/crm/customer-groups";
import * as customer from "@/lib/domain/crm/customer-resource";
import * as config from "@/lib/domain/booking/config-resources";
import * as content from "@/lib/domain/content/resources";
import * as geo from "@/lib/domain/geo/resources";
import * as hr from "@/lib/domain/hr/resources";
import * as products from "@/lib/domain/products/resources";
import * as settings from "@/lib/domain/settings/resources";
import * as users from "@/lib/domain/users/resources";
import { defaultsOf, type ResourceScreen } from "@/lib/resources/screen";

const screens = [
  agencyGroups,
  agency,
  credits,
  customerGroups,
  customer,
  config,
  content,
  geo,
  hr,
  products,
  settings,
  users,
]
  .flatMap((m) => Object.values(m))
  .filter((v): v is ResourceScreen => !!v && typeof v === "object" && "resource" in v && "columns" in v);

describe("screens derived from schemas", () => {
  it("starts a new record with the schema's defaults, nothing typed twice", () => {
    expect(defaultsOf(termsResource.create)).toMatchObject({
      depositDueDays: 7,
      restDueDaysBeforeArrival: 30,
      isActive: true,
    });
    expect(defaultsOf(customerResource.create)).toMatchObject({ gender: "u", customerType: "Direct" });
    // optional fields without a default stay empty
    expect(defaultsOf(customerResource.create)).not.toHaveProperty("email");
  });

  it("has a screen per resource with a list page, each naming only what its resource knows", () => {
    expect(screens.length).toBeGreaterThanOrEqual(25);
    expect(termsScreen.resource).toBe("terms");
    for (const screen of screens) {
      const def = RESOURCES.find((r) => r.name === screen.resource)!;
      expect(def, screen.resource).toBeDefined();
      const fields = Object.keys(def.create.shape);
      for (const f of screen.fields ?? []) {
        // a location is edited as latitude and longitude
        const names = f.type === "location" ? ["latitude", "longitude"] : [f.name];
        for (const n of names) expect(fields, `${screen.resource}: field ${n}`).toContain(n);
      }
      for (const c of screen.columns)
        if (c.sort) expect(Object.keys(def.sort), `${screen.resource}: sort ${c.sort}`).toContain(c.sort);
      for (const f of screen.filters ?? [])
        expect(Object.keys(def.filters ?? {}), `${screen.resource}: filter ${f.key}`).toContain(f.key);
    }
  });
});
