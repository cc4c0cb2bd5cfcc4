import { mediaResource } from "@/lib/domain/media/resources";
import { uploadMedia, uploadSchema } from "@/lib/domain/media/media";
import { readBody, validate } from "@/lib/http/parse";
import { created, route } from "@/lib/http/route";
import { accessFor } from "@/lib/resources/engine";
import { resourceRoute } from "@/lib/http/resource-routes";

/** The media list (the generic engine). */
export const GET = resourceRoute("media", "list");

/** Upload a file (multipart/form-data: file, name, folderId); images are optimized. */
export const POST = route({}, async ({ req, principal, locale }) => {
  await accessFor(mediaResource, principal, "create");
  const form = (await readBody(req)) as Record<string, unknown> | undefined;
  return created(await uploadMedia(form?.file, validate(uploadSchema, form ?? {}, locale)));
});
