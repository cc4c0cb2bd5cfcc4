// /api/banks/{id}/entries: the bank's entries, paged (GET), one typed by hand (POST), and the
// removal of unmatched ones (DELETE) (lib/domain/banks).
import { z } from "zod";
import { addManualEntry, manualEntrySchema } from "@/lib/domain/banks/add-manual-entry";
import { bankEntryPage, deleteEntriesAnswer } from "@/lib/domain/banks/answer-schemas";
import { findBank } from "@/lib/domain/banks/bank-access";
import { deleteEntries, deleteEntriesSchema } from "@/lib/domain/banks/delete-entries";
import { listEntries } from "@/lib/domain/banks/list-entries";
import { createdWith } from "@/lib/http/answers";
import { created, route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

const params = z.object({ id: id() });

export const GET = route(
  {
    summary:
      "The bank's entries ({data, total, page, size}), newest first: page, size, sort (date, amount, counterparty, id), order, search (other party, IBAN, reference, details, or an amount), filter[from], filter[to], filter[state] (matched, partial, unmatched, open = not matched), filter[source] (import, manual, wise).",
    scopes: ["bankentries.read"],
    features: ["bank"],
    params,
    response: bankEntryPage,
  },
  async ({ req, params, principal }) => {
    await findBank(principal, params.id);
    const q = readListQuery(req.nextUrl.searchParams);
    return listEntries(principal, { ...q, filter: { ...q.filter, bankId: String(params.id) } });
  },
);

export const POST = route(
  {
    summary:
      "Add an entry typed by hand (source manual): date, amount (negative: money out), currency (the bank's), counterparty, counterpartyIban, reference, details. 201 with its id.",
    scopes: ["banks.update"],
    features: ["bank"],
    params,
    body: manualEntrySchema,
    idempotent: true,
    response: createdWith(z.object({ id: wireId })),
  },
  async ({ params, body, principal }) => created(await addManualEntry(params.id, body, principal)),
);

export const DELETE = route(
  {
    summary:
      "Remove unmatched entries: the ids given (all or none: 409 naming the matched ones) or every unmatched entry of a period (from, to; the matched ones stay and are listed in `kept`).",
    scopes: ["banks.update"],
    features: ["bank"],
    params,
    body: deleteEntriesSchema,
    response: deleteEntriesAnswer,
  },
  async ({ params, body, principal }) => deleteEntries(params.id, body, principal),
);
