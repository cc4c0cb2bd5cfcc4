// GET /api/form/constants: the field types and formats of forms (as /api/formdef/constants).
import { FORM_CONSTANTS } from "@/lib/domain/forms/form-fields";
import { formConstantsAnswer } from "@/lib/domain/forms/form-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The form field types and formats, for reading forms and their answers.",
    scopes: ["forms.read", "formdef.update"],
    features: ["forms"],
    response: formConstantsAnswer,
  },
  async () => FORM_CONSTANTS,
);
