import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/http/next-auth-options";

type Ctx = { params: Promise<{ nextauth: string[] }> };
const handler = (req: NextRequest, ctx: Ctx) => NextAuth(req, ctx, authOptions());

export { handler as GET, handler as POST };
