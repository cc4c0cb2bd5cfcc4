// POST /api/banks/wise/collect/{id}: the Wise account's statement fetched from Wise and imported
// (lib/domain/banks/collect-wise-statement.ts).
import { z } from "zod";
import { importAnswer } from "@/lib/domain/banks/answer-schemas";
import { collectWiseSchema, collectWiseStatement } from "@/lib/domain/banks/collect-wise-statement";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Collect the Wise account's statement (from, to; default: from the last collected day, at most 31 days back, to today) through Wise's API with the token the bank keeps, and import it: 201 with the counts. 409 when the bank has no Wise settings or Wise refuses the token or knows no such balance; 502 when Wise fails.",
    scopes: ["banks.update"],
    features: ["bank"],
    params: z.object({ id: id() }),
    body: collectWiseSchema.optional(),
    response: createdWith(importAnswer),
  },
  async ({ params, body, principal }) => created(await collectWiseStatement(params.id, body ?? {}, principal)),
);
