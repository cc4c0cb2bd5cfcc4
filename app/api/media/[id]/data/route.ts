// /api/media/{id}/data: a medium's file (GET, public) and replacing it (POST, multipart).
import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { MAX_UPLOAD_BODY_BYTES, mediaData, replaceMediaData } from "@/lib/domain/media/media";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { id, uploadedFile } from "@/lib/validation/validators";
import { storedFile } from "@/lib/http/answers";
import { resourceRows } from "@/lib/http/resource-routes";

const params = z.object({ id: id() });

// The library holds what the operator publishes (pictures of rooms, boats and places, terms):
// public pages show them to guests, so the files are public; their list needs media.read.
export const GET = route(
  { summary: "The file itself (?thumb=1: its thumbnail). Media URLs have the shape /api/media/{id}/data; public.", params, response: storedFile("*/*", "the file (or its thumbnail)"),},
  async ({ req, params }) => fileResponse(req, await mediaData(params.id, req.nextUrl.searchParams.get("thumb") === "1")),
);

export const POST = route(
  {
    summary: "Replace the file (multipart: file); ?optimize=false keeps images as uploaded.",
    resource: [mediaResource, "update"],
    params,
    body: z.object({ file: uploadedFile() }),
    bodyType: "multipart",
    bodyLimit: MAX_UPLOAD_BODY_BYTES, response: resourceRows(mediaResource).detail,},
  async ({ req, params, body }) =>
    replaceMediaData(params.id, body.file, req.nextUrl.searchParams.get("optimize") !== "false"),
);
