// Form definitions (/api/formdef), forms sent to customers (/api/form), the public form of a link
// (/api/form/{id}/{token}) with its answers, the link's QR code and the constants: bad input,
// wrong tokens and the scopes.
import jsQR from "jsqr";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/[resource]/route";
import { GET as getOne } from "@/app/api/[resource]/[id]/route";
import { GET as defConstants } from "@/app/api/formdef/constants/route";
import { GET as formConstants } from "@/app/api/form/constants/route";
import { GET as openForm, POST as answer } from "@/app/api/form/[id]/[token]/route";
import { POST as qrcode } from "@/app/api/form/[id]/qrcode/route";
import { db } from "@/lib/core/db";
import { seedCustomer } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { apiCreate, apiDelete, apiUpdate } from "../helpers/resource-calls";

let editor: string, reader: string, outsider: string;
let customerId: number;

const FIELDS = [
  { key: "intro", type: "Header", label: "Before you dive" },
  { key: "name", type: "QuestionShort", label: "Your name", required: true, minLength: 2 },
  { key: "email", type: "QuestionShort", label: "E-mail", format: "email" },
  { key: "level", type: "Radio", label: "Certification", options: ["Open Water", "Advanced"], required: true },
  { key: "lastDive", type: "Date", label: "Last dive", maxDate: { from: "today" } },
  { key: "diet", type: "MultipleChoice", label: "Diet", options: ["fish", "vegan"] },
  { key: "rating", type: "Stars", label: "Rating", stars: 5 },
];

beforeAll(async () => {
  editor = await tokenWith(["formdef.update", "forms.read"]);
  reader = await tokenWith(["forms.read"]);
  outsider = await tokenWith(["bookings.read"]);
  customerId = (await seedCustomer(db(), { firstName: "Mara", lastName: "Reef", fullName: "Mara Reef" })).id;
});

async function defineForm(name: string, fields: unknown[] = FIELDS) {
  const res = await apiCreate(editor, "formdef", { name, fields });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function sendForm(definitionId: number, body: Record<string, unknown> = {}) {
  const res = await apiCreate(editor, "form", { definitionId, customerId, ...body });
  expect(res.status).toBe(201);
  const form = (await call(getOne, { token: reader, params: { resource: "form", id: String(res.body.id) } })).body;
  const [, , id, token] = String(form.link).split("/");
  return { id: Number(id), token, link: form.link as string };
}

const open = (id: number, token: string) => call(openForm, { params: { id: String(id), token } });
const submit = (id: number, token: string, answers: unknown, lang = "en") =>
  call(answer, {
    method: "POST",
    params: { id: String(id), token },
    body: { answers },
    headers: { "accept-language": lang },
  });

describe("form definitions", () => {
  it("keeps the fields of a definition, with their defaults", async () => {
    const id = await defineForm("Dive check");
    const res = await call(getOne, { token: reader, params: { resource: "formdef", id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.body.fields).toHaveLength(FIELDS.length);
    expect(res.body.fields[1]).toMatchObject({ key: "name", type: "QuestionShort", required: true, format: "text" });
    expect(res.body.fields[6]).toMatchObject({ key: "rating", stars: 5, required: false });
  });

  it("refuses a bad definition, naming the fields in the user's language", async () => {
    const res = await apiCreate(
      editor,
      "formdef",
      {
        name: "Broken",
        fields: [
          { key: "a", type: "QuestionShort" },
          { key: "a", type: "Select" },
        ],
      },
      "de",
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "fields.1.key", message: "Jeder Feldschlüssel nur einmal" }),
        expect.objectContaining({ path: "fields.1.options" }),
      ]),
    );
    const type = await apiCreate(editor, "formdef", { name: "Broken 2", fields: [{ key: "a", type: "Rating" }] }, "en");
    expect(type.status).toBe(400);
    expect(type.body.fields[0]).toMatchObject({
      path: "fields.0.type",
      message: "Please choose one of the offered values",
    });
    expect(await db().formDefinition.count({ where: { name: { startsWith: "Broken" } } })).toBe(0);
  });

  it("lets readers read and only formdef.update change definitions", async () => {
    expect((await call(list, { token: reader, params: { resource: "formdef" } })).status).toBe(200);
    expect((await apiCreate(reader, "formdef", { name: "Nope", fields: [] })).status).toBe(403);
    expect((await call(list, { token: outsider, params: { resource: "formdef" } })).status).toBe(403);
    expect((await call(list, { params: { resource: "formdef" } })).status).toBe(401);
  });

  it("answers the constants: fifteen field types", async () => {
    const res = await call(defConstants, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.fieldTypes).toHaveLength(15);
    expect(res.body.shortFormats).toContain("flightCode");
    expect((await call(formConstants, { token: reader })).status).toBe(200);
    expect((await call(defConstants, { token: outsider })).status).toBe(403);
    expect((await call(formConstants)).status).toBe(401);
  });

  it("keeps a definition that forms were sent from (409)", async () => {
    const id = await defineForm("In use");
    await sendForm(id);
    expect((await apiDelete(editor, "formdef", id)).status).toBe(409);
  });
});

