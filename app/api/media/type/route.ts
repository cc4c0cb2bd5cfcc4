// GET /api/media/type: the media types and how many files each has.
import { mediaTypes } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The media types and how many files each has.",
    scopes: ["media.read"],
    response: z.array(z.object({ type: z.enum(["image", "document", "video", "other"]), count: wireInt })),
  },
  () => mediaTypes(),
);
