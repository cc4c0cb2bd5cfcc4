// Staff pages' weight (issue 43, item 4), for the logged-in administrator on the demo data: the
// JavaScript the browser loads, gzipped (script chunks and the page's inline scripts, measured
// like the online booking's pages: bench/online.bench.ts) under 170 KB, and the HTML document
// under 60 KB as sent (before the server's gzip, printed beside it). The HTML carries the React
// payload, with the texts the page's client components get (lib/i18n/client-namespaces.ts).
// Figures are printed beside their targets, never asserted. 1 KB = 1,000 bytes.
import { browserCookie, newBench, startServer, stopServer, type Suite } from "./harness";
import { DEMO_DATA_DIR, kb, scriptSize, type ScriptSize } from "./online.bench";

const JS_TARGET_KB = 170;
const HTML_TARGET_KB = 60;

/** a set of staff pages: home, the booking pages, calendars, settings, lists, a chart, an editor */
export const WEIGHED_PAGES = [
  "/",
  "/booking/list",
  "/booking/1",
  "/booking/wizard",
  "/booking/occupancy",
  "/booking/calendar",
  "/customer/list",
  "/customer/1",
  "/config/modules",
  "/config/booking",
  "/config/mailtemplates/1",
  "/price/1",
  "/stats/booking",
];

/** Starts the built app on the demo data and weighs the pages; the caller has built it. */
export async function pageWeightSuites(): Promise<Suite[]> {
  const { child } = await startServer({ dataDir: DEMO_DATA_DIR });
  try {
    const cookie = await browserCookie("admin@demo.test");
    // the language the demo administrator reads (the larger catalogue of the two)
    const headers = { cookie: `${cookie}; NEXT_LOCALE=de` };
    const sizes: [string, ScriptSize | string][] = [];
    for (const p of WEIGHED_PAGES)
      sizes.push([p, await scriptSize(p, headers).catch((e: Error) => `failed: ${e.message}`)]);
    // the sizes come from the pages, not from tinybench: an empty bench carries the notes
    const bench = newBench("staff pages' weight, logged-in admin, German (demo data; 1 KB = 1,000 bytes)");
    const over = (v: number, target: number) => (v > target * 1000 ? " (over)" : "");
    return [
      {
        name: bench.name!,
        bench,
        notes: () => [
          `targets: JavaScript under ${JS_TARGET_KB} KB gzipped, HTML under ${HTML_TARGET_KB} KB`,
          ...sizes.map(([p, s]) =>
            typeof s === "string"
              ? `${p}: ${s}`
              : `${p}: JS ${kb(s.totalBytes)} KB${over(s.totalBytes, JS_TARGET_KB)} ` +
                `(${s.chunks} chunks ${kb(s.chunkBytes)} KB + inline ${kb(s.inlineBytes)} KB); ` +
                `HTML ${kb(s.htmlBytes)} KB${over(s.htmlBytes, HTML_TARGET_KB)} (gzipped ${kb(s.htmlGzipBytes)} KB)`,
          ),
        ],
      },
    ];
  } finally {
    await stopServer(child);
  }
}
