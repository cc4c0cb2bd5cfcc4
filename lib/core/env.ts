// The environment, read once and validated. Every variable is documented in README.md.
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgres://user:pass@host:port/db; unset = embedded PGlite under DATA_DIR */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  /** connections each app server keeps open to PostgreSQL (README: several app servers) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** signs browser session cookies; every app server behind a load balancer needs the same one */
  NEXTAUTH_SECRET: z.string().min(16, "NEXTAUTH_SECRET must have at least 16 characters").optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  /** lifetime of a login (API token or browser session) */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(12 * 3600),
  /** smtp://user:pass@host:port; unset = mails are written to DATA_DIR/mail as .eml files */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Harbour Booking <noreply@localhost>"),
  /** the operator's time zone, used where a property has none */
  APP_TIMEZONE: z.string().default("Europe/Berlin"),
  /** proxies whose X-Forwarded-For counts: addresses or networks, comma-separated (or loopback, private) */
  TRUSTED_PROXIES: z.string().optional(),
  /** how many proxies stand in front of the app; 0 = clients connect directly */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Wise's API, where bank statements are collected from (a local stand-in in tests) */
  WISE_API_URL: z.string().url().default("https://api.transferwise.com"),
  /** OAuth of Google and Microsoft mail accounts: authorization and token endpoints (a local stand-in in tests);
   *  {tenant} is the Microsoft tenant of the account */
  MAIL_OAUTH_GOOGLE_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  MAIL_OAUTH_GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  MAIL_OAUTH_MICROSOFT_AUTH_URL: z
    .string()
    .url()
    .default("https://login.microsoftonline.com/{tenant}/oauth2/v2.0/authorize"),
  MAIL_OAUTH_MICROSOFT_TOKEN_URL: z
    .string()
    .url()
    .default("https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** The validated environment. Throws one readable line per bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  cached = parsed.data;
  return cached;
}

/** Tests change process.env between files. */
export function resetEnvCache() {
  cached = undefined;
}
