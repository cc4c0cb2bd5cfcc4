// How a login reads in the logins tab: the address without IPv6 wrapping, the browser and system
// named instead of a raw user-agent string, and the session's state in words.

/** "::ffff:192.0.2.7" is the IPv4 address 192.0.2.7; loopback is this machine. */
export function readableAddress(ip: string | null | undefined): { address: string | null; local: boolean } {
  if (!ip) return { address: null, local: false };
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return { address, local: address === "::1" || /^127\./.test(address) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, "Safari"],
  [/curl\/(\d+)/, "curl"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, "Windows"],
  [/Android/, "Android"],
  [/iPhone|iPad|iOS/, "iOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome 142 · Linux", or null when the string names nothing known (then it is shown as it is). */
export function readableAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (!browser && !system) return null;
  return [browser && `${browser[1]} ${browser[0]![1]}`, system].filter(Boolean).join(" · ");
}

export type LoginState = "active" | "loggedOut" | "expired";

export function loginState(s: { revokedAt: Date | null; expiresAt: Date }, now = Date.now()): LoginState {
  if (s.revokedAt) return "loggedOut";
  return s.expiresAt.getTime() > now ? "active" : "expired";
}
