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
