// The principal behind a token, for tests that call use cases directly as that user.
import { resolveToken } from "@/lib/auth/session";
import type { Principal } from "@/lib/auth/principal";

export async function resolvePrincipal(token: string): Promise<Principal> {
  return resolveToken(token);
}
