// Users and roles on the resource engine. The password hash never leaves the server.
import { z } from "zod";
import type { Prisma } from "../../core/db";
import { hashPassword } from "../../auth/password";
import { revokeAllSessions, userAccessSelect } from "../../auth/session";
import { AppError } from "../../core/errors";
import { defineResource } from "../../resources/types";
import { csvColumns, readWriteAccess } from "../../resources/list-parts";
import { ids, name, optional } from "../../resources/fields";
import { id, text } from "../../validation/validators";
import { emailField, passwordField } from "./account-schemas";
import { assertMayChangeUser, assertMayGrant, roleScopes } from "./grants";
import { userSettingsSchema } from "./user-settings";
import { USER_TYPES } from "./user-types";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

const scope = z
  .string()
  .trim()
  .regex(/^(\$(view|cat)\.)?[a-zA-Z][a-zA-Z0-9]*(\.(\*|[a-zA-Z]+))?$/, "validation.scope")
  .max(60);

const userFields = {
  name: name(120),
  email: emailField,
  phone: optional(text({ max: 40 })),
  userType: z.enum(USER_TYPES).default("employee"),
  scopes: z.array(scope).max(200).default([]),
  roleId: optional(id()),
  isCRMUser: z.boolean().default(false),
  agencyId: optional(id()),
  customerId: optional(id()),
  allowedResortIds: ids(),
  allowedVesselIds: ids(),
  settings: userSettingsSchema.partial().optional(),
};

const userSelect = {
  ...userAccessSelect,
  roleId: true,
  lastLoginAt: true,
  createdAt: true,
  role: { select: { id: true, name: true } },
} satisfies Prisma.UserSelect;

export const userResource = defineResource({
  name: "users",
  model: "user",
  access: { read: ["users.read"], create: ["users.create"], update: ["users.update"], delete: ["users.delete"] },
  create: z.object({ ...userFields, password: passwordField }),
  // an empty password in the edit form means "keep the current one"
  update: z
    .object({
      ...userFields,
      password: z.preprocess((v) => (v === "" || v === null ? undefined : v), passwordField.optional()),
    })
    .partial(),
  search: ["name", "email"],
  filters: {
    userType: { kind: "enum", values: USER_TYPES },
    roleId: { kind: "int" },
    agencyId: { kind: "int" },
    isCRMUser: { kind: "bool" },
  },
  sort: {
    id: "id",
    name: "name",
    email: "email",
    userType: "userType",
    lastLoginAt: "lastLoginAt",
    createdAt: "createdAt",
  },
  defaultSort: { key: "name", order: "asc" },
  select: userSelect,
  csv: csvColumns("users.fields", ["id", "name", "email", "phone", "userType", "lastLoginAt"]),
  references: [],
  copy: (u) => ({
    email: `copy.${Date.now()}.${u.email}`,
    name: `${u.name} (2)`,
    passwordHash: null,
    verifiedAt: null,
    lastLoginAt: null,
  }),
  async prepare(data, { action, existing, principal }) {
    const { password, settings, ...rest } = data as Record<string, unknown> & { password?: string; settings?: object };
    const out: Record<string, unknown> = { ...rest };
    if (existing) await assertMayChangeUser(principal, existing);
    if (Array.isArray(out.scopes)) assertMayGrant(principal, out.scopes as string[]);
    if (typeof out.roleId === "number") assertMayGrant(principal, await roleScopes(out.roleId), "roleId");
    if (typeof out.email === "string") out.email = out.email.toLowerCase();
    if (password) out.passwordHash = await hashPassword(password);
    if (settings) out.settings = { ...((existing?.settings as object) ?? {}), ...settings };
    if (action === "create") out.verifiedAt = new Date(); // an operator vouches for the address
    // nobody locks themselves out by mistake
    if (
      existing &&
      existing.id === principal.user?.id &&
      (out.userType === "Inactive" ||
        (Array.isArray(out.scopes) && existing.scopes.includes("admin") && !out.scopes.includes("admin")))
    )
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "scopes", message: "validation.ownAdmin" }],
      });
    return out;
  },
  async afterWrite(row, ctx) {
    // a deactivated user, or one given a new password by an operator, is logged out everywhere;
    // in the update's transaction, so a refused update (a taken e-mail) logs nobody out
    if (ctx.action === "update" && (row.userType === "Inactive" || ctx.data?.passwordHash))
      await revokeAllSessions(row.id);
  },
});

export const userRoleResource = defineResource({
  name: "userrole",
  model: "userRole",
  access: readWriteAccess("users.read", "users.update"),
  create: z.object({
    name: name(80),
    group: text({ min: 1, max: 40 }).default("staff"),
    scopes: z.array(scope).max(200).default([]),
  }),
  search: ["name", "group"],
  filters: { group: { kind: "string" } },
  sort: { id: "id", name: "name", group: "group" },
  defaultSort: { key: "name", order: "asc" },
  csv: [
    { key: "name", header: "userRoles.fields.name" },
    { key: "group", header: "userRoles.fields.group" },
    { key: "scopes", header: "userRoles.fields.scopes", value: (r) => (r.scopes as string[]).join(" ") },
  ],
  references: [{ model: "user", field: "roleId", label: "users" }],
  copy: (r) => ({ name: `${r.name} (2)` }),
  prepare: (data, { principal, existing }) => {
    // a role can be changed only by someone holding all its rights, and given only rights one holds
    if (existing) assertMayGrant(principal, existing.scopes);
    if (Array.isArray(data.scopes)) assertMayGrant(principal, data.scopes as string[]);
    return data;
  },
});

export const USER_RESOURCES = [userResource, userRoleResource];

export const userScreen = defineScreen(userResource, {
  labels: "users.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "email", sort: "email" },
    { key: "userType", type: "enum", options: "userTypes", sort: "userType" },
    { key: "roleId", type: "enum", options: { rows: "userRole" } },
    { key: "lastLoginAt", type: "datetime", sort: "lastLoginAt" },
    ID_COLUMN,
  ],
  filters: [
    { key: "userType", type: "select", options: "userTypes" },
    { key: "roleId", type: "select", options: { rows: "userRole" } },
  ],
  fields: [
    { name: "name" },
    { name: "email", type: "email" },
    { name: "phone", type: "tel" },
    { name: "password", type: "password", editHint: "users.passwordHint" },
    { name: "userType", type: "select", options: "userTypes" },
    { name: "roleId", type: "select", options: { rows: "userRole" } },
    { name: "scopes", type: "scopes", hint: "users.scopesHint" },
    { name: "agencyId", type: "select", options: { rows: "agency" } },
    { name: "customerId", type: "number" },
    { name: "isCRMUser", type: "checkbox" },
    { name: "allowedResortIds", type: "multiselect", options: { rows: "resort" } },
    { name: "allowedVesselIds", type: "multiselect", options: { rows: "vessel" } },
  ],
});

export const userRoleScreen = defineScreen(userRoleResource, {
  labels: "userRoles.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "group", sort: "group" },
    { key: "scopes", type: "list" },
  ],
  fields: [{ name: "name" }, { name: "group" }, { name: "scopes", type: "scopes", hint: "users.scopesHint" }],
});
