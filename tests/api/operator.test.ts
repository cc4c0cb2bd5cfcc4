// Dates and currency come from the operator's settings, not from the server: "today" is the
// calendar date where the operator (or the property) is, and new records take the default currency.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { todayIn } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { defaultCurrency, operatorToday } from "@/lib/core/operator";
import { seedCurrencies, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

const setGeneral = (key: string, value: string) =>
  db().setting.upsert({
    where: { group_key: { group: "general", key } },
    update: { value },
    create: { group: "general", key, value },
  });

let admin: string;
beforeAll(async () => {
  admin = await tokenWith(["admin"]);
});

describe("the operator's today and currency", () => {
  it("takes today in the operator's time zone, or in the property's own", async () => {
    // 25 hours apart: these two zones never share a calendar date
    await setGeneral("timezone", "Pacific/Kiritimati");
    const east = await operatorToday();
    expect(east).toBe(todayIn("Pacific/Kiritimati"));
    await setGeneral("timezone", "Pacific/Pago_Pago");
    expect(await operatorToday()).toBe(todayIn("Pacific/Pago_Pago"));
    expect(await operatorToday()).not.toBe(east);
    // a property with its own zone wins over the operator's
    expect(await operatorToday({ timezone: "Pacific/Kiritimati" })).toBe(east);
  });

  it("gives new records the operator's default currency when none is chosen", async () => {
    await setGeneral("defaultCurrency", "PHP");
    expect(await defaultCurrency()).toBe("PHP");
    const res = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "agencies" },
      body: { name: "Manila Dive Travel" },
    });
    expect(res.status).toBe(201);
    expect(res.body.currency).toBe("PHP");
    // a currency chosen is one of the currency list
    await seedCurrencies("USD");
    const chosen = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "agencies" },
      body: { name: "Euro Travel", currency: "USD" },
    });
    expect(chosen.body.currency).toBe("USD");
  });
});
