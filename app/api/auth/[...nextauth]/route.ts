import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/http/next-auth-options";
import { withApiSecurityHeaders } from "@/lib/http/security-headers";

// next-auth checks its own CSRF token on its POSTs; the answers get the API's security headers
type Ctx = { params: Promise<{ nextauth: string[] }> };
const handler = async (req: NextRequest, ctx: Ctx) =>
  withApiSecurityHeaders((await NextAuth(req, ctx, authOptions())) as Response, req);

export { handler as GET, handler as POST };
