import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_COST, bcryptCost, dummyHash, hashPassword, verifyPassword } from "@/lib/auth/password";

describe("the bcrypt cost of password hashes", () => {
  it("is 10 wherever the app runs: BCRYPT_COST counts only in the test runner", () => {
    expect(PRODUCTION_COST).toBe(10);
    expect(bcryptCost({})).toBe(10);
    expect(bcryptCost({ NODE_ENV: "production" })).toBe(10);
    expect(bcryptCost({ NODE_ENV: "production", BCRYPT_COST: "4" })).toBe(10);
    expect(bcryptCost({ NODE_ENV: "development", BCRYPT_COST: "4" })).toBe(10);
    expect(bcryptCost({ NODE_ENV: "test" })).toBe(10);
  });

  it("the test runner may lower it to 4..10, never below and never above", () => {
    expect(bcryptCost({ NODE_ENV: "test", BCRYPT_COST: "4" })).toBe(4);
    expect(bcryptCost({ NODE_ENV: "test", BCRYPT_COST: "7" })).toBe(7);
    for (const bad of ["3", "0", "-1", "11", "31", "4.5", "x", ""])
      expect(bcryptCost({ NODE_ENV: "test", BCRYPT_COST: bad })).toBe(10);
  });

  it("hashes at the configured cost (4 under vitest) and checks a password against its hash", async () => {
    const hash = await hashPassword("s3cret-Word");
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    expect(bcryptCost()).toBe(4);
    expect(await verifyPassword("s3cret-Word", hash)).toBe(true);
    expect(await verifyPassword("s3cret-word", hash)).toBe(false);
    expect(await verifyPassword("s3cret-Word", null)).toBe(false);
  });

  it("the dummy hash of unknown logins costs as much as a real one and matches no password", async () => {
    expect(bcrypt.getRounds(dummyHash())).toBe(bcryptCost());
    expect(await verifyPassword("", dummyHash())).toBe(false);
    expect(await verifyPassword("password", dummyHash())).toBe(false);
  });
});
