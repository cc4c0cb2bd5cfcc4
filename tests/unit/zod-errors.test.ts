// Validation messages name what to do, in the user's language, never a type ("erwartet string").
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { validate } from "@/lib/http/parse";

const schema = z.object({
  name: z.string(),
  count: z.number(),
  active: z.boolean(),
  tags: z.array(z.string()).max(1),
  kind: z.enum(["a", "b"]),
  nested: z.object({ code: z.string().min(3) }),
  own: z.string().regex(/^x$/, "validation.code"),
});

function fields(data: unknown, locale: "de" | "en") {
  try {
    validate(schema, data, locale);
  } catch (e) {
    return Object.fromEntries((e as AppError).fields!.map((f) => [f.path, f.message]));
  }
  throw new Error("expected a ValidationError");
}

const bad = { count: "3", active: "yes", tags: ["a", "b"], kind: "c", nested: { code: "ab" }, own: "y" };

describe("validation messages", () => {
  it("are friendly and translated, at the failing field (nested fields included)", () => {
    expect(fields(bad, "de")).toEqual({
      name: "Dieses Feld ist erforderlich",
      count: "Bitte eine Zahl eingeben",
      active: "Bitte Ja oder Nein wählen",
      tags: "Höchstens 1 auswählen",
      kind: "Bitte einen der angebotenen Werte wählen",
      "nested.code": "Mindestens 3 Zeichen",
      own: "Nur Buchstaben, Ziffern und Bindestriche",
    });
    expect(fields(bad, "en")).toMatchObject({ name: "This field is required", count: "Please enter a number" });
  });

  it("never name a type", () => {
    const texts = [...Object.values(fields(bad, "de")), ...Object.values(fields({ name: 5 }, "de"))].join(" ");
    expect(texts).not.toMatch(/string|number|boolean|erwartet|expected|received|erhalten/i);
  });
});
