"use client";
// Room types and decks belong to a resort or vessel (their options carry `owner`): a form offers
// only those of the resort or vessel its values name, as the server accepts no other. When that
// resort or vessel changes, a type or deck chosen for the one before is cleared, not kept.
import { useState } from "react";
import type { FieldSpec } from "./types";

/** The resort or vessel the values name ("resort:3", "vessel:2"), or null. */
function ownerOf(values: Record<string, unknown>): string | null {
  if (values.resortId) return `resort:${String(values.resortId)}`;
  if (values.vesselId) return `vessel:${String(values.vesselId)}`;
  return null;
}

const owned = (f: FieldSpec) => f.options?.some((o) => o.owner) ?? false;

/**
 * The fields with their options narrowed to the named resort or vessel (the value chosen stays
 * listed: a record may hold one from before), and `setValues` called once with the owned values
 * that belong to another, each time the resort or vessel changes.
 */
export function useOwnedFields(
  fields: FieldSpec[],
  values: Record<string, unknown>,
  setValues: (patch: Record<string, unknown>) => void,
): FieldSpec[] {
  const owner = ownerOf(values);
  const [shown, setShown] = useState(owner);
  if (shown !== owner) {
    setShown(owner);
    const stale: Record<string, unknown> = {};
    for (const f of fields.filter(owned)) {
      const chosen = f.options?.find((o) => o.value === String(values[f.name] ?? ""));
      if (owner && chosen?.owner && chosen.owner !== owner) stale[f.name] = undefined;
    }
    if (Object.keys(stale).length) setValues(stale);
  }
  if (!owner) return fields;
  return fields.map((f) =>
    owned(f)
      ? { ...f, options: f.options!.filter((o) => o.owner === owner || o.value === String(values[f.name] ?? "")) }
      : f,
  );
}
