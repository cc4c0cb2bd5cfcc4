// Some tables keep loose ids (day guests, day events, referrals: a row may outlive what it names,
// so the database has no foreign key). A write must still name records that exist: otherwise a
// typo becomes data. Checked in the write's transaction, each unknown id a failing field.
import { AppError } from "../core/errors";
import type { Tx } from "../core/db";
import type { ModelName } from "./types";

type Delegate = { findUnique(a: { where: { id: number }; select: { id: true } }): Promise<unknown> };

/** 400 naming each field of `data` whose id is not a row of its model; fields left out pass. */
export async function assertKnownReferences(
  tx: Tx,
  data: Record<string, unknown>,
  refs: Readonly<Record<string, ModelName>>,
): Promise<void> {
  const fields: { path: string; message: string }[] = [];
  for (const [field, model] of Object.entries(refs)) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    const delegate = (tx as unknown as Record<string, Delegate>)[model];
    if (!(await delegate.findUnique({ where: { id: Number(value) }, select: { id: true } })))
      fields.push({ path: field, message: "validation.unknownReference" });
  }
  if (fields.length) throw new AppError("VALIDATION_ERROR", undefined, { fields });
}
