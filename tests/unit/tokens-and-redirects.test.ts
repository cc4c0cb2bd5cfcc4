import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "@/lib/access/redirect";
import { hashToken, isPlausibleToken, MIN_TOKEN_LENGTH, newToken } from "@/lib/auth/tokens";
import { refreshDelayMs } from "@/lib/client/session-timing";
import {
  LAST_ROUTES_KEY,
  MAX_LAST_ROUTES,
  readLastRoutes,
  rememberRoute,
  type LastRoute,
} from "@/lib/client/last-routes";
import { logoutTarget } from "@/lib/client/logout";

describe("tokens", () => {
  it("is valid only when longer than 50 characters", () => {
    expect(MIN_TOKEN_LENGTH).toBe(51);
    expect(isPlausibleToken("x".repeat(50))).toBe(false);
    expect(isPlausibleToken("x".repeat(51))).toBe(true);
    expect(isPlausibleToken(undefined)).toBe(false);
  });

  it("new tokens are random, long enough, and stored only as a hash", () => {
    const a = newToken();
    const b = newToken();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThan(50);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});

describe("redirect targets", () => {
  it("are followed only if they start with one slash and not two", () => {
    expect(safeRedirectTarget("/booking/5?x=1")).toBe("/booking/5?x=1");
    expect(safeRedirectTarget("//evil.example/x")).toBeUndefined();
    expect(safeRedirectTarget("/\\evil.example")).toBeUndefined();
    expect(safeRedirectTarget("https://evil.example")).toBeUndefined();
    expect(safeRedirectTarget("booking")).toBeUndefined();
    expect(safeRedirectTarget(undefined)).toBeUndefined();
  });
});

describe("session refresh timing", () => {
  it("fires 120 s before expiry, and only when the expiry is more than 240 s away", () => {
    const now = 1_000_000;
    expect(refreshDelayMs(now + 3600_000, now)).toBe(3600_000 - 120_000);
    expect(refreshDelayMs(now + 241_000, now)).toBe(121_000);
    expect(refreshDelayMs(now + 240_000, now)).toBeNull();
    expect(refreshDelayMs(now - 1, now)).toBeNull();
  });
});

describe("logout", () => {
  it("goes to /club/login from the club area, else to /login", () => {
    expect(logoutTarget("/club/dashboard/trips")).toBe("/club/login");
    expect(logoutTarget("/booking/list")).toBe("/login");
  });
});

describe("last visited routes", () => {
  const at = (path: string, query = "", timestamp = 1): LastRoute => ({ path, query, timestamp });

  it("skips login paths and repeats of the same path and query", () => {
    let list: LastRoute[] = [];
    list = rememberRoute(list, at("/booking/list"));
    list = rememberRoute(list, at("/login"));
    list = rememberRoute(list, at("/club/login"));
    list = rememberRoute(list, at("/booking/list"));
    list = rememberRoute(list, at("/booking/list", "page=2"));
    expect(list.map((r) => `${r.path}?${r.query}`)).toEqual(["/booking/list?page=2", "/booking/list?"]);
  });

  it("keeps at most 10, dropping the oldest", () => {
    let list: LastRoute[] = [];
    for (let i = 0; i < 12; i++) list = rememberRoute(list, at(`/booking/${i}`, "", i));
    expect(list).toHaveLength(MAX_LAST_ROUTES);
    expect(list[0].path).toBe("/booking/11");
    expect(list.at(-1)!.path).toBe("/booking/2");
  });

  it("reads what was stored under the sta prefix, tolerating garbage", () => {
    expect(LAST_ROUTES_KEY.startsWith("sta.")).toBe(true);
    expect(readLastRoutes({ getItem: () => "not json" })).toEqual([]);
    expect(readLastRoutes({ getItem: () => JSON.stringify([at("/x")]) })).toEqual([at("/x")]);
  });
});
