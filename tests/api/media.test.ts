// Media uploads: images are optimized with sharp and get a thumbnail; files are served with
// caching headers; folders, moves and types.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as upload } from "@/app/api/media/route";
import { GET as data, POST as replace } from "@/app/api/media/[id]/data/route";
import { GET as images } from "@/app/api/media/images/route";
import { GET as withData } from "@/app/api/media/getWithData/[id]/route";
import { POST as move } from "@/app/api/media/moveMediaToFolder/route";
import { GET as types } from "@/app/api/media/type/route";
import { DELETE as remove } from "@/app/api/[resource]/[id]/route";
import { db } from "@/lib/core/db";
import { seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let editor: string, reader: string;

beforeAll(async () => {
  editor = await tokenFor((await seedUser(db(), { scopes: ["media.read", "media.create", "media.update"] })).id);
  reader = await tokenFor((await seedUser(db(), { scopes: ["media.read"] })).id);
});

async function send(
  handler: typeof upload,
  token: string,
  file: File,
  fields: Record<string, string> = {},
  path = "/api/media",
  params: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", file);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await handler(
    new NextRequest(`http://localhost${path}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    }),
    { params: Promise.resolve(params) },
  );
  return { status: res.status, body: await res.json() };
}

const bigJpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#0e7490" } })
          .jpeg({ quality: 100 })
          .toBuffer(),
      ),
    ],
    "reef.jpg",
    { type: "image/jpeg" },
  );

describe("media", () => {
  it("uploads an image, shrinks it to at most 2560 px and makes a thumbnail", async () => {
    const res = await send(upload, editor, await bigJpeg(), { name: "Reef" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Reef", mimeType: "image/jpeg", width: 2560, height: 1920 });
    expect(res.body).not.toHaveProperty("data");
    // published files are public (docs/decisions.md), and never run as a page
    const file = await call(data, { params: { id: String(res.body.id) } });
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    const etag = file.headers.get("etag")!;
    expect((await call(data, { params: { id: String(res.body.id) }, headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    const thumb = await data(new NextRequest(`http://localhost/api/media/${res.body.id}/data?thumb=1`), {
      params: Promise.resolve({ id: String(res.body.id) }),
    });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);
  });

  it("keeps other files as they are, and refuses unknown types and oversized files", async () => {
    const pdf = await send(upload, editor, new File(["%PDF-1.4 test"], "terms.pdf", { type: "application/pdf" }));
    expect(pdf.body).toMatchObject({ mimeType: "application/pdf", size: 13 });
    const exe = await send(upload, editor, new File(["MZ"], "virus.exe", { type: "application/x-msdownload" }));
    expect(exe.status).toBe(415);
    const svg = await send(
      upload,
      editor,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg", {
        type: "image/svg+xml",
      }),
    );
    expect(svg.status).toBe(415);
    const big = await send(
      upload,
      editor,
      new File([new Uint8Array(21 * 1024 * 1024)], "big.pdf", { type: "application/pdf" }),
    );
    expect(big.status).toBe(413);
    const broken = await send(upload, editor, new File(["not really a png"], "x.png", { type: "image/png" }));
    expect(broken.status).toBe(415);
    expect(broken.body.message).toBe("This image file cannot be read.");
  });

  it("needs media.create to upload", async () => {
    expect((await send(upload, reader, await bigJpeg())).status).toBe(403);
  });

  it("lists images for the chooser, answers types, returns data as base64, replaces a file", async () => {
    const img = await send(
      upload,
      editor,
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 50, height: 40, channels: 4, background: "#ff0000" } })
              .png()
              .toBuffer(),
          ),
        ],
        "dot.png",
        { type: "image/png" },
      ),
    );
    const onlyImages = await call(images, { token: reader, query: { size: 100 } });
    expect(onlyImages.body.data.every((m: { mimeType: string }) => m.mimeType.startsWith("image/"))).toBe(true);
    expect((await call(types, { token: reader })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "document", count: 1 })]),
    );
    const b64 = await call(withData, { token: reader, params: { id: String(img.body.id) } });
    expect(Buffer.from(b64.body.data, "base64").subarray(1, 4).toString()).toBe("PNG");
    const replaced = await send(replace, editor, await bigJpeg(), {}, `/api/media/${img.body.id}/data?optimize=false`, {
      id: String(img.body.id),
    });
    expect(replaced.body).toMatchObject({ width: 4000, mimeType: "image/jpeg" });
  });

  it("moves media into a folder; a folder still holding media cannot be deleted", async () => {
    const folder = await db().mediaFolder.create({ data: { name: "Boats" } });
    const m = await send(upload, editor, new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" }));
    expect(
      (await call(move, { method: "POST", token: editor, body: { ids: [m.body.id], folderId: folder.id } })).body,
    ).toEqual({ moved: 1 });
    expect((await call(list, { token: reader, query: { "filter[folderId]": folder.id } })).body.total).toBe(1);
    expect(
      (
        await call(remove, {
          method: "DELETE",
          token: editor,
          params: { resource: "mediafolder", id: String(folder.id) },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(move, { method: "POST", token: editor, body: { ids: [m.body.id], folderId: 999999 } })).status,
    ).toBe(404);
  });
});
