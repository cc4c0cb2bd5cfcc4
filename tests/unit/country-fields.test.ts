// Every field that names a country, in every resource, the company's settings and the price
// lookup, takes only a code that names one (isoCountryCode: ISO 3166-1 alpha-2 and XK), with the
// same message: a schema that checked only "two letters" again would let "XX" be stored.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { RESOURCES } from "@/lib/composition/resources";
import { GROUP_SCHEMAS } from "@/lib/domain/settings/group-settings";
import { priceQuery } from "@/lib/domain/pricing/price-lookups";

const COUNTRY_FIELD = /countr|nationality/i;

/** [where, schema] of every country field (the country list's own code is the list, not a field). */
function countryFields(): [string, z.ZodType][] {
  const out: [string, z.ZodType][] = [];
  const add = (where: string, shape: Record<string, z.ZodType>) => {
    for (const [key, schema] of Object.entries(shape))
      if (COUNTRY_FIELD.test(key) && key !== "countries") out.push([`${where}.${key}`, schema]);
  };
  for (const def of RESOURCES) {
    add(def.name, def.create.shape);
    if (def.update) add(`${def.name} (update)`, def.update.shape);
  }
  add("settings.company", GROUP_SCHEMAS.company.shape);
  add("priceQuery", priceQuery.shape);
  return out;
}

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("country fields", () => {
  it("are found: customers, agencies, resorts, suppliers, geography, taxes, the company, the price lookup", () => {
    const where = countryFields().map(([w]) => w);
    for (const expected of [
      "customers.nationality",
      "customers.country",
      "customers.passportNationality",
      "agencies.country",
      "resort.countryCode",
      "supplier.country",
      "port.countryCode",
      "airport.countryCode",
      "airline.countryCode",
      "destination.countryCode",
      "tax.countryCode",
      "settings.company.country",
      "priceQuery.country",
    ])
      expect(where).toContain(expected);
  });

  it("each refuses a code that names no country with one message, and takes a real one upper-cased", () => {
    for (const [where, schema] of countryFields()) {
      for (const code of ["XX", "ZZ", "EU", "UK"])
        expect(messagesOf(schema.safeParse(code)), `${where} ${code}`).toEqual(["validation.unknownReference"]);
      expect(messagesOf(schema.safeParse("Germany")), where).toEqual(["validation.countryCode"]);
      for (const [code, stored] of [
        ["DE", "DE"],
        ["de", "DE"],
        [" at ", "AT"],
        ["XK", "XK"],
      ])
        expect(schema.safeParse(code), `${where} ${code}`).toMatchObject({ success: true, data: stored });
    }
  });
});
