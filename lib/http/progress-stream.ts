// A long write that reports its progress as it goes, for a page's progress bar: the answer is a
// stream of JSON lines (application/x-ndjson), `{"done":n,"total":N}` after each step, then one
// `{"result":...}` or `{"error":...}` (the one error body) at the end. The caller has checked the
// input first, so a bad request is still an ordinary 4xx; what fails while writing arrives in the
// stream. It needs no second request while the write's transaction holds PGlite's one connection.
import type { Locale } from "../i18n/locale";
import { errorBody, toAppError } from "./error-response";

export const PROGRESS_TYPE = "application/x-ndjson";

/** Does the request ask for progress lines (Accept: application/x-ndjson)? */
export const wantsProgress = (req: Request) => (req.headers.get("accept") ?? "").includes(PROGRESS_TYPE);

export function progressStream<T>(
  req: Request,
  locale: Locale,
  run: (progress: (done: number, total: number) => void) => Promise<T>,
): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      // the page went away: the write goes on and commits
      open = false;
    },
  });
  const send = (line: unknown) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    } catch {
      open = false;
    }
  };
  let last = -1;
  run((done, total) => {
    if (done === last) return;
    last = done;
    send({ done, total });
  })
    .then((result) => send({ result }))
    .catch((e) => {
      if (toAppError(e, req.method).status >= 500) console.error("progress stream failed:", e);
      send({ error: errorBody(toAppError(e, req.method), req, locale) });
    })
    .finally(() => {
      if (open) controller.close();
    });
  return new Response(stream, {
    status: 200,
    headers: { "content-type": `${PROGRESS_TYPE}; charset=utf-8`, "cache-control": "no-store, no-transform" },
  });
}
