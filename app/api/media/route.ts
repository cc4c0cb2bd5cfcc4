import { mediaResource } from "@/lib/domain/media/resources";
import { MAX_UPLOAD_BODY_BYTES, uploadMedia, uploadSchema } from "@/lib/domain/media/media";
import { resourceRoute } from "@/lib/http/resource-routes";
import { readBody, validate } from "@/lib/http/parse";
import { created, route } from "@/lib/http/route";

export const GET = resourceRoute("media", "list");

export const POST = route(
  {
    summary: "Upload a file (multipart/form-data: file, name, folderId); images are optimized.",
    resource: [mediaResource, "create"],
    bodyType: "multipart",
    bodyLimit: MAX_UPLOAD_BODY_BYTES,
  },
  async ({ req, locale }) => {
    const form = (await readBody(req, { accept: "multipart", limit: MAX_UPLOAD_BODY_BYTES })) as
      Record<string, unknown> | undefined;
    return created(await uploadMedia(form?.file, validate(uploadSchema, form ?? {}, locale)));
  },
);
