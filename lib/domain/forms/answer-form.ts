// A form's answers come in (POST /api/form/{id}/{token}, the public page): checked against the
// form's fields as they were sent (required, options, formats, the shared validators), every
// problem named at once in the guest's language and nothing stored; valid answers replace the
// earlier ones (the guest may correct them), with an audit row in the same transaction.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, type FieldIssue } from "../../core/errors";
import { operatorTimeZone } from "../../core/operator";
import { friendlyErrors } from "../../validation/zod-errors";
import { answerSchema, type Answers } from "./form-fields";
import { formOfLink, storedFields } from "./form-view";

export type AnswerFormInput = { id: number; token: string; answers: unknown };

export async function answerForm(
  input: AnswerFormInput,
  actor: Principal,
  tx?: Tx,
): Promise<{ id: number; answers: Answers; answeredAt: Date }> {
  return transaction(
    async (tx) => {
      const form = await formOfLink(input.id, input.token, tx);
      const schema = answerSchema(storedFields(form.fields), { timeZone: await operatorTimeZone(tx) });
      const r = schema.safeParse(input.answers ?? {}, { error: friendlyErrors() });
      if (!r.success) {
        const seen = new Set<string>();
        const fields: FieldIssue[] = [];
        for (const i of r.error.issues) {
          const path = ["answers", ...i.path.map(String)].join(".");
          if (!seen.has(path)) fields.push({ path, message: i.message, code: i.code });
          seen.add(path);
        }
        throw new AppError("VALIDATION_ERROR", undefined, { fields });
      }
      const answeredAt = new Date();
      await tx.form.update({
        where: { id: form.id },
        data: { answers: r.data as Prisma.InputJsonValue, answeredAt },
      });
      await auditBy(tx, actor, {
        action: form.answeredAt ? "form.answerChanged" : "form.answered",
        entity: "form",
        entityId: form.id,
        data: { fields: Object.keys(r.data) },
      });
      return { id: form.id, answers: r.data, answeredAt };
    },
    { tx },
  );
}
