import { ADMIN } from "@/lib/access/scopes";
import { clearCaches } from "@/lib/domain/settings/data-version";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Empty the server's caches and raise the data version: clients reload what they cached.",
    scopes: [ADMIN],
  },
  () => clearCaches(),
);
