// Rows written as JSON in one statement: a booking's rows, its calculation lines and its update go
// to the database as one parameter each (issue 43: each statement is a round trip). The database
// gives every value its column's type (json_populate_record), so a row is the same object Prisma
// would write: dates and timestamps as ISO text, decimals as text, JSON columns as JSON.
import { Prisma } from "./db";

type Row = Record<string, unknown>;

/** The columns the rows set: every key some row gives a value (a key left undefined is not written). */
export function columnsOf(rows: readonly Row[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (v !== undefined) columns.add(k);
  return [...columns];
}

/** `"a", "b"`, or with a prefix `x."a", x."b"` (the rows' alias). */
export function columnList(columns: readonly string[], prefix = ""): Prisma.Sql {
  return Prisma.raw(columns.map((c) => `${prefix}"${c.replace(/"/g, '""')}"`).join(", "));
}

/** The rows as a set of `table`'s records, aliased `x`: `FROM <this>` in an INSERT ... SELECT or an UPDATE ... FROM. */
export function jsonRecords(table: string, rows: readonly Row[]): Prisma.Sql {
  return Prisma.sql`json_populate_recordset(NULL::${Prisma.raw(`"${table}"`)}, ${JSON.stringify(rows)}::json) AS x`;
}

/** One row as `table`'s record, aliased `x`. */
export function jsonRecord(table: string, row: Row): Prisma.Sql {
  return Prisma.sql`json_populate_record(NULL::${Prisma.raw(`"${table}"`)}, ${JSON.stringify(row)}::json) AS x`;
}
