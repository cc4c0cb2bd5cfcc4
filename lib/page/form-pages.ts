// The form pages: the public form of a link (/forms/{id}/{token}; a wrong token is "not found"),
// a form's answers for staff (/form?view={id}, /crm/forms?view={id}), a definition in its editor
// (/formdef?id={id}) and the definitions a form can be sent from.
import "server-only";
import type { Principal } from "../auth/principal";
import { formDefinitionResource, formResource } from "../domain/forms/form-resources";
import { publicForm } from "../domain/forms/form-view";
import { getResource, listResource } from "../resources/engine";
import type { Option } from "../resources/screen";
import { parseId } from "./record";
import { unlessRefused } from "./search-params";

export async function loadPublicForm(rawId: string, token: string) {
  const id = parseId(rawId);
  return id === undefined ? null : unlessRefused(publicForm(id, token));
}

/** A sent form with its fields and answers, or null (missing, or the user may not read forms). */
export async function loadFormAnswers(raw: string | undefined, principal: Principal) {
  const id = raw === undefined ? undefined : parseId(raw);
  return id === undefined ? null : unlessRefused(getResource(formResource, principal, id));
}

/** A definition to edit, or null. */
export async function loadFormDefinition(raw: string | undefined, principal: Principal) {
  const id = raw === undefined ? undefined : parseId(raw);
  return id === undefined ? null : unlessRefused(getResource(formDefinitionResource, principal, id));
}

/** The active definitions, by name: what a form can be sent from. */
export async function formDefinitionOptions(principal: Principal): Promise<Option[]> {
  const page = await listResource(formDefinitionResource, principal, {
    page: 1,
    size: 500,
    sort: "name",
    order: "asc",
    filter: { isActive: "true" },
  });
  return (page.data as { id: number; name: string }[]).map((d) => ({ value: String(d.id), label: d.name }));
}
