// GET /api/guestform/types: the guest form's sections and fields (what the form asks, in which format).
import { z } from "zod";
import {
  DIVE_SECTIONS,
  GUEST_FORM_FILE_KINDS,
  GUEST_FORM_SECTIONS,
  SECTION_FIELDS,
} from "@/lib/domain/forms/guest-form-sections";
import { route } from "@/lib/http/route";

const field = z.object({
  name: z.string(),
  kind: z.string(),
  requiredIn: z.array(z.enum(["stay", "dive"])),
  options: z.array(z.string()).nullable(),
});

export const GET = route(
  {
    summary:
      "The guest form's sections with their fields (name, kind, in which forms required: stay for resorts, dive for vessels; options of a choice), the sections only dive forms have, and the kinds of upload.",
    response: z.object({
      sections: z.array(z.object({ name: z.string(), dive: z.boolean(), fields: z.array(field) })),
      files: z.array(z.string()),
    }),
  },
  () => ({
    sections: GUEST_FORM_SECTIONS.map((name) => ({
      name,
      dive: DIVE_SECTIONS.includes(name),
      fields: SECTION_FIELDS[name].map((f) => ({
        name: f.name,
        kind: f.kind,
        requiredIn: [...(f.requiredIn ?? [])],
        options: f.options ? [...f.options] : null,
      })),
    })),
    files: [...GUEST_FORM_FILE_KINDS],
  }),
);
