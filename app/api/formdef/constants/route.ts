// GET /api/formdef/constants: the field types and formats a form definition may use.
import { FORM_CONSTANTS } from "@/lib/domain/forms/form-fields";
import { formConstantsAnswer } from "@/lib/domain/forms/form-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The form field types (spec part 2, section 9), which only show something, which offer options, the short-answer formats.",
    scopes: ["formdef.update", "forms.read"],
    features: ["forms"],
    response: formConstantsAnswer,
  },
  async () => FORM_CONSTANTS,
);
