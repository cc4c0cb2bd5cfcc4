// The calculation's texts as an operator or guest reads them: counts in singular or plural, the
// engine's enum names by their labels, dates as the language writes them, in English and German.
import { describe, expect, it } from "vitest";
import { textInLanguage } from "@/lib/domain/pricing/text-in-language";

const en = textInLanguage("en");
const de = textInLanguage("de");

describe("calculation texts in a language", () => {
  it("puts nights and persons in singular or plural, whether the engine wrote them as numbers or text", () => {
    const room = (nights: number | string, persons: number) => ({
      key: "pricing.line.roomNights",
      values: { roomType: "Double", room: "101", period: "Low", nights, persons, variant: "" },
    });
    expect(en(room(1, 1)).trim()).toBe("Double 101, Low: 1 night, 1 person");
    expect(en(room(7, 2)).trim()).toBe("Double 101, Low: 7 nights, 2 persons");
    expect(de(room("1", 1)).trim()).toBe("Double 101, Low: 1 Nacht, 1 Person");
    expect(de(room(3, 2)).trim()).toBe("Double 101, Low: 3 Nächte, 2 Personen");
    const units = { key: "pricing.explain.quantity", values: { rule: "PerNight", quantity: "14", persons: 2 } };
    expect(en(units)).toBe("Per night: 14 units for 2 persons");
    expect(de({ ...units, values: { ...units.values, quantity: "1", persons: 1 } })).toBe(
      "Pro Nacht: 1 Einheit für 1 Person",
    );
  });

  it("names a special's discount type, target and scope by their labels", () => {
    const special = {
      key: "pricing.explain.special",
      values: { special: "Stay 7 pay 6", discount: "FOCUnit", value: "1", target: "ChangeRoomPrice", scope: "Booking" },
    };
    expect(en(special)).toBe("Special Stay 7 pay 6: Free nights or units 1, on: The room price, counted per: Booking");
    expect(de(special)).toBe(
      "Special Stay 7 pay 6: Freinächte oder -einheiten 1, auf: Den Zimmerpreis, gezählt pro: Buchung",
    );
    const entry = {
      key: "pricing.explain.entry",
      values: { price: "Summer", period: "Low", entry: 7, value: "150", currency: "EUR", per: "room" },
    };
    expect(de(entry)).toBe("Summer, Zeitraum Low, Eintrag 7: 150 EUR pro Zimmer");
    // a value that is no enum name stays as written (a price's own discount text)
    expect(en({ key: "pricing.line.priceDiscount", values: { discount: "10%", price: "Summer" } })).toBe(
      "Discount 10% (Summer)",
    );
  });

  it("writes dates as the language does, never as ISO", () => {
    const rest = { key: "pricing.line.rest", values: { due: "2026-11-26" } };
    expect(de(rest)).toBe("Restzahlung fällig am 26.11.2026");
    expect(en(rest)).toBe("Balance due Nov 26, 2026");
    // a text that only looks like a date stays
    expect(en({ key: "pricing.line.manual", values: { text: "Late checkout 2026-11-26 14:00" } })).toBe(
      "Late checkout 2026-11-26 14:00",
    );
  });

  it("writes the engine's decimals with the language's decimal mark", () => {
    const commission = {
      key: "pricing.line.commissionWithSpecials",
      values: { percent: "10", base: "876", specials: "17.52" },
    };
    expect(de(commission)).toBe("Agenturprovision 10% von 876 und 17,52 aus Specials");
    expect(en(commission)).toBe("Agency commission 10% of 876 and 17.52 from specials");
    expect(de({ key: "pricing.line.tax", values: { name: "MwSt", rate: "7.5" } })).toContain("7,5");
  });
});
