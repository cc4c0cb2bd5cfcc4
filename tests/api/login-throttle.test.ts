// No lock-out by strangers (issue 13, item 4): wrong passwords from other addresses do not keep the
// real user out, while guessing stays slow from one address, from many addresses at one account,
// and from one address across accounts.
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/token/route";
import { accountDelaySeconds, THROTTLE, waitMinutes } from "@/lib/auth/throttle";
import { db } from "@/lib/core/db";
import { seedUser } from "@/prisma/seed/factories";
import { call } from "../helpers/http";

const login = (email: string, password: string, address: string) =>
  call(POST, { method: "POST", body: { email, password }, headers: { "x-forwarded-for": address } });

let email: string;
beforeEach(async () => {
  email = (await seedUser(db(), {})).email;
});

describe("the attack", () => {
  it("one address: after 5 attempts at an account it waits 15 minutes there, even with the right password", async () => {
    for (let i = 0; i < THROTTLE.accountAddress; i++)
      expect((await login(email, `guess${i}`, "198.51.100.1")).status).toBe(401);
    const blocked = await login(email, "demo1234", "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("many addresses: past 5 failures at an account, an address that failed there waits longer each time", async () => {
    // five addresses, one wrong password each: the account's free failures are used up
    for (let i = 1; i <= THROTTLE.accountFree; i++)
      expect((await login(email, "wrong", `198.51.100.${i}`)).status).toBe(401);
    // a sixth wrong password from a new address is still checked (401), then waits begin
    expect((await login(email, "wrong", "198.51.100.6")).status).toBe(401);
    const again = await login(email, "wrong", "198.51.100.6");
    expect(again.status).toBe(429);
    const first = Number(again.headers.get("retry-after"));
    expect(first).toBeGreaterThan(0);
    // another fresh address's wrong guess makes the next wait longer
    expect((await login(email, "wrong", "198.51.100.7")).status).toBe(401);
    const longer = Number((await login(email, "wrong", "198.51.100.1")).headers.get("retry-after"));
    expect(longer).toBeGreaterThan(first);
    // and an address that failed here is refused even with the right password while it waits
    expect((await login(email, "demo1234", "198.51.100.1")).status).toBe(429);
  });

  it("one address across accounts: 20 attempts, then it waits (the per-address limit stays)", async () => {
    for (let i = 0; i < THROTTLE.address; i++) await login(`nobody${i}@example.test`, "x", "198.51.100.99");
    expect((await login(email, "demo1234", "198.51.100.99")).status).toBe(429);
  });

  it("the waits grow and stop at 15 minutes", () => {
    expect(accountDelaySeconds(THROTTLE.accountFree)).toBe(0);
    const waits = Array.from({ length: 12 }, (_, i) => accountDelaySeconds(THROTTLE.accountFree + 1 + i));
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(waits[0]).toBeGreaterThan(0);
    expect(accountDelaySeconds(1000)).toBe(15 * 60);
  });

  it("the message says the wait in whole minutes: a block read back at once is its 15 minutes, a short one 1", () => {
    // 901 s: the database rounds the block's end to the millisecond, a hair after the request's clock
    expect([900, 901, 899, 2, 59, 90, 0].map(waitMinutes)).toEqual([15, 15, 15, 1, 1, 2, 1]);
  });
});

describe("the real user", () => {
  it("logs in from an own address while a stranger guesses from another", async () => {
    for (let i = 0; i < 10; i++) await login(email, `guess${i}`, "203.0.113.66");
    expect((await login(email, "demo1234", "192.0.2.10")).status).toBe(200);
  });

  it("logs in from an own address while many strangers guess, and the slate is clean afterwards", async () => {
    for (let i = 1; i <= 12; i++) await login(email, "wrong", `203.0.113.${i}`);
    expect((await login(email, "demo1234", "192.0.2.11")).status).toBe(200);
    // a later typo from the own address is simply a wrong password
    expect((await login(email, "typo", "192.0.2.11")).status).toBe(401);
    expect((await login(email, "demo1234", "192.0.2.11")).status).toBe(200);
  });

  it("an own typo or two do not lock the own address", async () => {
    expect((await login(email, "typo1", "192.0.2.12")).status).toBe(401);
    expect((await login(email, "typo2", "192.0.2.12")).status).toBe(401);
    expect((await login(email, "demo1234", "192.0.2.12")).status).toBe(200);
  });
});
