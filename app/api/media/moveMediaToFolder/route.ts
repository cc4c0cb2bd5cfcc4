import { moveMediaToFolder, moveSchema } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Move media into a folder ({ids, folderId}; folderId null: out of any folder).",
    scopes: ["media.update"],
    body: moveSchema,
  },
  ({ body }) => moveMediaToFolder(body),
);
