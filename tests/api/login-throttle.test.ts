// No lock-out by strangers (issue 13, item 4; issue 36): wrong passwords from other addresses do not
// keep the real user out on their own devices, nor a colleague behind the same address, while
// guessing stays slow from one address, from many addresses at one account (the account's wait
// follows it to fresh addresses), and from one address across accounts (a high ceiling).
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/token/route";
import { accountDelaySeconds, countLoginAttempt, THROTTLE, waitMinutes } from "@/lib/auth/throttle";
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

  it("60 guesses at one account from 60 addresses: past the free failures the later ones are refused with Retry-After", async () => {
    const answers = [];
    for (let i = 1; i <= 60; i++) answers.push(await login(email, `guess${i}`, `198.51.100.${i}`));
    // the free failures and the one that starts the wait are checked; then the account waits
    expect(answers.slice(0, THROTTLE.accountFree + 1).map((r) => r.status)).toEqual(
      Array(THROTTLE.accountFree + 1).fill(401),
    );
    const next = answers[THROTTLE.accountFree + 1];
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
    // each checked guess doubles the wait, so only a few more are checked however fast they come
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.accountFree + 4);
    for (const r of answers.filter((x) => x.status === 429))
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // a fresh address with the right password waits too: nothing tells it from a guesser's
    const fresh = await login(email, "demo1234", "198.51.100.200");
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("20 failed logins for one account from an address do not stop another user there with the right password", async () => {
    const colleague = (await seedUser(db(), {})).email;
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await login(email, `guess${i}`, "198.51.100.50")).status);
    // that account from that address: locked after its 5
    expect(answers.slice(0, THROTTLE.accountAddress)).toEqual(Array(THROTTLE.accountAddress).fill(401));
    expect(answers.slice(THROTTLE.accountAddress)).toEqual(Array(20 - THROTTLE.accountAddress).fill(429));
    expect((await login(colleague, "demo1234", "198.51.100.50")).status).toBe(200);
  });

  it("one address across accounts: a high ceiling of 100 attempts in 15 minutes, then it waits", async () => {
    // an office behind one address: 99 attempts at other accounts still let a colleague in
    for (let i = 0; i < 99; i++) await countLoginAttempt(`nobody${i}@example.test`, "198.51.100.99");
    expect((await login(email, "demo1234", "198.51.100.99")).status).toBe(200);
    // (the success gave one back) two more, and the address has used its 100
    await countLoginAttempt("nobody-a@example.test", "198.51.100.99");
    await countLoginAttempt("nobody-b@example.test", "198.51.100.99");
    const blocked = await login(email, "demo1234", "198.51.100.99");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // other addresses are not touched
    expect((await login(email, "demo1234", "198.51.100.98")).status).toBe(200);
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

  it("logs in from an own address (logged in from before) while many strangers guess from many addresses", async () => {
    expect((await login(email, "demo1234", "192.0.2.11")).status).toBe(200);
    for (let i = 1; i <= 12; i++) await login(email, "wrong", `203.0.113.${i}`);
    // the strangers are waiting now ...
    expect((await login(email, "wrong", "203.0.113.13")).status).toBe(429);
    // ... the own address is not
    expect((await login(email, "demo1234", "192.0.2.11")).status).toBe(200);
    // a later typo from the own address is simply a wrong password
    expect((await login(email, "typo", "192.0.2.11")).status).toBe(401);
    expect((await login(email, "demo1234", "192.0.2.11")).status).toBe(200);
    // and the real user's logins give the strangers no fresh free guesses
    expect((await login(email, "wrong", "203.0.113.14")).status).toBe(429);
  });

  it("an own typo or two do not lock the own address", async () => {
    expect((await login(email, "typo1", "192.0.2.12")).status).toBe(401);
    expect((await login(email, "typo2", "192.0.2.12")).status).toBe(401);
    expect((await login(email, "demo1234", "192.0.2.12")).status).toBe(200);
  });
});
