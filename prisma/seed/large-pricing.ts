// Prices for the benchmark resorts (issue 43: a create in the bench is priced, as an operator's
// is), written through the same use case as the demo prices: one price per resort from the first
// seeded stay's year to ten years ahead (the bench creates after the data's last stay, further out
// each run), a nightly rate per room type, the demo's tax. Idempotent: a resort with a price is left.
import { addCalendarDays, todayIn } from "../../lib/core/dates";
import { transactionOn, type PrismaClient } from "../../lib/core/db";
import { createPrice, priceCreateInput } from "../../lib/domain/pricing/save-price";
import { ADMIN_PRINCIPAL } from "./admin-principal";

const RATES: Record<string, string> = { GDN: "110", SEA: "150", VIL: "240" };

export async function seedLargePricing(client: PrismaClient): Promise<string> {
  const today = todayIn("Europe/Berlin");
  const first = Number(addCalendarDays(today, -4 * 365).slice(0, 4));
  const last = Number(addCalendarDays(today, 10 * 365).slice(0, 4));
  const priced = new Set((await client.price.findMany({ select: { resortId: true } })).map((p) => p.resortId));
  const resorts = (
    await client.resort.findMany({ where: { code: { startsWith: "BR" } }, include: { roomTypes: true } })
  ).filter((r) => !priced.has(r.id));
  for (const resort of resorts)
    await transactionOn(
      client,
      (tx) =>
        createPrice(
          priceCreateInput.parse({
            name: `${resort.name} ${first}-${last}`,
            type: "resort",
            status: "active",
            resortId: resort.id,
            valid: { from: `${first}-01-01`, to: `${last}-12-31` },
            basePrice: "100",
            tax: { status: "active", value: "10", name: "VAT", inclusive: true },
            periods: [{ name: `${first}-${last}`, from: `${first}-01-01`, to: `${last}-12-31` }],
            entries: resort.roomTypes
              .filter((t) => t.key && RATES[t.key])
              .map((t) => ({ periodIndex: 0, roomTypeId: t.id, per: "room", value: RATES[t.key!] })),
          }),
          ADMIN_PRINCIPAL,
          tx,
        ),
      { timeout: 120_000, maxWait: 60_000 },
    );
  return `large data prices: ${resorts.length} resorts priced`;
}
