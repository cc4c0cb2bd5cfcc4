import { moveMediaToFolder, moveSchema } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";

/** Move media into a folder ({ids, folderId}; folderId null: out of any folder). */
export const POST = route({ scopes: ["media.update"], body: moveSchema }, ({ body }) => moveMediaToFolder(body));
