// POST /api/banks/{id}/import/preview: the first rows of a statement before its import, with the
// detected dialect and a suggested column mapping (lib/domain/banks/preview-statement.ts).
import { z } from "zod";
import { previewAnswer } from "@/lib/domain/banks/answer-schemas";
import { DELIMITERS } from "@/lib/domain/banks/csv-statement";
import { previewStatement } from "@/lib/domain/banks/preview-statement";
import { TEXT_ENCODINGS } from "@/lib/domain/banks/statement-text";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, uploadedFile } from "@/lib/validation/validators";

/** The page sends the file's first 256 KB: enough for the header and the first rows. */
const PREVIEW_LIMIT = 1024 * 1024;

export const POST = route(
  {
    summary:
      "Preview a statement (multipart: file, its first part is enough, at most 1 MB; encoding, delimiter and skip to read it otherwise than detected): format, encoding, delimiter, the records to skip, the header, the first rows, a suggested CSV column mapping and the one the bank keeps.",
    scopes: ["banks.update"],
    features: ["bank"],
    params: z.object({ id: id() }),
    body: z.object({
      file: uploadedFile(),
      encoding: optional(z.enum(TEXT_ENCODINGS)),
      delimiter: optional(z.enum(DELIMITERS)),
      skip: optional(z.coerce.number().int().min(0).max(100)),
    }),
    bodyType: "multipart",
    bodyLimit: PREVIEW_LIMIT,
    response: previewAnswer,
  },
  async ({ params, body, principal }) =>
    previewStatement(
      {
        bankId: params.id,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
        encoding: body.encoding ?? undefined,
        delimiter: body.delimiter ?? undefined,
        skip: body.skip ?? undefined,
      },
      principal,
    ),
);
