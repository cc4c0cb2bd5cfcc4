import { mediaTypes } from "@/lib/domain/media/media";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The media types and how many files each has.", scopes: ["media.read"] }, () =>
  mediaTypes(),
);
