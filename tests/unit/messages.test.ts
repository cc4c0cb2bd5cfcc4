import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

function keys(o: object, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("translations", () => {
  it("de and en have the same keys", () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it("no text is left empty", () => {
    const empty = (o: object) => keys(o).filter((k) => !k.split(".").reduce((a: any, p) => a[p], o));
    expect(empty(de)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it("keeps the spec's reset screen texts word for word", () => {
    expect(en.validation).toMatchObject({
      passwordRequired: "Password is required",
      passwordMin: "Password must be longer than 4 characters",
      passwordsMatch: "Passwords must match",
      emailRequired: "E-Mail is required",
      emailValid: "E-mail must be valid",
      tokenRequired: "Token is required",
    });
    expect(en.auth.reset).toMatchObject({
      changed: "password changed sucessfully!",
      requested: "password change requested, please check your emails.",
      requestFailed: "can't request password change.",
    });
  });
});
