// Shared pieces of the benchmarks: the data folder with the large seed, a running server,
// a logged-in browser session, and table printing.
import { spawn, type ChildProcess } from "node:child_process";
import { Bench } from "tinybench";
import { metered } from "../lib/db/statement-meter";
import { nextStartArgs } from "../scripts/build";

export const BENCH_DATA_DIR = ".bench-data";
/** BENCH_DATABASE_URL: run on that PostgreSQL database (migrated and seeded like the embedded one). */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3200);
export const BASE = `http://localhost:${BENCH_PORT}`;

export type Suite = { name: string; bench: Bench; notes?: () => string[] };

export function newBench(name: string, opts: ConstructorParameters<typeof Bench>[0] = {}) {
  return new Bench({ name, time: 2000, warmupTime: 300, ...opts });
}

/**
 * The server's environment; `dataDir`: another data folder than the large data set's (embedded
 * unless `databaseUrl` names a PostgreSQL database).
 */
export function serverEnv(dataDir?: string, databaseUrl?: string) {
  return {
    ...process.env,
    DATA_DIR: dataDir ?? BENCH_DATA_DIR,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_MANUAL_SIG_HANDLE: "true",
    NEXTAUTH_SECRET: "bench-secret-bench-secret-bench",
    DATABASE_URL: databaseUrl ?? (dataDir ? "" : BENCH_DATABASE_URL),
  } as NodeJS.ProcessEnv;
}

/** Starts `next start` and resolves once GET /version answers. */
export async function startServer(
  o: { dataDir?: string; databaseUrl?: string } = {},
): Promise<{ child: ChildProcess; readyMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, nextStartArgs(BENCH_PORT), {
    env: serverEnv(o.dataDir, o.databaseUrl),
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, readyMs: performance.now() - t0 };
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Logs in through next-auth like the browser does and returns the Cookie header. */
export async function browserCookie(email: string, password = "demo1234"): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.endsWith("session-token")))
    throw new Error(`login as ${email} failed (${res.status})`);
  return header();
}

const ms = (v: number) => Number(v.toFixed(v < 10 ? 2 : 1));

/** Latency in milliseconds for one task, or undefined if it did not complete. */
export function latency(s: Suite, task: string) {
  const r = s.bench.getTask(task)?.result as
    { latency?: { p50: number; mean: number; p99: number; samplesCount: number } } | undefined;
  return r?.latency;
}

/**
 * The app's own share of HTTP requests (its Server-Timing header, lib/http/route.ts): what the
 * wrapper and handler took, apart from Next.js, the connection and the client; and of that, the
 * database's share and the statements sent (each a round trip: a budget, issue 43).
 */
export function appTimer() {
  const app: number[] = [];
  const dbMs: number[] = [];
  const statements: number[] = [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    record(res: Response) {
      const timing = res.headers.get("server-timing") ?? "";
      const dur = Number(/app;dur=([\d.]+)/.exec(timing)?.[1]);
      if (Number.isFinite(dur)) app.push(dur);
      const db = /db;dur=([\d.]+);desc="(\d+) statement/.exec(timing);
      if (db) {
        dbMs.push(Number(db[1]));
        statements.push(Number(db[2]));
      }
    },
    /** the median number of statements a request sent */
    statements: () => (statements.length ? median(statements) : undefined),
    /** the median time in the app (the wrapper and the handler) and, of it, waiting for the database */
    shares: () => (app.length ? { app: median(app), db: dbMs.length ? median(dbMs) : NaN } : undefined),
    /** "in the app: median 6.1 ms of the request" */
    note() {
      if (!app.length) return "in the app: no Server-Timing figures";
      const db = statements.length
        ? `, of it the database ${median(dbMs).toFixed(1)} ms over ${median(statements)} statements (${Math.min(...statements)}-${Math.max(...statements)})`
        : "";
      return `in the app (Server-Timing): median ${median(app).toFixed(1)} ms${db}; the rest is Next.js, HTTP and the client`;
    },
  };
}

/** The statement budget beside the median a timer saw (docs/decisions.md, round trips). */
export function budgetNote(timer: ReturnType<typeof appTimer>, budget: number) {
  const n = timer.statements();
  return `statement budget: at most ${budget} -> median ${n ?? "not measured"}${n !== undefined && n > budget ? " (over)" : ""}`;
}

/**
 * Counts the statements an in-process task sends (the meter the route wrapper uses for its
 * Server-Timing header): `run` wraps the task, `note` prints the median beside the suite's figures.
 */
export function statementCounter() {
  const counts: number[] = [];
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      return metered(async (meter) => {
        const result = await fn();
        counts.push(meter.statements);
        return result;
      });
    },
    /** "statements per call: 3 (3-3)" */
    note(label = "statements per call") {
      if (!counts.length) return `${label}: not measured`;
      const sorted = [...counts].sort((a, b) => a - b);
      return `${label}: median ${sorted[Math.floor(sorted.length / 2)]} (${sorted[0]}-${sorted.at(-1)})`;
    },
  };
}

export function printSuite(s: Suite) {
  console.log(`\n${s.name}`);
  // a suite measured outside tinybench (the browser's own timings) has only its notes
  if (s.bench.tasks.length)
    console.table(
      s.bench.tasks.map((t) => {
        const l = latency(s, t.name);
        const err = (t.result as { error?: Error }).error;
        return l
          ? {
              task: t.name,
              "median ms": ms(l.p50),
              "mean ms": ms(l.mean),
              "p99 ms": ms(l.p99),
              samples: l.samplesCount,
            }
          : { task: t.name, "median ms": `failed: ${err?.message ?? "?"}` };
      }),
    );
  for (const n of s.notes?.() ?? []) console.log(`  ${n}`);
}
