import { z } from "zod";
import { transaction, type Prisma } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { dataFieldSchema } from "./customer-groups";

type Field = z.infer<typeof dataFieldSchema>;

/** Moves one field definition from one customer data group to another (values stay with the customer). */
export async function moveDataField(from: number, to: number, key: string) {
  if (from === to)
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "to", message: "validation.mustDiffer" }] });
  return transaction(async (tx) => {
    const [source, target] = await Promise.all([
      tx.customerDataGroup.findUnique({ where: { id: from } }),
      tx.customerDataGroup.findUnique({ where: { id: to } }),
    ]);
    if (!source || !target) throw notFound();
    const fields = source.fields as Field[];
    const field = fields.find((f) => f.key === key);
    if (!field) throw notFound();
    if ((target.fields as Field[]).some((f) => f.key === key))
      throw new AppError("CONFLICT", "validation.fieldKeyUnique");
    await tx.customerDataGroup.update({
      where: { id: from },
      data: { fields: fields.filter((f) => f.key !== key) as Prisma.InputJsonValue },
    });
    return tx.customerDataGroup.update({
      where: { id: to },
      data: { fields: [...(target.fields as Field[]), field] as Prisma.InputJsonValue },
    });
  });
}
