import { describe, expect, it } from "vitest";
import { loginState, readableAddress, readableAgent } from "@/lib/domain/users/readable-login";

describe("the logins tab reads like words", () => {
  it("shows IPv4 addresses without their IPv6 wrapping and marks this machine", () => {
    expect(readableAddress("::ffff:192.0.2.7")).toEqual({ address: "192.0.2.7", local: false });
    expect(readableAddress("::1")).toEqual({ address: "::1", local: true });
    expect(readableAddress("127.0.0.1").local).toBe(true);
    expect(readableAddress(null)).toEqual({ address: null, local: false });
  });

  it("names browser and system instead of the raw user agent", () => {
    expect(
      readableAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome 142 · Linux");
    expect(readableAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox 133 · Windows",
    );
    expect(
      readableAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 · iOS");
    expect(readableAgent("my-script")).toBeNull();
  });

  it("labels the state of a session", () => {
    const now = Date.now();
    expect(loginState({ revokedAt: null, expiresAt: new Date(now + 1000) }, now)).toBe("active");
    expect(loginState({ revokedAt: null, expiresAt: new Date(now - 1000) }, now)).toBe("expired");
    expect(loginState({ revokedAt: new Date(), expiresAt: new Date(now + 1000) }, now)).toBe("loggedOut");
  });
});
