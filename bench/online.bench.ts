// The online booking's figures (issue 12), on the demo data as the issue asks (a folder of its own,
// .bench-data/demo, so the large data set's hundreds of departures do not change the pages):
// - time to first byte (median) of /book/online, /book/resort and /widget/{slug}: under 100 ms;
// - JavaScript a browser gets, gzipped: /widget/{slug} under 60 KB, each /book page under 150 KB.
//   Measured like a browser: fetch the HTML, collect its <script src> chunks (and script
//   preloads; not the nomodule polyfills a current browser skips), fetch each and gzip it (zlib,
//   as `next start` compresses), plus the page's inline scripts (React's payload and Next's
//   bootstrap) gzipped together as part of the document.
// Figures are printed beside their targets, never asserted. 1 KB = 1,000 bytes.
import { gzipSync } from "node:zlib";
import { migrate } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open";
import { seedDemo } from "../prisma/seed/demo";
import { BASE, BENCH_DATA_DIR, latency, newBench, startServer, stopServer, type Suite } from "./harness";

/** The demo data set's folder (the server's DATA_DIR). */
export const DEMO_DATA_DIR = `${BENCH_DATA_DIR}/demo`;

const TTFB_TARGET_MS = 100;
const WIDGET_JS_TARGET_KB = 60;
const BOOK_JS_TARGET_KB = 150;
/** the demo widgets (prisma/seed/demo-widgets.ts) */
const WIDGETS = ["coral-bay", "blue-horizon"];

/** Migrates and seeds the demo folder (once: the seed skips a database that has users). */
export async function prepareDemoData() {
  const d = await openDatabase({ kind: "pglite", dir: `${process.cwd()}/${DEMO_DATA_DIR}/pglite` });
  try {
    await migrate(d);
    console.log(await seedDemo(d.prisma));
  } finally {
    await d.close();
  }
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export type ScriptSize = {
  chunks: number;
  chunkBytes: number;
  inlineBytes: number;
  totalBytes: number;
  /** the document itself, as sent and gzipped */
  htmlBytes: number;
  htmlGzipBytes: number;
};

/**
 * The JavaScript a browser loads for `path`, gzipped: its script chunks and its inline scripts;
 * `headers`: a logged-in user's cookie.
 */
export async function scriptSize(path: string, headers: Record<string, string> = {}): Promise<ScriptSize> {
  const res = await fetch(`${BASE}${path}`, { headers });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  // sent elsewhere (a login page): not the page asked for
  if (res.redirected) throw new Error(`GET ${path} was sent to ${res.url}`);
  const html = await res.text();
  const srcs = new Set<string>();
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = m;
    const type = attr(attrs, "type");
    if (type && !/javascript|module/.test(type)) continue; // JSON data, not script
    if (/\snomodule\b/i.test(attrs)) continue; // polyfills for old browsers: a modern one skips them
    const src = attr(attrs, "src");
    if (src) srcs.add(decode(src));
    else if (body.trim()) inline.push(body);
  }
  // chunks the page preloads are downloaded as well, whether or not a <script> names them
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(m[0], "rel");
    if ((rel === "preload" && attr(m[0], "as") === "script") || rel === "modulepreload") {
      const href = attr(m[0], "href");
      if (href) srcs.add(decode(href));
    }
  }
  let chunkBytes = 0;
  for (const src of srcs) {
    const r = await fetch(new URL(src, BASE));
    if (r.status !== 200) throw new Error(`GET ${src} answered ${r.status}`);
    chunkBytes += gzipSync(Buffer.from(await r.arrayBuffer())).length;
  }
  const inlineBytes = inline.length ? gzipSync(inline.join("\n")).length : 0;
  return {
    chunks: srcs.size,
    chunkBytes,
    inlineBytes,
    totalBytes: chunkBytes + inlineBytes,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The /book pages a guest opens, and the ones that exist yet (a 404 is left out, not failed). */
async function bookPages(): Promise<string[]> {
  const pages = ["/book/online", "/book/resort", "/book/online-v2", "/book/resort-v2"];
  const found: string[] = [];
  for (const p of pages) {
    const r = await fetch(`${BASE}${p}`);
    await r.body?.cancel();
    if (r.status === 200) found.push(p);
  }
  return found;
}

/** Starts the built app on the demo data and measures; the caller has built it. */
export async function onlineSuites(): Promise<Suite[]> {
  const { child } = await startServer({ dataDir: DEMO_DATA_DIR });
  try {
    const ttfb = newBench("online booking: time to first byte (guest, demo data)");
    const paths = ["/book/online", "/book/resort", ...WIDGETS.map((s) => `/widget/${s}`)];
    for (const p of paths)
      ttfb.add(`GET ${p}`, async () => {
        const res = await fetch(`${BASE}${p}`, { redirect: "manual" });
        if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
        // the first byte of the page itself, not only the response head
        const reader = res.body!.getReader();
        await reader.read();
        await reader.cancel();
      });
    await ttfb.run();

    const sizes: [string, ScriptSize, number][] = [];
    for (const s of WIDGETS) sizes.push([`/widget/${s}`, await scriptSize(`/widget/${s}`), WIDGET_JS_TARGET_KB]);
    for (const p of await bookPages()) sizes.push([p, await scriptSize(p), BOOK_JS_TARGET_KB]);

    const ttfbSuite: Suite = {
      name: ttfb.name!,
      bench: ttfb,
      notes: () =>
        paths.map(
          (p) =>
            `target: ${p} median under ${TTFB_TARGET_MS} ms -> ${(latency(ttfbSuite, `GET ${p}`)?.p50 ?? NaN).toFixed(1)} ms`,
        ),
    };
    // the sizes come from the pages, not from tinybench: an empty bench carries the notes
    const js = newBench("online booking: JavaScript sent to the browser, gzipped (1 KB = 1,000 bytes)");
    const jsSuite: Suite = {
      name: js.name!,
      bench: js,
      notes: () =>
        sizes.map(
          ([p, s, target]) =>
            `target: ${p} under ${target} KB -> ${kb(s.totalBytes)} KB ` +
            `(${s.chunks} chunks ${kb(s.chunkBytes)} KB + inline scripts ${kb(s.inlineBytes)} KB)`,
        ),
    };
    return [ttfbSuite, jsSuite];
  } finally {
    await stopServer(child);
  }
}
