import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { mediaData, replaceMediaData } from "@/lib/domain/media/media";
import { readBody } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { accessFor } from "@/lib/resources/engine";

const params = z.object({ id: z.coerce.number().int().positive() });

/** The file itself (?thumb=1: its thumbnail). Media URLs have the shape /api/media/{id}/data. */
export const GET = route({ params }, async ({ req, params }) => {
  const m = await mediaData(params.id, req.nextUrl.searchParams.get("thumb") === "1");
  if (req.headers.get("if-none-match") === m.etag) return new Response(null, { status: 304, headers: { etag: m.etag } });
  return new Response(new Uint8Array(m.bytes), {
    headers: {
      "content-type": m.mimeType, etag: m.etag, "cache-control": "public, max-age=3600",
      "content-disposition": `inline; filename="${encodeURIComponent(m.name)}"`, "x-content-type-options": "nosniff",
    },
  });
});

/** Replace the file (multipart: file); ?optimize=false keeps images as uploaded. */
export const POST = route({ params }, async ({ req, params, principal }) => {
  await accessFor(mediaResource, principal, "update");
  const form = (await readBody(req)) as Record<string, unknown> | undefined;
  return replaceMediaData(params.id, form?.file, req.nextUrl.searchParams.get("optimize") !== "false");
});
