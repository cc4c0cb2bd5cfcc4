// GET /api/media/getWithData/{id}: one medium with its bytes as base64.
import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { mediaWithData } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { resourceRows } from "@/lib/http/resource-routes";

export const GET = route(
  {
    summary: "One medium with its bytes as base64.",
    resource: [mediaResource, "read"],
    params: z.object({ id: id() }),
    response: resourceRows(mediaResource).detail.extend({
      data: z.string().meta({ description: "the bytes as base64" }),
    }),
  },
  ({ params }) => mediaWithData(params.id),
);
