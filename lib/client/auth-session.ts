// Signing out and keeping the session alive through the Auth.js endpoints (/api/auth/*), as
// next-auth's React client does, without it: its client (about 21 KB gzipped, with a provider that
// reads the session once more on every page) was part of every staff page for these two calls.
// Signing in stays with next-auth's client on the login pages.

/** The token Auth.js asks every POST for (it sets its cookie beside it). */
async function csrfToken(): Promise<string> {
  const res = await fetch("/api/auth/csrf");
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** Ends the session (the server revokes it) and opens `callbackUrl`, as next-auth's signOut. */
export async function signOut({ callbackUrl }: { callbackUrl: string }): Promise<void> {
  const res = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl, json: "true" }),
  });
  const { url } = (await res.json().catch(() => ({}))) as { url?: string };
  window.location.href = url ?? callbackUrl;
  if ((url ?? callbackUrl).includes("#")) window.location.reload();
}

/**
 * Extends the session (next-auth's session update: the jwt callback's "update" trigger): the
 * session as the server answers it, or null when there is none any more or the server is away.
 */
export async function refreshSession(): Promise<{ expiresAt?: number } | null> {
  try {
    const res = await fetch("/api/auth/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken: await csrfToken() }),
    });
    if (!res.ok) return null;
    const session = (await res.json()) as Record<string, unknown> | null;
    return session && Object.keys(session).length > 0 ? session : null;
  } catch {
    return null;
  }
}
