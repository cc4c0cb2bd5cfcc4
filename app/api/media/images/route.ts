import { mediaResource } from "@/lib/domain/media/resources";
import { route } from "@/lib/http/route";
import { listResource } from "@/lib/resources/engine";
import { readListQuery } from "@/lib/resources/list-query";

export const GET = route(
  { summary: "Images only: the media chooser's list.", resource: [mediaResource, "read"] },
  ({ req, principal }) => {
    const q = readListQuery(req.nextUrl.searchParams);
    return listResource(mediaResource, principal, { ...q, filter: { ...q.filter, type: "image" } });
  },
);
