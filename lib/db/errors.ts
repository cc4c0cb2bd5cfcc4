/** A start-up problem the operator must fix; its message is one line saying what to do. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}

// Prisma's own codes (P1000-P6999: P2010 is "a raw query failed") look like a SQLSTATE; the
// database's code of a failed raw query is in the error's cause
const isSqlState = (c: unknown): c is string =>
  typeof c === "string" && /^[0-9A-Z]{5}$/.test(c) && !/^P[1-9]\d{3}$/.test(c);

/** Postgres error code from a pg, PGlite or Prisma driver-adapter error, if any. */
export function pgCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === "object"; i++) {
    const o = cur as {
      code?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
      originalCode?: unknown;
    };
    if (isSqlState(o.originalCode)) return o.originalCode;
    if (isSqlState(o.code)) return o.code;
    cur = o.meta?.driverAdapterError ?? o.cause;
  }
  return undefined;
}

export function messageOf(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return (
    m
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-1)[0] ?? "unknown error"
  );
}

/** A connection or login failure of pg in a few words, for one-line messages. */
export function explainPgError(e: unknown): string {
  const code = pgCode(e) ?? (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ENOTFOUND":
      return "unknown host";
    case "28P01":
      return "wrong user name or password";
    case "3D000":
      return "the database does not exist";
    default:
      return messageOf(e);
  }
}
