// CSV as RFC 4180: comma separated, CRLF rows, fields with a comma, quote or line break quoted
// and inner quotes doubled. Streamed in batches so memory stays flat for any number of rows.

export function csvField(v: unknown): string {
  if (v === null || v === undefined) return "";
  const s = v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** A text/csv stream: the header row, then one row per item as `next()` yields batches. */
export function csvStream(header: string[], next: () => Promise<unknown[][] | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(header)));
        return;
      }
      const batch = await next();
      if (!batch) return controller.close();
      controller.enqueue(encoder.encode(batch.map(csvRow).join("")));
    },
  });
}
