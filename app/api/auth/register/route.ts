// POST /api/auth/register: a customer or an agency registers (lib/domain/users/register-user.ts).
import { registerSchema } from "@/lib/domain/users/account-schemas";
import { registerUser } from "@/lib/domain/users/register-user";
import { created, route } from "@/lib/http/route";
import { z } from "zod";
import { createdWith } from "@/lib/http/answers";

export const POST = route(
  {
    summary: "Register a customer (or club member) or an agency; a verification mail follows.",
    body: registerSchema,
    response: createdWith(
      z.object({ email: z.string(), userType: z.enum(["customer", "agency"]), verified: z.literal(false) }),
    ),
  },
  async ({ body, locale, principal }) => created(await registerUser({ ...body, locale }, principal)),
);
