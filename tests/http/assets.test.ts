import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../setup/server.ts";
import { rawGet } from "./api-support.ts";

// Issue 8 (weight): the fingerprinted scripts and styles are compressed at build time
// (scripts/vite-precompress.ts) and sent as they are to browsers that accept brotli or gzip
// (server/index.js); the same bytes decoded, the same long cache and security headers.

describe("precompressed build assets", () => {
  let server: TestServer;
  let script: string;
  let style: string;

  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
    const html = await (await fetch(`${server.url}/`)).text();
    // React DOM's file, one of the chunks the page's module script loads after load (ADRs 0014 and
    // 0023; the entry itself is now under 1 KiB, too small to be precompressed).
    script = /"(\/assets\/react-dom-[\w-]+\.js)"/.exec(html)?.[1] ?? "";
    style =
      /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[\w-]+\.css)"/.exec(html)?.[1] ??
      /href="(\/assets\/[\w-]+\.css)"[^>]*rel="stylesheet"/.exec(html)?.[1] ??
      "";
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends brotli, gzip or plain by Accept-Encoding, each decoding to the same file", async () => {
    for (const asset of [script, style]) {
      expect(asset).toMatch(/^\/assets\//);
      const plain = await rawGet(`${server.url}${asset}`, { "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await rawGet(`${server.url}${asset}`, { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      const gz = await rawGet(`${server.url}${asset}`, { "accept-encoding": "br;q=0, gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      for (const res of [plain, br, gz]) {
        // A fingerprinted file never changes: no validators or ranges, whichever encoding.
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers["last-modified"]).toBeUndefined();
        expect(res.headers["accept-ranges"]).toBeUndefined();
      }
      for (const res of [br, gz]) {
        expect(res.headers["content-type"]).toBe(plain.headers["content-type"]);
        expect(res.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["content-security-policy"]).toBeTruthy();
      }
    }
  });

  it("never serves a path outside the assets folder or a name it does not know", async () => {
    for (const p of [
      "/assets/..%2Fserver%2Findex.js",
      "/assets/missing-abc.js",
      "/assets/%2e%2e/client/favicon.svg",
    ]) {
      const res = await rawGet(`${server.url}${p}`, { "accept-encoding": "br" });
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(String(res.headers["content-type"]), p).not.toMatch(/javascript|svg/);
    }
  });
});
