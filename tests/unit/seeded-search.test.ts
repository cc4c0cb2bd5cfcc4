// A seeded record's name in every language (messages seeded.<resource>.<field>) for the lists'
// search: which stored values a term finds by their label (lib/resources/seeded-search.ts).
import { describe, expect, it } from "vitest";
import { overriddenLabels, seededLabelsIn, valuesLabelled } from "@/lib/resources/seeded-search";
import { bundledMessages } from "@/lib/i18n/messages";
import { searchWhere } from "@/lib/resources/list-query";

describe("seeded labels", () => {
  it("reads a resource's labels from a language's messages, and nothing for others", () => {
    expect(seededLabelsIn(bundledMessages("de"), "terms", "name")).toMatchObject({
      Agencies: "Agenturen",
      "30% deposit, balance 30 days before arrival": "30 % Anzahlung, Rest 30 Tage vor Anreise",
    });
    expect(seededLabelsIn(bundledMessages("de"), "commission", "name")["Staff referral"]).toBe(
      "Empfehlung durch Mitarbeiter",
    );
    expect(seededLabelsIn(bundledMessages("de"), "customers", "name")).toEqual({});
    expect(seededLabelsIn(bundledMessages("de"), "__proto__", "name")).toEqual({});
    expect(seededLabelsIn(undefined, "terms", "name")).toEqual({});
  });

  it("takes an operator's override of a seeded label", () => {
    const overrides = { "seeded.terms.name.Agencies": "Vermittler", "seeded.terms.name.": "x", "nav.home": "Start" };
    expect(overriddenLabels(overrides, "terms", "name")).toEqual({ Agencies: "Vermittler" });
    expect(overriddenLabels(overrides, "commission", "name")).toEqual({});
  });

  it("finds the stored values whose label in any language contains the term, case-insensitively", () => {
    const labels = {
      name: [
        { Agencies: "Agenturen", "Staff referral": "Empfehlung durch Mitarbeiter" },
        { Agencies: "Agencies", "Staff referral": "Staff referral" },
      ],
      reason: [{}],
    };
    expect(valuesLabelled(labels, "agentur")).toEqual({ name: ["Agencies"] });
    expect(valuesLabelled(labels, "EMPFEHLUNG")).toEqual({ name: ["Staff referral"] });
    expect(valuesLabelled(labels, "a")).toEqual({ name: ["Agencies", "Staff referral"] });
    expect(valuesLabelled(labels, "Vorauskasse")).toEqual({});
    expect(valuesLabelled(labels, "  ")).toEqual({});
  });

  it("a search matches those stored values besides its contains", () => {
    const def = { search: ["name", "reason"] };
    expect(searchWhere(def, "Agentur", { name: ["Agencies"] })).toEqual({
      OR: [
        { name: { contains: "Agentur", mode: "insensitive" } },
        { reason: { contains: "Agentur", mode: "insensitive" } },
        { name: { in: ["Agencies"] } },
      ],
    });
    expect(searchWhere(def, "x", { other: ["y"] })).toEqual({
      OR: [{ name: { contains: "x", mode: "insensitive" } }, { reason: { contains: "x", mode: "insensitive" } }],
    });
  });
});
