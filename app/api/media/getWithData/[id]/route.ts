import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { mediaWithData } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";
import { accessFor } from "@/lib/resources/engine";

/** One medium with its bytes as base64. */
export const GET = route({ params: z.object({ id: z.coerce.number().int().positive() }) }, async ({ params, principal }) => {
  await accessFor(mediaResource, principal, "read");
  return mediaWithData(params.id);
});
