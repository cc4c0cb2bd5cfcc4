// Screens are data next to their resources: a new record starts with the schema's defaults, and
// every screen names only columns, filters and fields its resource knows.
import { createTranslator } from "next-intl";
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
import * as prices from "@/lib/domain/pricing/price-resource";
import * as specials from "@/lib/domain/pricing/special-resource";
import * as supplements from "@/lib/domain/pricing/supplement-resource";
import * as variants from "@/lib/domain/pricing/variant-resource";
import { defaultsOf, type OptionSource, type ResourceScreen } from "@/lib/resources/screen";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

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
  prices,
  specials,
  supplements,
  variants,
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

describe("list columns in the user's language", () => {
  const has = (messages: object, key: string) =>
    typeof key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages) ===
    "string";

  it("labels every value of an enumeration a screen names, in de and en", () => {
    const missing: string[] = [];
    for (const screen of screens)
      for (const x of [...screen.columns, ...(screen.filters ?? []), ...(screen.fields ?? [])]) {
        const src = x.options as OptionSource | undefined;
        if (!src || typeof src !== "object" || !("enum" in src)) continue;
        for (const v of src.enum)
          for (const [lang, messages] of [
            ["de", de],
            ["en", en],
          ] as const)
            if (!has(messages, `${src.labels}.${v}`)) missing.push(`${screen.resource} ${lang}: ${src.labels}.${v}`);
      }
    expect(missing).toEqual([]);
  });

  it("names a commission's reason in words and shows its fixed amount as money", () => {
    const column = (key: string) => config.commissionScreen.columns.find((c) => c.key === key);
    // the seeded reasons and the spec's default, as an enum column labels them
    expect(column("reason")).toMatchObject({
      type: "enum",
      options: { enum: config.COMMISSION_REASONS, labels: "commission.reasons" },
    });
    expect(config.COMMISSION_REASONS).toEqual(expect.arrayContaining(["customer", "agency", "employee"]));
    const reasons = (locale: string, messages: typeof de) => {
      const t = createTranslator({ locale, messages, namespace: "commission.reasons" });
      return config.COMMISSION_REASONS.map((r) => t(r));
    };
    expect(reasons("de", de)).toEqual(["Kunde", "Agentur", "Mitarbeiter"]);
    expect(reasons("en", en)).toEqual(["Customer", "Agency", "Employee"]);
    // money in the operator's currency, as the supplements list ("50,00 €"), not a bare number
    expect(column("value")).toMatchObject({ type: "money" });
    expect(column("value")).not.toHaveProperty("currencyKey");
  });
});
