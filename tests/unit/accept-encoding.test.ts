// Which encoding an API answer takes for a client's Accept-Encoding (lib/http/compress.ts).
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "@/lib/http/compress";

describe("chooseEncoding", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["*;q=0", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["deflate", undefined],
  ])("%j -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
