// GET /api/media/images: the media library's images, the media chooser's list.
import { mediaResource } from "@/lib/domain/media/resources";
import { route } from "@/lib/http/route";
import { listResource } from "@/lib/resources/engine";
import { readListQuery } from "@/lib/resources/list-query";
import { resourceRows } from "@/lib/http/resource-routes";

export const GET = route(
  {
    summary: "Images only: the media chooser's list.",
    resource: [mediaResource, "read"],
    response: resourceRows(mediaResource).page,
  },
  ({ req, principal }) => {
    const q = readListQuery(req.nextUrl.searchParams);
    return listResource(mediaResource, principal, { ...q, filter: { ...q.filter, type: "image" } });
  },
);
