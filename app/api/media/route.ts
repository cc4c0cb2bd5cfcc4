// POST /api/media: upload a file to the media library; GET: the library as a list.
import { mediaResource } from "@/lib/domain/media/resources";
import { MAX_UPLOAD_BODY_BYTES, uploadMedia, uploadSchema } from "@/lib/domain/media/media";
import { resourceRoute, resourceRows } from "@/lib/http/resource-routes";
import { created, route } from "@/lib/http/route";
import { uploadedFile } from "@/lib/validation/validators";
import { createdWith } from "@/lib/http/answers";

export const GET = resourceRoute("media", "list");

// the file and the fields of the upload form, as the OpenAPI document shows them
const uploadBody = uploadSchema.extend({ file: uploadedFile() });

export const POST = route(
  {
    summary: "Upload a file (multipart/form-data: file, name, folderId); images are optimized.",
    resource: [mediaResource, "create"],
    body: uploadBody,
    bodyType: "multipart",
    bodyLimit: MAX_UPLOAD_BODY_BYTES,
    response: createdWith(resourceRows(mediaResource).detail),
  },
  async ({ body }) => created(await uploadMedia(body.file, body)),
);
