// The generic resource endpoints (/api/{resource} and /api/{resource}/{id}) as the API tests call
// them: who calls, which resource, which row, and optionally the language of the answer's messages.
import { POST as createRoute } from "@/app/api/[resource]/route";
import { DELETE as removeRoute, POST as updateRoute } from "@/app/api/[resource]/[id]/route";
import { call } from "./http";

const language = (lang?: string) => (lang ? { "accept-language": lang } : undefined);

/** POST /api/{resource}: a create. */
export const apiCreate = (token: string, resource: string, body: unknown, lang?: string) =>
  call(createRoute, { method: "POST", token, params: { resource }, body, headers: language(lang) });

/** POST /api/{resource}/{id}: an update. */
export const apiUpdate = (token: string, resource: string, id: string | number, body: unknown, lang?: string) =>
  call(updateRoute, { method: "POST", token, params: { resource, id: String(id) }, body, headers: language(lang) });

/** DELETE /api/{resource}/{id}. */
export const apiDelete = (token: string, resource: string, id: string | number, lang?: string) =>
  call(removeRoute, { method: "DELETE", token, params: { resource, id: String(id) }, headers: language(lang) });

/** A create without an id, an update of row `id` with one: a form's save. */
export const apiSave = (
  token: string,
  resource: string,
  id: string | number | null | undefined,
  body: unknown,
  lang?: string,
) => (id == null ? apiCreate(token, resource, body, lang) : apiUpdate(token, resource, id, body, lang));
