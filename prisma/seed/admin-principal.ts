// Who the seed and the in-process benchmarks act as when they call the services directly: an
// employee with every right and no session (as an administrator through the API).
import type { Principal } from "../../lib/auth/principal";

export const ADMIN_PRINCIPAL: Principal = {
  isGuest: false,
  scopes: ["admin"],
  user: null,
  session: null,
  userType: "employee",
  agencyId: null,
  customerId: null,
};
