// Mail templates (/api/mail/template ...): saved per language with their merge fields checked (an
// unknown one is a 400 naming it), listed by category and booking state, the one a state offers,
// changed and deleted; bad input and scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/mail/template/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/mail/template/[id]/route";
import { GET as byState } from "@/app/api/mail/template/byState/[state]/route";
import { db } from "@/lib/core/db";
import { confirmationTemplate, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string, editor: string, staff: string, nobody: string;
const en = { "accept-language": "en" };

const confirmation = confirmationTemplate({
  de: { subject: "Buchung {{booking.number}}", html: "<p>Hallo {{customer.name}}</p>" },
  en: { subject: "Booking {{booking.number}}", html: "<p>Hello {{customer.name}}</p>{{text.closing}}" },
});

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  editor = await tokenWith(["mailtemplates.update"]);
  staff = await tokenWith(["bookings.read", "bookings.update"]);
  nobody = await tokenWith(["bookings.read"]);
});

describe("/api/mail/template", () => {
  let id: number;

  it("creates a template with texts per language", async () => {
    const res = await call(create, { method: "POST", token: editor, body: confirmation });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: "Confirmation", category: "Text", state: "confirmed", active: true });
    expect(res.body.content.en.subject).toBe("Booking {{booking.number}}");
    id = res.body.id;
    expect(await db().auditEvent.count({ where: { entity: "mailTemplate", entityId: String(id) } })).toBe(1);
  });

  it("refuses an unknown merge field with a 400 naming it, in the caller's language", async () => {
    const bad = {
      ...confirmation,
      content: { en: { subject: "Hi {{customer.shoeSize}}", html: "<p>{{booking.colour}} {{booking.number}}</p>" } },
    };
    const res = await call(create, { method: "POST", token: editor, body: bad, headers: en });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ path: "content.en.subject", message: "Unknown merge field: customer.shoeSize" }),
      expect.objectContaining({ path: "content.en.html", message: "Unknown merge field: booking.colour" }),
    ]);
    const de = await call(create, { method: "POST", token: editor, body: bad, headers: { "accept-language": "de" } });
    expect(de.body.fields[0].message).toBe("Unbekanntes Feld: customer.shoeSize");
    const put = await call(update, { method: "PUT", token: editor, params: { id: String(id) }, body: bad });
    expect(put.status).toBe(400);
  });

  it("refuses bad input: no name, an unknown category or state, a subject with a line break", async () => {
    for (const body of [
      { ...confirmation, name: "" },
      { ...confirmation, category: "Spam" },
      { ...confirmation, state: "sunk" },
      { ...confirmation, content: { en: { subject: "a\r\nBcc: x@example.com", html: "" } } },
      "not json",
    ]) {
      const res = await call(create, { method: "POST", token: editor, body, headers: en });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("lists by category and state, pages on the server, and answers the template of a state", async () => {
    await call(create, {
      method: "POST",
      token: editor,
      body: { ...confirmation, name: "Reminder", category: "Information", state: "planned" },
    });
    const all = await call(list, { token: staff, query: { size: "1" } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, size: 1 });
    const info = await call(list, { token: staff, query: { "filter[category]": "Information" } });
    expect(info.body.data).toEqual([expect.objectContaining({ name: "Reminder", languages: ["de", "en"] })]);
    expect((await call(list, { token: staff, query: { "filter[colour]": "red" } })).status).toBe(400);
    expect((await call(list, { token: staff, query: { "filter[state]": "sunk" } })).status).toBe(400);
    const planned = await call(byState, { token: staff, params: { state: "planned" } });
    expect(planned.status).toBe(200);
    expect(planned.body.name).toBe("Reminder");
    expect((await call(byState, { token: staff, params: { state: "aborted" } })).status).toBe(404);
    expect((await call(byState, { token: staff, params: { state: "sunk" } })).status).toBe(400);
  });

  it("changes and deletes a template", async () => {
    const put = await call(update, {
      method: "PUT",
      token: editor,
      params: { id: String(id) },
      body: { ...confirmation, name: "Confirmation v2", active: false },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ name: "Confirmation v2", active: false });
    // an inactive template is offered by no state
    expect((await call(byState, { token: staff, params: { state: "confirmed" } })).status).toBe(404);
    expect((await call(getOne, { token: staff, params: { id: String(id) } })).body.name).toBe("Confirmation v2");
    expect((await call(remove, { method: "DELETE", token: editor, params: { id: String(id) } })).status).toBe(204);
    expect((await call(getOne, { token: staff, params: { id: String(id) } })).status).toBe(404);
    expect((await call(remove, { method: "DELETE", token: editor, params: { id: String(id) } })).status).toBe(404);
    expect((await call(getOne, { token: staff, params: { id: "x" } })).status).toBe(400);
  });

  it("lets only template editors write, and staff read", async () => {
    expect((await call(create, { method: "POST", token: staff, body: confirmation })).status).toBe(403);
    expect((await call(list, { token: nobody })).status).toBe(403);
    expect((await call(list, {})).status).toBe(401);
    expect((await call(byState, { token: nobody, params: { state: "confirmed" } })).status).toBe(403);
    expect(
      (await call(create, { method: "POST", token: admin, body: { ...confirmation, name: "By admin" } })).status,
    ).toBe(201);
  });
});
