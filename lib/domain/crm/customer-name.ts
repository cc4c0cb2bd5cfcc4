type NameParts = {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  name?: string | null;
};

/** fullName: "first middle last", or the display name when no person name is given. */
export function fullNameOf(p: NameParts): string {
  const person = [p.firstName, p.middleName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return person || p.name?.trim() || "";
}

/** A customer's person and contact fields: who they are and how to reach them (record and guest form). */
export const customerPersonSelect = {
  id: true,
  firstName: true,
  middleName: true,
  lastName: true,
  name: true,
  gender: true,
  birthday: true,
  nationality: true,
  email: true,
  phone: true,
  street: true,
  zip: true,
  city: true,
  state: true,
  country: true,
  passportNationality: true,
} as const;
