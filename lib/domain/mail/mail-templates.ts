// Reading mail templates: a page of them (by category and booking state), one, and the one a
// booking state's change offers (GET /api/mail/template/byState/{state}).
import { db, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import type { BookingState } from "../../core/db";
import type { z } from "zod";
import type { MailTemplateAnswer, mailTemplateListQuery } from "./template-schemas";
import type { TemplateContent } from "./render-mail";

export const mailTemplateSelect = {
  id: true,
  name: true,
  category: true,
  state: true,
  content: true,
  design: true,
  active: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.MailTemplateSelect;

type Row = Prisma.MailTemplateGetPayload<{ select: typeof mailTemplateSelect }>;

export const presentMailTemplate = (r: Row): MailTemplateAnswer => ({
  ...r,
  category: r.category as MailTemplateAnswer["category"],
  content: (r.content ?? {}) as MailTemplateAnswer["content"],
  design: (r.design ?? {}) as MailTemplateAnswer["design"],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listMailTemplates(q: z.infer<typeof mailTemplateListQuery>) {
  const where: Prisma.MailTemplateWhereInput = {
    ...(q.category ? { category: q.category } : {}),
    ...(q.state ? { state: q.state } : {}),
    ...(q.search ? { name: { contains: q.search, mode: "insensitive" } } : {}),
  };
  const [rows, total] = await Promise.all([
    db().mailTemplate.findMany({
      where,
      select: mailTemplateSelect,
      orderBy: [{ category: "asc" }, { state: "asc" }, { name: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().mailTemplate.count({ where }),
  ]);
  return { data: rows.map(presentMailTemplate), total, page: q.page, size: q.size };
}

export async function getMailTemplate(id: number, tx: Tx = db()) {
  const row = await tx.mailTemplate.findUnique({ where: { id }, select: mailTemplateSelect });
  if (!row) throw notFound();
  return presentMailTemplate(row);
}

/** The active template a change to `state` offers (the oldest, when there are several); 404 when none. */
export async function mailTemplateForState(state: BookingState) {
  const row = await db().mailTemplate.findFirst({
    where: { state, active: true },
    select: mailTemplateSelect,
    orderBy: { id: "asc" },
  });
  if (!row) throw notFound();
  return presentMailTemplate(row);
}

/** The template's texts (for rendering). */
export const contentOf = (t: { content: unknown }) => (t.content ?? {}) as TemplateContent;

/** Every active template, short, for a send dialog's choice (category and state to group them). */
export async function mailTemplateChoices() {
  return db().mailTemplate.findMany({
    where: { active: true },
    select: { id: true, name: true, category: true, state: true },
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
}
