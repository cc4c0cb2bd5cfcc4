// Reading mail templates: a page of them (by category and booking state), one, and the one a
// booking state's change offers (GET /api/mail/template/byState/{state}).
import { db, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import type { BookingState } from "../../core/db";
import type { ListQuery } from "../../resources/list-query";
import { BOOKING_STATES } from "../booking/states";
import { MESSAGE_CATEGORIES } from "../content/resources";
import type { MailTemplateAnswer } from "./template-schemas";
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

const SORTS = { name: "name", category: "category", state: "state", updatedAt: "updatedAt" } as const;

const bad = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

/** A page of templates, short (no texts): filter[category], filter[state] (a booking state), search (name). */
export async function listMailTemplates(q: ListQuery) {
  for (const k of Object.keys(q.filter))
    if (k !== "category" && k !== "state") bad(`filter[${k}]`, "validation.unknownFilter");
  const { category, state } = q.filter;
  if (category && !(MESSAGE_CATEGORIES as readonly string[]).includes(category))
    bad("filter[category]", "validation.invalidValue");
  if (state && !(BOOKING_STATES as readonly string[]).includes(state)) bad("filter[state]", "validation.invalidValue");
  const sort = q.sort ? SORTS[q.sort as keyof typeof SORTS] : undefined;
  if (q.sort && !Object.hasOwn(SORTS, q.sort)) bad("sort", "validation.unknownSort");
  const where: Prisma.MailTemplateWhereInput = {
    ...(category ? { category } : {}),
    ...(state ? { state: state as BookingState } : {}),
    ...(q.search ? { name: { contains: q.search, mode: "insensitive" } } : {}),
  };
  const [rows, total] = await Promise.all([
    db().mailTemplate.findMany({
      where,
      select: { id: true, name: true, category: true, state: true, active: true, content: true, updatedAt: true },
      orderBy: sort
        ? [{ [sort]: q.order }, { id: "asc" }]
        : [{ category: "asc" }, { state: "asc" }, { name: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().mailTemplate.count({ where }),
  ]);
  return {
    data: rows.map(({ content, ...r }) => ({
      ...r,
      category: r.category as MailTemplateAnswer["category"],
      languages: Object.keys(contentOf({ content })).sort(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page: q.page,
    size: q.size,
  };
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
