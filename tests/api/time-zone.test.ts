// A resort's and a vessel's time zone is one the IANA list names: another is a 400 on the field
// (create and update), and the zone chosen is stored as given.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { POST as update } from "@/app/api/[resource]/[id]/route";
import { tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";

let admin: string;
const send = (resource: string, body: unknown, id?: number) =>
  id === undefined
    ? call(create, { method: "POST", token: admin, params: { resource }, body, headers: { "accept-language": "en" } })
    : call(update, {
        method: "POST",
        token: admin,
        params: { resource, id: String(id) },
        body,
        headers: { "accept-language": "en" },
      });

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
});

describe("time zones of resorts and vessels", () => {
  it.each(["resort", "vessel"])(
    "%s: an unknown zone is a 400 on the field, a listed one is stored",
    async (resource) => {
      const code = `TZ${resource === "resort" ? "R" : "V"}`;
      const bad = await send(resource, { name: "Zoned", code, timezone: "Mars/Olympus_Mons" });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual([expect.objectContaining({ path: "timezone", message: "Unknown time zone" })]);
      const zone = Intl.supportedValuesOf("timeZone").find((z) => z === "Asia/Makassar")!;
      const made = await send(resource, { name: "Zoned", code, timezone: zone });
      expect(made.status).toBe(201);
      expect(made.body.timezone).toBe("Asia/Makassar");
      const changed = await send(resource, { timezone: "Europe/Atlantis" }, made.body.id);
      expect(changed.status).toBe(400);
      expect(changed.body.fields[0].path).toBe("timezone");
      expect((await send(resource, { timezone: "Pacific/Auckland" }, made.body.id)).body.timezone).toBe(
        "Pacific/Auckland",
      );
    },
  );
});
