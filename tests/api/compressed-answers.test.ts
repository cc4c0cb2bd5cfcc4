// API answers are compressed when the client accepts it (issue 43, item 3): brotli before gzip,
// the same JSON once unpacked, nothing for a client that accepts neither, small answers as they are.
import { NextRequest } from "next/server";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { GET as lang } from "@/app/api/settings/lang/route";

async function get(handler: typeof openapi, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const res = await handler(new NextRequest("http://localhost/api/test", { headers }), {
    params: Promise.resolve({}),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("compressed answers", () => {
  it("a large JSON answer is brotli for a browser, gzip where brotli is refused, plain otherwise", async () => {
    const plain = await get(openapi);
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toContain("accept-encoding");
    const doc = JSON.parse(plain.bytes.toString("utf8"));
    expect(doc.openapi).toMatch(/^3\./);

    const br = await get(openapi, "gzip, deflate, br, zstd");
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(doc);

    const gz = await get(openapi, "gzip;q=1.0, br;q=0");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.bytes).toString("utf8"))).toEqual(doc);

    expect((await get(openapi, "identity")).res.headers.get("content-encoding")).toBeNull();
    // the security headers and the timing stay on a compressed answer
    expect(br.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(br.res.headers.get("server-timing")).toMatch(/^app;dur=/);
  });

  it("a small answer is sent as it is", async () => {
    const small = await get(lang, "br, gzip");
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(small.bytes.toString("utf8"))).toBeTruthy();
  });
});
