import { ADMIN } from "@/lib/access/scopes";
import { clearCaches } from "@/lib/domain/settings/data-version";
import { route } from "@/lib/http/route";

/** Empty the server's caches and raise the data version: clients reload what they cached. */
export const POST = route({ scopes: [ADMIN] }, () => clearCaches());
