// /api/form/{id}/{token}: the public form of a link. GET: its fields and the answers so far;
// POST: the answers (all checked, every problem named in the guest's language, nothing stored on
// a problem). A wrong token is the same 404 as a missing form.
import { z } from "zod";
import { answerForm } from "@/lib/domain/forms/answer-form";
import { formAnsweredAnswer, publicFormAnswer } from "@/lib/domain/forms/form-schemas";
import { publicForm } from "@/lib/domain/forms/form-view";
import { route } from "@/lib/http/route";
import { pathId } from "@/lib/http/path-id";
import { safeString } from "@/lib/validation/validators";

// an id that cannot be a form's is a missing form (404), as is a wrong token
const params = z.object({ id: z.string().max(12), token: safeString().max(512) });

export const GET = route(
  {
    summary: "A form by its link (token in the path): fields, media shown, answers so far. Public.",
    features: ["forms"],
    params,
    response: publicFormAnswer,
  },
  async ({ params }) => publicForm(pathId(params.id), params.token),
);

export const POST = route(
  {
    summary: "Answer a form by its link: { answers: { <field key>: value } }; replaces earlier answers. Public.",
    features: ["forms"],
    params,
    body: z.object({ answers: z.record(safeString().max(40), z.unknown()) }),
    response: formAnsweredAnswer,
    rateLimit: async (_principal, client) => [
      { key: `form.answer:addr:${client.address}`, limit: 120, windowSeconds: 3600 },
    ],
  },
  async ({ params, body, principal }) =>
    answerForm({ id: pathId(params.id), token: params.token, answers: body.answers }, principal),
);
