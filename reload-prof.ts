import { openDatabase } from "./lib/db/open";
import { useDatabase } from "./lib/db";
import { issueSession, resolveToken } from "./lib/auth/session";
import { reloadPrice } from "./lib/domain/pricing/adjust-calculation";
const d = await openDatabase({ kind: "pglite", dir: process.cwd() + "/.bench-data/pglite" });
useDatabase(d);
const pg = (d as any).pglite;
const log: { sql: string; ms: number }[] = [];
let on = false;
const wrap = (o: any) => { for (const m of ["query", "exec"]) { const orig = o[m].bind(o);
  o[m] = async (sql: any, ...a: unknown[]) => { const t = performance.now(); try { return await orig(sql, ...a); } finally { if (on) log.push({ sql: String(sql).replace(/\s+/g, " ").slice(0, 140), ms: performance.now() - t }); } }; } return o; };
wrap(pg);
const origTx = pg.transaction.bind(pg);
pg.transaction = (cb: any) => origTx((tx: any) => cb(wrap(tx)));
const admin = await d.prisma.user.findFirstOrThrow({ where: { email: "admin@demo.test" } });
const actor = await resolveToken((await issueSession(admin.id, "browser")).token);
const ids = (await d.prisma.$queryRawUnsafe<{ id: number }[]>(`SELECT b.id FROM "Booking" b WHERE b."resortId" = 3 AND b.state = 'confirmed' AND (SELECT count(*) FROM "BookingRoom" r WHERE r."bookingId" = b.id) = 2 ORDER BY id DESC LIMIT 30`)).map((r) => r.id);
let k = 0;
const one = () => reloadPrice({ bookingId: ids[k++ % ids.length] } as never, actor);
for (let i = 0; i < 10; i++) await one();
const ts: number[] = []; const c0 = process.cpuUsage();
for (let i = 0; i < 40; i++) { const t = performance.now(); await one(); ts.push(performance.now() - t); }
const c = process.cpuUsage(c0);
ts.sort((a, b) => a - b); console.log("reload p50", ts[20].toFixed(1), "cpu/op", ((c.user + c.system) / 40000).toFixed(1));
on = true; const t0 = performance.now(); const N = 30; for (let i = 0; i < N; i++) await one(); const total = (performance.now() - t0) / N; on = false;
const per = log.length / N; console.log("avg reload", total.toFixed(1), "ms; sql", per, "statements", (log.reduce((a, x) => a + x.ms, 0) / N).toFixed(1), "ms");
for (let j = 0; j < per; j++) { let s = 0; for (let i = 0; i < N; i++) s += log[i * per + j].ms; console.log((s / N).toFixed(2).padStart(6), log[j].sql.slice(0, 130)); }
await d.close();
