// The demo's terms and commissions keep one stored name ("Agencies", "Staff referral"); their lists
// show it in the user's language (messages seeded.*: "Agenturen", "Empfehlung durch Mitarbeiter").
// The list's search (on the server, paged) finds them by the name in either language.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { db } from "@/lib/core/db";
import { seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;

beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
  const made = async (resource: string, body: object) => {
    const res = await call(create, { method: "POST", token: admin, params: { resource }, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  // the seed's names (prisma/seed/demo-content.ts, demo-pricing.ts) and one an operator typed
  for (const name of ["Standard", "Agencies", "Last minute", "30% deposit, balance 30 days before arrival"])
    await made("terms", { name });
  await made("terms", { name: "Ohne Anzahlung (Stammgäste)" });
  for (const name of ["Agency standard", "Reseller", "Staff referral"]) await made("commission", { name });
});

const search = (resource: string, term: string, query: Record<string, string | number> = {}, lang = "en") =>
  call(list, {
    token: admin,
    params: { resource },
    query: { search: term, ...query },
    headers: { "accept-language": lang },
  });
const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

describe("searching seeded names in either language", () => {
  it("finds the seeded terms by their German name, whatever the caller's language, besides stored names", async () => {
    const deposit = await search("terms", "Anzahlung");
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(names(deposit.body)).toEqual(["30% deposit, balance 30 days before arrival", "Ohne Anzahlung (Stammgäste)"]);
    expect(deposit.body.total).toBe(2);
    expect(names((await search("terms", "agenturen", {}, "de")).body)).toEqual(["Agencies"]);
    // the stored (English) name still matches, in German too
    expect(names((await search("terms", "deposit", {}, "de")).body)).toEqual([
      "30% deposit, balance 30 days before arrival",
    ]);
    expect((await search("terms", "Vorauskasse")).body.total).toBe(0);
  });

  it("finds the seeded commissions by their German name", async () => {
    expect(names((await search("commission", "Empfehlung")).body)).toEqual(["Staff referral"]);
    expect(names((await search("commission", "wiederverkäufer", {}, "de")).body)).toEqual(["Reseller"]);
    // "Agentur-Standard" (German) and "Agency standard" (stored)
    expect(names((await search("commission", "agentur")).body)).toEqual(["Agency standard"]);
    expect(names((await search("commission", "referral", {}, "de")).body)).toEqual(["Staff referral"]);
  });

  it("stays paged on the server: total counts every match, a page holds its size", async () => {
    const one = await search("terms", "Anzahlung", { size: 1, page: 1, sort: "name" });
    expect(one.body).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(names(one.body)).toEqual(["30% deposit, balance 30 days before arrival"]);
    const two = await search("terms", "Anzahlung", { size: 1, page: 2, sort: "name" });
    expect(two.body).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(names(two.body)).toEqual(["Ohne Anzahlung (Stammgäste)"]);
  });

  it("an operator's own name for a seeded record (/config/translations) is found too", async () => {
    const override = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "translation" },
      body: { lang: "de", key: "seeded.terms.name.Agencies", value: "Vermittlerkonditionen" },
    });
    expect(override.status, JSON.stringify(override.body)).toBe(201);
    expect(names((await search("terms", "vermittler")).body)).toEqual(["Agencies"]);
  });
});
