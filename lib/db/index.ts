// The only door to the database for domain code. Nothing outside lib/ imports the generated client.
export { db, database, useDatabase } from "./client";
export { Prisma } from "./generated/client";
export type * from "./generated/models";
export * from "./generated/enums";
/** every model's fields as the schema declares them (scripts/gen-wire-models.ts), for answer schemas */
export { WIRE_MODELS, WIRE_ENUMS, type WireModelField } from "./generated/wire-models";
export type { PrismaClient } from "./generated/client";
export type { Database } from "./open";
export { pgCode } from "./errors";
export {
  captureQueries,
  metered,
  onStatement,
  recordStatements,
  type CapturedQuery,
  type StatementMeter,
} from "./statement-meter";
