// Database tooling: npm run db:migrate | db:diff -- <name> | db:seed [-- --scale large] | db:reset
import { mkdir, writeFile } from "node:fs/promises";
import { rmSync } from "node:fs";
import { StartupError, messageOf } from "../lib/db/errors";
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { newPGlite } from "../lib/db/pglite";
import { MIGRATIONS_DIR, diffToSchema, pgliteMigrationFactory } from "../lib/db/schema-engine";
import { dbTarget, describeTarget } from "../lib/db/target";
import { seedDemo } from "../prisma/seed/demo";
import { seedLarge } from "../prisma/seed/large";

const [command, ...args] = process.argv.slice(2);

async function diff(name: string | undefined) {
  if (!name || !/^[a-z0-9_]+$/i.test(name))
    throw new StartupError("usage: npm run db:diff -- <name> (letters, digits, _)");
  // the engine needs a connection of its own; the migrations replay on an in-memory shadow PGlite
  const pg = newPGlite();
  try {
    const sql = await diffToSchema(pgliteMigrationFactory(pg));
    if (!/\b(CREATE|ALTER|DROP)\b/i.test(sql)) return console.log("schema unchanged, no migration written");
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = `${MIGRATIONS_DIR}/${stamp}_${name}`;
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/migration.sql`, sql);
    await writeFile(`${MIGRATIONS_DIR}/migration_lock.toml`, 'provider = "postgresql"\n');
    console.log(`wrote ${dir}/migration.sql`);
  } finally {
    await pg.close();
  }
}

async function withDb<T>(fn: (d: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const d = await openDatabase(dbTarget());
  try {
    return await fn(d);
  } finally {
    await d.close();
  }
}

async function main() {
  const t0 = performance.now();
  switch (command) {
    case "migrate":
      await withDb(async (d) => console.log("applied:", (await migrate(d)).join(", ") || "nothing pending"));
      break;
    case "diff":
      await diff(args[0]);
      break;
    case "seed": {
      const scale = args.includes("--scale") ? args[args.indexOf("--scale") + 1] : "demo";
      if (scale !== "demo" && scale !== "large") throw new StartupError("usage: npm run db:seed [-- --scale large]");
      await withDb(async (d) => {
        await migrate(d);
        console.log(await seedDemo(d.prisma));
        if (scale === "large") console.log(await seedLarge(d.prisma));
      });
      break;
    }
    case "reset": {
      const target = dbTarget();
      if (target.kind === "pglite") rmSync(target.dir, { recursive: true, force: true });
      await withDb(async (d) => {
        if (target.kind === "postgres")
          await d.prisma.$executeRawUnsafe("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
        await migrate(d);
        console.log(await seedDemo(d.prisma));
      });
      console.log(`reset ${describeTarget(target)}`);
      break;
    }
    default:
      throw new StartupError("usage: tsx scripts/db.ts migrate|diff <name>|seed [--scale large]|reset");
  }
  console.log(`done in ${Math.round(performance.now() - t0)} ms`);
}

// A command ends when its work is done, whatever a library left open (npm test waits for the seed
// of the browser tests' database to end): exit once the output is written.
main().then(
  () => process.stdout.write("", () => process.exit(0)),
  (e) => {
    console.error(e instanceof StartupError ? e.message : `db ${command} failed: ${messageOf(e)}`);
    if (!(e instanceof StartupError) && process.env.DEBUG) console.error(e);
    process.exit(1);
  },
);
