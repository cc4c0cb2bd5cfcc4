// npm start: check the environment, migrate, seed demo data on first run, build if the sources
// changed, then serve with `next start`. Every failure ends with one line saying what to fix.
import { spawn } from "node:child_process";
import { authSecret } from "../lib/auth/secret";
import { StartupError, messageOf } from "../lib/db/errors";
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { dbTarget, describeTarget } from "../lib/db/target";
import { env } from "../lib/core/env";
import { seedDemo } from "../prisma/seed/demo";
import { build, nextStartArgs } from "./build";

async function main() {
  let e;
  try {
    e = env();
  } catch (err) {
    throw new StartupError(`Invalid environment: ${messageOf(err)}`);
  }
  const secret = authSecret();
  const target = dbTarget();
  const d = await openDatabase(target);
  try {
    const applied = await migrate(d);
    if (applied.length) console.log(`migrated ${describeTarget(target)}: ${applied.join(", ")}`);
    console.log(await seedDemo(d.prisma));
  } finally {
    await d.close();
  }
  // SKIP_BUILD: the caller (npm test) has just built
  if (!process.env.SKIP_BUILD && !build())
    throw new StartupError("`next build` failed (see above): fix the build error, then start again.");
  const child = spawn(process.execPath, nextStartArgs(e.PORT), {
    stdio: "inherit",
    env: {
      ...process.env,
      NEXTAUTH_SECRET: secret,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      // the server closes the database itself on SIGTERM/SIGINT (instrumentation.ts)
      NEXT_MANUAL_SIG_HANDLE: "true",
    },
  });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err instanceof StartupError ? `Start-up failed: ${err.message}` : `Start-up failed: ${messageOf(err)}`);
  if (!(err instanceof StartupError) && process.env.DEBUG) console.error(err);
  process.exit(1);
});
