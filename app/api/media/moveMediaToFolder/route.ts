// POST /api/media/moveMediaToFolder: media move into a folder (or out of any).
import { moveMediaToFolder, moveSchema } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Move media into a folder ({ids, folderId}; folderId null: out of any folder).",
    scopes: ["media.update"],
    body: moveSchema,
    response: z.object({ moved: wireInt }),
  },
  ({ body }) => moveMediaToFolder(body),
);
