import { mediaTypes } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";

/** The media types and how many files each has. */
export const GET = route({ scopes: ["media.read"] }, () => mediaTypes());
