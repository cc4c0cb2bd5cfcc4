// POST /api/guestform/{id}/files?token=: a guest uploads a scan (passport, certCard, medical) for
// one guest of the form: at most maxGuestFormFileSizeinKb, an image or PDF by its content.
// GET /api/guestform/{id}/files?customerId=&kind=: staff who see the form's booking read a scan.
import { z } from "zod";
import { guestFormAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { withGuestFormByToken } from "@/lib/domain/forms/guest-form-access";
import { guestFormFileQuery, staffGuestFormFile } from "@/lib/domain/forms/guest-form-files";
import { uploadGuestFormFile, uploadGuestFormFileSchema } from "@/lib/domain/forms/upload-guest-form-file";
import { storedFile } from "@/lib/http/answers";
import { fileResponse } from "@/lib/http/file-response";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { id, text, uploadedFile } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Upload a scan to a guest form (multipart/form-data: file, customerId, kind passport | certCard | medical) with ?token=. 400 when larger than maxGuestFormFileSizeinKb or when its content is no image or PDF. Answers the form.",
    params: z.object({ id: id() }),
    query: z.object({ token: text({ min: 1, max: 200 }) }),
    body: uploadGuestFormFileSchema.extend({ file: uploadedFile() }),
    bodyType: "multipart",
    // the operator's limit is at most 20 MB (general settings); the use case checks the real one
    bodyLimit: 20 * 1024 * 1024 + 64 * 1024,
    response: guestFormAnswer,
  },
  async ({ params, query, body, principal, req }) =>
    withGuestFormByToken(params.id, query.token, clientAddress(req.headers), (form, tx) =>
      uploadGuestFormFile(form, body, principal, tx),
    ),
);

export const GET = route(
  {
    summary:
      "A scan a guest uploaded (customerId, kind passport | certCard | medical), as the file, for staff who see the form's booking; 404 for another party's form or a scan not uploaded. Each read is kept in the audit trail.",
    params: z.object({ id: id() }),
    query: guestFormFileQuery,
    response: storedFile("*/*", "the scan as uploaded (an image or a PDF)"),
  },
  async ({ params, query, principal, req }) =>
    fileResponse(req, await staffGuestFormFile(principal, params.id, query), "private, max-age=3600"),
);