describe("forms and their public link", () => {
  it("sends a form with an unguessable link that shows the fields, not the customer", async () => {
    const { id, token, link } = await sendForm(await defineForm("Arrival"));
    expect(token.length).toBeGreaterThan(50);
    expect(link).toBe(`/forms/${id}/${token}`);
    const res = await open(id, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: "Arrival", language: "de", answers: null, answeredAt: null });
    expect(res.body.fields.map((f: { key: string }) => f.key)).toEqual(FIELDS.map((f) => f.key));
    expect(JSON.stringify(res.body)).not.toContain("Mara");
  });

  it("answers a wrong, short or foreign token like a missing form (404)", async () => {
    const a = await sendForm(await defineForm("Token A"));
    const b = await sendForm(await defineForm("Token B"));
    const wrong = a.token.slice(0, -2) + (a.token.endsWith("AA") ? "BB" : "AA");
    for (const [id, token] of [
      [a.id, wrong],
      [a.id, "short"],
      [a.id, b.token],
      [999999, a.token],
    ] as const) {
      expect((await open(id, token)).status).toBe(404);
      expect((await submit(id, token, { name: "Eve", level: "Advanced" })).status).toBe(404);
    }
    expect((await call(openForm, { params: { id: "x", token: a.token } })).status).toBe(404);
  });

  it("refuses bad answers, every problem at once in the guest's language, and stores nothing", async () => {
    const { id, token } = await sendForm(await defineForm("Check-in"));
    const res = await submit(
      id,
      token,
      { name: "", email: "not-mail", level: "Rescue", lastDive: "12.03.2026", diet: "fish", rating: 9 },
      "de",
    );
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      res.body.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(byPath).toEqual({
      "answers.name": "Dieses Feld ist erforderlich",
      "answers.email": "Die E-Mail muss gültig sein",
      "answers.level": "Bitte einen der angebotenen Werte wählen",
      "answers.lastDive": "Bitte im Format JJJJ-MM-TT",
      "answers.diet": "Bitte aus der Liste wählen",
      "answers.rating": "Höchstens 5",
    });
    expect((await open(id, token)).body.answers).toBeNull();
    // a body that is not an object of answers
    expect((await submit(id, token, ["x"])).status).toBe(400);
    expect((await submit(id, token, "x")).status).toBe(400);
  });

  it("stores valid answers, replaces them on a second submit, and staff read them", async () => {
    const definitionId = await defineForm("Feedback");
    const { id, token } = await sendForm(definitionId);
    const first = await submit(id, token, {
      name: "Mara",
      level: "Advanced",
      diet: ["vegan"],
      rating: "4",
      extra: "x",
    });
    expect(first.status).toBe(200);
    expect(first.body.answers).toEqual({ name: "Mara", level: "Advanced", diet: ["vegan"], rating: 4 });
    const second = await submit(id, token, { name: "Mara Reef", level: "Open Water" });
    expect(second.status).toBe(200);
    expect((await open(id, token)).body.answers).toEqual({ name: "Mara Reef", level: "Open Water" });

    const answered = await call(list, {
      token: reader,
      params: { resource: "form" },
      query: { filter: JSON.stringify({ definitionId, answered: "true" }) },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(answered.body.data[0]).toMatchObject({ customerName: "Mara Reef", definitionName: "Feedback" });
    const detail = await call(getOne, { token: reader, params: { resource: "form", id: String(id) } });
    expect(detail.body.answers).toEqual({ name: "Mara Reef", level: "Open Water" });
    expect(detail.body).not.toHaveProperty("tokenSalt");
    const trail = await db().auditEvent.findMany({
      where: { entity: "form", entityId: String(id), action: { startsWith: "form.answer" } },
    });
    expect(trail.map((e) => e.action).sort()).toEqual(["form.answerChanged", "form.answered"]);
  });

  it("pages the answers list on the server", async () => {
    const definitionId = await defineForm("Paged");
    for (let i = 0; i < 3; i++) await sendForm(definitionId);
    const page = await call(list, {
      token: reader,
      params: { resource: "form" },
      query: { filter: JSON.stringify({ definitionId }), size: 2, page: 2 },
    });
    expect(page.body).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page.body.data).toHaveLength(1);
  });

  it("keeps what was asked when the definition changes later", async () => {
    const definitionId = await defineForm("Changing");
    const { id, token } = await sendForm(definitionId);
    expect((await apiUpdate(editor, "formdef", definitionId, { fields: [] })).status).toBe(200);
    expect((await open(id, token)).body.fields).toHaveLength(FIELDS.length);
  });

  it("refuses a form of an unknown or inactive definition or customer, and senders without the scope", async () => {
    const res = await apiCreate(editor, "form", { definitionId: 999999 }, "en");
    expect(res.status).toBe(400);
    expect(res.body.fields[0]).toMatchObject({ path: "definitionId", message: "This entry does not exist" });
    const def = await defineForm("Old one");
    await apiUpdate(editor, "formdef", def, { isActive: false });
    expect((await apiCreate(editor, "form", { definitionId: def })).status).toBe(400);
    expect((await apiCreate(editor, "form", { definitionId: await defineForm("X"), customerId: 999999 })).status).toBe(
      400,
    );
    expect((await apiCreate(reader, "form", { definitionId: await defineForm("Y") })).status).toBe(403);
  });

  it("gives the link as a QR code that decodes to the public page", async () => {
    const { id, link } = await sendForm(await defineForm("Printed"));
    const res = await qrcode(
      new (await import("next/server")).NextRequest(`http://localhost/api/form/${id}/qrcode?size=300`, {
        method: "POST",
        headers: { authorization: `Bearer ${reader}` },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toMatch(/^https?:\/\/[^/]+\/forms\//);
    expect(new URL(code!.data).pathname).toBe(link);
    expect((await call(qrcode, { method: "POST", token: outsider, params: { id: String(id) } })).status).toBe(403);
    expect((await call(qrcode, { method: "POST", params: { id: String(id) } })).status).toBe(401);
    expect((await call(qrcode, { method: "POST", token: reader, params: { id: "999999" } })).status).toBe(404);
  });
});
