// Page search parameters (lib/page/search-params.ts): what a guest can type into the address bar
// becomes a value or nothing, and a refused lookup shows in place while a bug still fails the page.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { firstParam, positiveIntParam, unlessRefused } from "@/lib/page/search-params";

describe("page search parameters", () => {
  it("takes the first of a repeated parameter", () => {
    expect(firstParam(["3", "4"])).toBe("3");
    expect(firstParam("x")).toBe("x");
    expect(firstParam(undefined)).toBeUndefined();
  });

  it("reads positive whole numbers within int4 and nothing else", () => {
    expect(positiveIntParam("12")).toBe(12);
    expect(positiveIntParam(["7", "8"])).toBe(7);
    for (const bad of ["0", "-1", "1.5", "abc", "", "99999999999", undefined])
      expect(positiveIntParam(bad), String(bad)).toBeUndefined();
  });

  it("turns a 4xx into null and lets anything else through", async () => {
    await expect(unlessRefused(Promise.resolve(5))).resolves.toBe(5);
    await expect(unlessRefused(Promise.reject(new AppError("NOT_FOUND")))).resolves.toBeNull();
    await expect(unlessRefused(Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });
});
