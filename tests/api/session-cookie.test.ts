// The browser's session cookie (an encrypted JWT around the session token): a decrypted cookie is
// remembered, but only until the JWT itself expires, and the token behind it is still checked on
// every request, so logging out or an expired cookie ends the session at once.
import { encode } from "next-auth/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authSecret } from "@/lib/auth/secret";
import { issueSession, revokeSession } from "@/lib/auth/session";
import { db } from "@/lib/core/db";
import { authenticate } from "@/lib/http/authenticate";
import { seedUser } from "@/prisma/seed/factories";

let userId: number;
const cookieFor = async (sessionToken: string, maxAge: number) =>
  new Headers({
    cookie: `next-auth.session-token=${await encode({ secret: authSecret(), token: { sessionToken }, maxAge })}`,
  });

beforeAll(async () => {
  userId = (await seedUser(db(), { scopes: ["customers.read"] })).id;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the session cookie", () => {
  it("stops counting when its JWT expires, even after it was read once", async () => {
    const { token } = await issueSession(userId, "browser");
    const headers = await cookieFor(token, 60);
    expect((await authenticate(headers)).user?.id).toBe(userId);
    expect((await authenticate(headers)).user?.id).toBe(userId);
    // two minutes later the JWT has expired, while the session row would still count
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 120_000);
    const later = await authenticate(headers);
    expect(later.isGuest).toBe(true);
  });

  it("ends with its session: a revoked token behind a remembered cookie is a guest", async () => {
    const { token } = await issueSession(userId, "browser");
    const headers = await cookieFor(token, 3600);
    expect((await authenticate(headers)).user?.id).toBe(userId);
    await revokeSession(token);
    const after = await authenticate(headers);
    expect([after.isGuest, after.tokenProblem]).toEqual([true, "invalid"]);
  });

  it("takes a cookie of another secret for a guest, however often it comes", async () => {
    const forged = await encode({
      secret: "another-secret-another-secret-00",
      token: { sessionToken: "x".repeat(43) },
    });
    const headers = new Headers({ cookie: `next-auth.session-token=${forged}` });
    for (let i = 0; i < 2; i++) expect((await authenticate(headers)).isGuest).toBe(true);
  });
});
