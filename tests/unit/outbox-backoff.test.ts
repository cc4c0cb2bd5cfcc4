// The outbox's retry rule: a failed delivery waits longer after each attempt (fourfold, capped),
// and is given up after MAX_ATTEMPTS attempts.
import { describe, expect, it } from "vitest";
import { givesUp, MAX_ATTEMPTS, nextAttemptAt, retryDelaySeconds } from "@/lib/core/outbox-backoff";

describe("outbox backoff", () => {
  it("waits 1, 4, 16, 64 and 256 minutes after the first five failed attempts", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n) / 60)).toEqual([1, 4, 16, 64, 256]);
  });

  it("never waits longer than 1024 minutes, however many attempts failed", () => {
    expect(retryDelaySeconds(6) / 60).toBe(1024);
    expect(retryDelaySeconds(7)).toBe(retryDelaySeconds(6));
    expect(retryDelaySeconds(50)).toBe(retryDelaySeconds(6));
  });

  it("grows with every attempt up to the cap", () => {
    for (let n = 1; n < 6; n++) expect(retryDelaySeconds(n + 1)).toBeGreaterThan(retryDelaySeconds(n));
  });

  it("treats a count below one as the first attempt", () => {
    expect(retryDelaySeconds(0)).toBe(60);
  });

  it("dates the next attempt from the failure", () => {
    const now = new Date("2026-12-07T10:00:00Z");
    expect(nextAttemptAt(1, now).toISOString()).toBe("2026-12-07T10:01:00.000Z");
    expect(nextAttemptAt(3, now).toISOString()).toBe("2026-12-07T10:16:00.000Z");
  });

  it("gives up after the last attempt, not before", () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(givesUp(MAX_ATTEMPTS - 1)).toBe(false);
    expect(givesUp(MAX_ATTEMPTS)).toBe(true);
  });
});
