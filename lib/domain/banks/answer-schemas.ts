// What the bank endpoints answer, as zod schemas (RouteSpec.response): an entry of the lists, an
// import's result, a statement's preview, a deletion of entries. The OpenAPI document shows them and
// the API tests check every answer against them.
import { z } from "zod";
import { wireDate, wireDecimal, wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";
import { csvMappingSchema } from "./csv-statement";
import { ENTRY_STATES } from "./entry-state";

export const ENTRY_SOURCES = ["import", "manual", "wise"] as const;

export const bankEntryAnswer = z
  .object({
    id: wireId,
    bankId: wireId,
    bankName: z.string(),
    source: z.enum(ENTRY_SOURCES),
    importId: wireId.nullable(),
    date: wireDate,
    valueDate: wireDate.nullable(),
    amount: wireDecimal.meta({ description: "positive: money in; negative: money out" }),
    currency: z.string(),
    counterparty: z.string().nullable(),
    counterpartyIban: z.string().nullable(),
    reference: z.string().nullable(),
    details: z.string().nullable(),
    state: z.enum(ENTRY_STATES).meta({ description: "matched: the matches cover the amount exactly" }),
    matched: wireDecimal.meta({ description: "the sum of the matches' amounts" }),
    remaining: wireDecimal.meta({ description: "what is left to match" }),
    createdAt: wireTimestamp,
  })
  .meta({ id: "BankEntry" });

export const bankEntryPage = wirePage(bankEntryAnswer).meta({ id: "BankEntryPage" });

export const importAnswer = z
  .object({
    importId: wireId,
    format: z.enum(["csv", "camt053", "mt940", "wise"]),
    encoding: z.string().nullable(),
    rows: wireInt.meta({ description: "movements in the statement" }),
    added: wireInt.meta({ description: "new entries" }),
    skipped: wireInt.meta({ description: "movements imported before (same fingerprint)" }),
    from: wireDate.nullable(),
    to: wireDate.nullable(),
  })
  .meta({ id: "BankImportResult" });

export const previewAnswer = z
  .object({
    format: z.enum(["csv", "camt053", "mt940"]),
    encoding: z.string(),
    delimiter: z.string().nullable(),
    skip: wireInt.meta({ description: "records before the first movement (account lines, the header)" }),
    header: z.array(z.string()).nullable(),
    rows: z.array(z.array(z.string())).meta({ description: "the first movements as the file has them" }),
    suggested: csvMappingSchema.nullable(),
    saved: csvMappingSchema.nullable().meta({ description: "the mapping the bank keeps from its last import" }),
  })
  .meta({ id: "BankStatementPreview" });

export const deleteEntriesAnswer = z
  .object({
    deleted: wireInt,
    kept: z.array(wireId).meta({ description: "matched entries of the period, left as they are" }),
  })
  .meta({ id: "BankEntriesDeleted" });
