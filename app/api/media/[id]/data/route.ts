import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { mediaData, replaceMediaData } from "@/lib/domain/media/media";
import { fileResponse } from "@/lib/http/file-response";
import { readBody } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { accessFor } from "@/lib/resources/engine";

const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * The file itself (?thumb=1: its thumbnail). Media URLs have the shape /api/media/{id}/data.
 * The library holds what the operator publishes (pictures of rooms, boats and places, terms):
 * public pages show them to guests, so the files are public; their list needs media.read.
 */
export const GET = route({ params }, async ({ req, params }) => fileResponse(req, await mediaData(params.id, req.nextUrl.searchParams.get("thumb") === "1")));

/** Replace the file (multipart: file); ?optimize=false keeps images as uploaded. */
export const POST = route({ params }, async ({ req, params, principal }) => {
  await accessFor(mediaResource, principal, "update");
  const form = (await readBody(req)) as Record<string, unknown> | undefined;
  return replaceMediaData(params.id, form?.file, req.nextUrl.searchParams.get("optimize") !== "false");
});
