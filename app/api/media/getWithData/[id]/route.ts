import { z } from "zod";
import { mediaResource } from "@/lib/domain/media/resources";
import { mediaWithData } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary: "One medium with its bytes as base64.",
    resource: [mediaResource, "read"],
    params: z.object({ id: id() }),
  },
  ({ params }) => mediaWithData(params.id),
);
