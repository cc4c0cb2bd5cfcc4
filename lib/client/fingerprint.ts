/** A coarse browser fingerprint ("ts") sent with logins: it helps spot a stolen session. */
export function browserFingerprint(): string {
  const parts = [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}`,
  ];
  let h = 0;
  for (const c of parts.join("|")) h = (Math.imul(31, h) + c.charCodeAt(0)) | 0;
  return `fp1-${(h >>> 0).toString(36)}`;
}
