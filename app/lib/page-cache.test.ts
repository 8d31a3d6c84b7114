import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./http-cache.server.ts";
import { RouterContextProvider } from "react-router";
import { CURRENCY_COOKIE } from "./display-units.ts";
import { cacheStateOf, deflateParts, gzipWithNonce, pageCacheMiddleware } from "./page-cache.server.ts";
import { newNonce } from "./security-headers.server.ts";

// The page cache keeps a page cut at its CSP nonce and deflated part by part, then joins the parts
// around a fresh nonce on each hit (app/lib/page-cache.server.ts). Whatever the page, the gzip
// member must decode to exactly the page with the new nonce.

const nonceOf = newNonce;
const acceptsGzipOf = (header: string | null) => acceptsEncoding(header, "gzip");

function roundTrip(page: string, oldNonce: string) {
  const parts = page.split(oldNonce).map((p) => Buffer.from(p, "utf8"));
  const deflated = deflateParts(parts, Buffer.byteLength(oldNonce));
  const fresh = nonceOf();
  const gz = gzipWithNonce(parts, deflated, Buffer.from(fresh, "utf8"));
  return { decoded: gunzipSync(gz).toString("utf8"), expected: page.split(oldNonce).join(fresh), gz };
}

describe("gzip with a spliced nonce", () => {
  it("decodes a page-like document to the page with the new nonce", () => {
    const old = nonceOf();
    const links = Array.from(
      { length: 40 },
      (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="${old}"/>`,
    );
    const data = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, title: `Villa ${i}` })));
    const page = `<!DOCTYPE html><html><head>${links.join("")}</head><body>${"<p>Marina view</p>".repeat(2000)}<script nonce="${old}">${data}</script></body></html>`;
    const { decoded, expected, gz } = roundTrip(page, old);
    expect(decoded).toBe(expected);
    // Parts refer back across the nonces: one gzip of the whole page plus a few bytes per nonce (a
    // sync flush and a stored block's head), not each part compressed alone.
    const nonces = page.split(old).length - 1;
    expect(gz.length).toBeLessThan(gzipSync(expected).length + 40 * nonces);
  });

  it("handles a nonce at the start, at the end, twice in a row, and no nonce at all", () => {
    const old = nonceOf();
    for (const page of [
      `${old}a`,
      `a${old}`,
      `${old}${old}`,
      old,
      "",
      "no nonce here",
      `x${old}y${old}${old}z`,
    ]) {
      const { decoded, expected } = roundTrip(page, old);
      expect(decoded).toBe(expected);
    }
  });

  it("any text, including control bytes and text that looks like the nonce, round-trips", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ unit: "binary", maxLength: 3000 }), fc.constant("\u0001\u0002\u0003")),
          {
            maxLength: 12,
          },
        ),
        (chunks) => {
          const old = nonceOf();
          const page = chunks.join(old);
          const { decoded, expected } = roundTrip(page, old);
          expect(decoded).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsGzipOf("gzip, deflate, br")).toBe(true);
    expect(acceptsGzipOf("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzipOf("*")).toBe(true);
    expect(acceptsGzipOf("gzip;q=0")).toBe(false);
    expect(acceptsGzipOf("br")).toBe(false);
    expect(acceptsGzipOf("identity")).toBe(false);
    expect(acceptsGzipOf(null)).toBe(false);
    // gzip's own entry wins over `*`, wherever each stands.
    expect(acceptsGzipOf("*, gzip;q=0")).toBe(false);
    expect(acceptsGzipOf("*;q=0, gzip")).toBe(true);
    expect(acceptsGzipOf("br, *;q=0")).toBe(false);
    expect(acceptsGzipOf(" GZIP ; q=0.5")).toBe(true);
    expect(acceptsGzipOf("")).toBe(false);
    // The same rules for brotli (the server's precompressed assets ask for both).
    expect(acceptsEncoding("gzip, deflate, br", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("*;q=0.1", "br")).toBe(true);
  });
});

describe("what the cache does with a request (the crawler limit asks it too)", () => {
  const req = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);

  it("never keeps another method, a personal cookie, a token or a feed; a display choice is not personal", () => {
    expect(cacheStateOf(req("/buyRealEstate", { method: "POST" }), 30)).toBe("personal");
    expect(cacheStateOf(req("/buyRealEstate", { headers: { Cookie: "sid=1" } }), 30)).toBe("personal");
    expect(cacheStateOf(req("/api/realEstate", { headers: { Authorization: "Bearer t" } }), 30)).toBe(
      "personal",
    );
    expect(cacheStateOf(req("/feeds/bayut.xml?key=s"), 30)).toBe("personal");
    expect(cacheStateOf(req("/buyRealEstate", { headers: { Cookie: `${CURRENCY_COOKIE}=USD` } }), 30)).toBe(
      "render",
    );
    expect(cacheStateOf(req("/buyRealEstate", { method: "HEAD" }), 30)).toBe("render");
  });

  it("answers from memory once a page is kept, while it is fresh, and only with the cache on", async () => {
    const path = `/unit-${nonceOf()}`;
    const middleware = pageCacheMiddleware(() => 30);
    const args = {
      request: req(path),
      context: new RouterContextProvider(),
      params: {},
    } as unknown as Parameters<typeof middleware>[0];
    expect(cacheStateOf(req(path), 30)).toBe("render");
    const res = (await middleware(
      args,
      async () =>
        new Response("<p>page</p>", {
          headers: { "Cache-Control": "public, max-age=60", "Content-Type": "text/html" },
        }),
    )) as Response;
    expect(res.headers.get("x-cache")).toBe("miss");
    expect(cacheStateOf(req(path), 30)).toBe("memory");
    expect(cacheStateOf(req(path), 0)).toBe("render");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cacheStateOf(req(path), 0.001)).toBe("render");
  });
});
