// Creating, changing and deleting a mail template (POST, PUT, DELETE /api/mail/template...). A text
// with an unknown merge field is refused with a 400 naming each field and where it is; an audit row
// says who changed what.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { mailTemplateSelect, presentMailTemplate } from "./mail-templates";
import { assertKnownMergeFields } from "./render-mail";
import type { MailTemplateInput } from "./template-schemas";

export async function saveMailTemplate(input: MailTemplateInput & { id?: number }, actor: Principal, tx?: Tx) {
  assertKnownMergeFields(input.content);
  const data = {
    name: input.name,
    category: input.category,
    state: input.state ?? null,
    content: input.content as Prisma.InputJsonValue,
    design: input.design as Prisma.InputJsonValue,
    active: input.active,
  };
  return transaction(
    async (tx) => {
      if (input.id && !(await tx.mailTemplate.findUnique({ where: { id: input.id }, select: { id: true } })))
        throw notFound();
      const row = input.id
        ? await tx.mailTemplate.update({ where: { id: input.id }, data, select: mailTemplateSelect })
        : await tx.mailTemplate.create({ data, select: mailTemplateSelect });
      await auditBy(tx, actor, {
        action: input.id ? "mailTemplate.updated" : "mailTemplate.created",
        entity: "mailTemplate",
        entityId: row.id,
        data: { name: row.name, category: row.category, state: row.state },
      });
      return presentMailTemplate(row);
    },
    { tx },
  );
}

/** Deletes a template; the mails sent with it keep their text and lose the link. */
export async function deleteMailTemplate(id: number, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const row = await tx.mailTemplate.findUnique({ where: { id }, select: { id: true, name: true } });
      if (!row) throw notFound();
      await tx.mailTemplate.delete({ where: { id } });
      await auditBy(tx, actor, {
        action: "mailTemplate.deleted",
        entity: "mailTemplate",
        entityId: id,
        data: { name: row.name },
      });
    },
    { tx },
  );
}
