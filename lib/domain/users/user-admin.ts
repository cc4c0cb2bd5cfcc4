// Small reads for the users screens: roles, types, recent logins, links to external systems.
import { z } from "zod";
import { db, type Prisma } from "../../core/db";
import { notFound } from "../../core/errors";
import { id, int4 } from "../../validation/validators";
import { loginFields } from "./user-schema";

export const listRoles = () =>
  db().userRole.findMany({
    orderBy: [{ group: "asc" }, { name: "asc" }],
    select: { id: true, name: true, group: true, scopes: true },
  });

export async function roleGroups(): Promise<string[]> {
  const rows = await db().userRole.findMany({
    distinct: ["group"],
    select: { group: true },
    orderBy: { group: "asc" },
  });
  return rows.map((r) => r.group);
}

export const loginsQuery = z.object({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 200 }).default(25),
  userId: id().optional(),
});

/** The latest logins (sessions) with who, when, from where and whether they still live. */
export async function listLogins(q: z.infer<typeof loginsQuery>) {
  const where: Prisma.AuthSessionWhereInput = q.userId ? { userId: q.userId } : {};
  const [rows, total] = await Promise.all([
    db().authSession.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (q.page - 1) * q.size,
      take: q.size,
      select: {
        ...loginFields,
        user: { select: { id: true, name: true, email: true } },
      },
    }),
    db().authSession.count({ where }),
  ]);
  const now = Date.now();
  return {
    data: rows.map((r) => ({ ...r, active: !r.revokedAt && r.expiresAt.getTime() > now })),
    total,
    page: q.page,
    size: q.size,
  };
}

export const linkSchema = z.object({
  externalId: z.string().trim().min(1, "validation.required").max(200),
  data: z.record(z.string(), z.unknown()).optional(),
});

export async function getLink(userId: number, system: string) {
  const link = await db().userLink.findUnique({ where: { userId_system: { userId, system } } });
  if (!link) throw notFound();
  return link;
}

export async function setLink(userId: number, system: string, input: z.infer<typeof linkSchema>) {
  if (!(await db().user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound();
  const data = { externalId: input.externalId, data: (input.data ?? undefined) as Prisma.InputJsonValue | undefined };
  return db().userLink.upsert({
    where: { userId_system: { userId, system } },
    update: data,
    create: { userId, system, ...data },
  });
}

export async function removeLink(userId: number, system: string) {
  const { count } = await db().userLink.deleteMany({ where: { userId, system } });
  if (!count) throw notFound();
}
