// Demo prices for the demo operator, written through the same use cases the API calls: a season
// price for Coral Bay Resort (low, high and festive seasons per year, single use +50%, an
// environmental fee), a per-person price for MV Blue Horizon, default terms of payment and four
// specials (early bird, stay 7 pay 6, an agency commission bonus, a child discount). Every demo
// stay and departure lies inside a priced period, so every demo booking gets a calculation.
import { addCalendarDays, todayIn } from "../../lib/core/dates";
import { transactionOn, type PrismaClient } from "../../lib/core/db";
import { termsResource } from "../../lib/domain/booking/config-resources";
import { createPrice, priceCreateInput } from "../../lib/domain/pricing/save-price";
import { specialResource, specialsGroupResource } from "../../lib/domain/pricing/special-resource";
import { supplementResource } from "../../lib/domain/pricing/supplement-resource";
import { priceVariantResource } from "../../lib/domain/pricing/variant-resource";
import { SETTING_DEFAULTS } from "../../lib/domain/settings/defaults";
import { accessFor, createResource } from "../../lib/resources/engine";
import type { ResourceDef } from "../../lib/resources/types";
import { ADMIN_PRINCIPAL } from "./admin-principal";

const SYSTEM = ADMIN_PRINCIPAL;

/** Creates one row of a resource as POST /api/{name} would (validation, hooks, one transaction). */
async function create(def: ResourceDef, input: Record<string, unknown>): Promise<{ id: number }> {
  const body = def.create.parse(input) as Record<string, unknown>;
  return (await createResource(def, SYSTEM, body, await accessFor(def, SYSTEM, "create"))) as { id: number };
}

/** Nightly prices per room type and season: [low, high, festive]. */
const RESORT_RATES: Record<string, { per: "room" | "person"; values: [string, string, string] }> = {
  STD: { per: "room", values: ["90", "120", "150"] },
  DLX: { per: "room", values: ["120", "160", "200"] },
  FAM: { per: "person", values: ["60", "80", "100"] },
};
/** Per person and night on board, the same all year. */
const CABIN_RATES: Record<string, string> = { SGL: "260", DBL: "200", SHR: "160" };

export async function seedDemoPricing(client: PrismaClient): Promise<string> {
  const today = todayIn(SETTING_DEFAULTS.general.timezone);
  // every year a demo booking or departure can touch: from the club member's past holiday (200
  // days back) to the last departure
  const first = Number(addCalendarDays(today, -210).slice(0, 4));
  const last = Number(addCalendarDays(today, 400).slice(0, 4));
  const years = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return transactionOn(
    client,
    async (tx) => {
      const resort = await tx.resort.findFirstOrThrow({ where: { code: "CBR" }, include: { roomTypes: true } });
      const vessel = await tx.vessel.findFirstOrThrow({ where: { code: "MVBH" }, include: { roomTypes: true } });
      const agency = await tx.agency.findFirstOrThrow({ where: { name: "Deep Blue Travel" } });

      if (!(await tx.termsOfPayment.findFirst({ where: { isDefault: true } })))
        await create(termsResource, {
          name: "30% deposit, balance 30 days before arrival",
          depositPercent: "30",
          depositDueDays: 7,
          restDueDaysBeforeArrival: 30,
          isDefault: true,
          // cancelling from 30 days before arrival costs a share of the total (issue 39)
          cancellationSteps: [
            { daysBefore: 30, percent: "25" },
            { daysBefore: 14, percent: "50" },
            { daysBefore: 3, percent: "80" },
            { daysBefore: 0, percent: "100" },
          ],
        });
      const single = await create(priceVariantResource, {
        key: "single-use",
        name: "Single use",
        singleUse: true,
        adjustType: "percent",
        adjustValue: "50",
      });
      const fee = await create(supplementResource, { name: "Environmental fee", value: "3", addRule: "PerNight" });
      const parkFee = await create(supplementResource, {
        name: "Marine park fee",
        value: "150",
        addRule: "PerPerson",
      });

      const seasons = years.flatMap((y) => [
        { name: `Low season ${y}`, from: `${y}-01-01`, to: `${y}-06-30` },
        { name: `High season ${y}`, from: `${y}-07-01`, to: `${y}-12-31` },
        { name: `Festive season ${y}`, from: `${y}-12-20`, to: `${y}-12-31`, override: true },
      ]);
      await createPrice(
        priceCreateInput.parse({
          name: `Coral Bay ${years[0]}-${years[years.length - 1]}`,
          type: "resort",
          status: "active",
          resortId: resort.id,
          valid: { from: `${years[0]}-01-01`, to: `${last}-12-31` },
          basePrice: "100",
          variantIds: [single.id],
          supplementIds: [fee.id],
          tax: { status: "active", value: "10", name: "VAT", inclusive: true },
          includedServices: ["Breakfast", "Airport transfer"],
          excludedServices: ["Dives", "Equipment rental"],
          periods: seasons,
          entries: seasons.flatMap((_, periodIndex) =>
            resort.roomTypes
              .filter((t) => t.key && RESORT_RATES[t.key])
              .map((t) => ({
                periodIndex,
                roomTypeId: t.id,
                per: RESORT_RATES[t.key!].per,
                value: RESORT_RATES[t.key!].values[periodIndex % 3],
              })),
          ),
        }),
        SYSTEM,
        tx,
      );
      const trips = years.map((y) => ({ name: `Season ${y}`, from: `${y}-01-01`, to: `${y}-12-31` }));
      await createPrice(
        priceCreateInput.parse({
          name: `MV Blue Horizon ${years[0]}-${years[years.length - 1]}`,
          type: "vessel",
          status: "active",
          vesselId: vessel.id,
          supplementIds: [parkFee.id],
          includedServices: ["Full board", "Up to 4 dives a day", "Tanks and weights"],
          excludedServices: ["Nitrox", "Equipment rental", "Flights"],
          periods: trips,
          entries: trips.flatMap((_, periodIndex) =>
            vessel.roomTypes
              .filter((t) => t.key && CABIN_RATES[t.key])
              .map((t) => ({ periodIndex, roomTypeId: t.id, per: "person", value: CABIN_RATES[t.key!] })),
          ),
        }),
        SYSTEM,
        tx,
      );

      const group = await create(specialsGroupResource, { name: "Seasonal offers", color: "#0e7490" });
      const specials = [
        {
          name: "Early bird 10%",
          discount: "PerCent",
          discountValue: "10",
          groupId: group.id,
          rules: [{ dimension: "DaysBeforeTravelDate", operator: "GreaterThanEquals", value: 90 }],
        },
        {
          name: "Stay 7 pay 6",
          discount: "FOCUnit",
          discountValue: "1",
          groupId: group.id,
          rules: [
            { dimension: "Resort", operator: "Equals", value: resort.id },
            { dimension: "Nights", operator: "GreaterThanEquals", value: 7 },
          ],
        },
        {
          name: "Children under 12: half price",
          discount: "PerCent",
          discountValue: "50",
          scope: "Person",
          rules: [{ dimension: "Age", operator: "LessThanEquals", value: 11 }],
        },
        {
          name: "Deep Blue Travel: 2% extra commission",
          kind: "AgencyCommission",
          discount: "PerCent",
          discountValue: "2",
          reduce: false,
          target: "ChangeCommissionablePrice",
          rules: [{ dimension: "Agencies", operator: "IsIn", value: [agency.id] }],
        },
      ];
      for (const s of specials) await create(specialResource, { status: "active", autoAdd: true, ...s });
      return `demo pricing: 2 prices (${seasons.length} seasons, ${years.length} years), ${specials.length} specials`;
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
}
