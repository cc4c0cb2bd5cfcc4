// POST /api/banks/{id}/import/csv: a statement (CSV, CAMT.053 or MT940) imported into the bank
// account whole or not at all (lib/domain/banks/import-statement.ts); with Accept:
// application/x-ndjson the answer streams the progress for the page's progress bar.
import { z } from "zod";
import { importAnswer } from "@/lib/domain/banks/answer-schemas";
import { csvMappingSchema } from "@/lib/domain/banks/csv-statement";
import { commitImport, MAX_STATEMENT_BYTES, prepareImport } from "@/lib/domain/banks/import-statement";
import { TEXT_ENCODINGS } from "@/lib/domain/banks/statement-text";
import { STATEMENT_FORMATS } from "@/lib/domain/banks/statement-types";
import { file } from "@/lib/http/answers";
import { progressStream, PROGRESS_TYPE, wantsProgress } from "@/lib/http/progress-stream";
import { created, route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { calendarDateField, id, uploadedFile } from "@/lib/validation/validators";

const mapping = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "banks.validation.mappingJson" });
      return z.NEVER;
    }
  })
  .pipe(csvMappingSchema);

const body = z
  .object({
    file: uploadedFile(),
    format: optional(z.enum(STATEMENT_FORMATS)),
    encoding: optional(z.enum(TEXT_ENCODINGS)),
    /** the CSV column mapping as JSON (kept with the bank); absent: the bank's own */
    mapping: optional(mapping),
    /** a CSV's period, when known: a row dated outside is refused */
    from: optional(calendarDateField()),
    to: optional(calendarDateField()),
  })
  .refine((b) => !b.from === !b.to, { path: ["to"], message: "validation.dateRange" })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ["to"], message: "validation.dateOrder" });

export const POST = route(
  {
    summary:
      "Import a statement file (multipart: file; format csv, camt053 or mt940, else detected; encoding utf-8, iso-8859-1 or windows-1252, else detected; mapping: a CSV's column mapping as JSON, kept with the bank; from/to: a CSV's period). Whole or not at all: a bad row is a 400 naming its line and field; a movement imported before is skipped. 201 with the counts; with Accept: application/x-ndjson a 200 streaming {done,total} lines, then {result} or {error}. At most 15 MB (413).",
    scopes: ["banks.update"],
    features: ["bank"],
    params: z.object({ id: id() }),
    body,
    bodyType: "multipart",
    bodyLimit: MAX_STATEMENT_BYTES,
    response: { 201: importAnswer, 200: file(PROGRESS_TYPE, "progress lines, then the result or the error") },
  },
  async ({ req, locale, params, body, principal }) => {
    const prepared = await prepareImport(
      {
        bankId: params.id,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
        fileName: body.file.name || null,
        format: body.format ?? undefined,
        encoding: body.encoding ?? undefined,
        mapping: body.mapping ?? undefined,
        period: body.from && body.to ? { from: body.from, to: body.to } : undefined,
      },
      principal,
    );
    if (wantsProgress(req))
      return progressStream(req, locale, (progress) => commitImport(prepared, principal, progress));
    return created(await commitImport(prepared, principal));
  },
);
