// The scope picker offers every scope the product asks for, each with its meaning in both languages.
import { describe, expect, it } from "vitest";
import { KNOWN_SCOPES, SCOPE_CATALOG } from "@/lib/access/scope-catalog";
import { ROUTES } from "@/lib/access/routes";
import { AUTHORIZED, GUEST, USER } from "@/lib/access/scopes";
import { RESOURCES } from "@/lib/composition/resources";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

const PSEUDO = new Set([GUEST, USER, AUTHORIZED]);
const at = (o: unknown, path: string) => path.split(".").reduce((a: any, k) => a?.[k], o);

describe("the scope catalog", () => {
  it("lists every scope a route or a resource asks for", () => {
    const asked = new Set<string>();
    for (const r of ROUTES) [...(r.scopes ?? []), ...(r.allScopes ?? [])].forEach((s) => asked.add(s));
    for (const d of RESOURCES) {
      Object.values(d.access).forEach((list) => list.forEach((s) => asked.add(s)));
      d.own?.scopes.forEach((s) => asked.add(s));
    }
    const missing = [...asked].filter((s) => !PSEUDO.has(s) && !KNOWN_SCOPES.has(s));
    expect(missing).toEqual([]);
  });

  it("says what each scope allows, in German and English, and each scope once", () => {
    const all = Object.values(SCOPE_CATALOG).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const scope of all) {
      expect(at(en, `scopes.meaning.${scope}`), scope).toBeTypeOf("string");
      expect(at(de, `scopes.meaning.${scope}`), scope).toBeTypeOf("string");
    }
  });
});
