import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../setup/server.ts";
import { rawGet } from "./api-support.ts";

// Issue 8 (weight): the fingerprinted scripts and styles are compressed at build time
// (scripts/vite-precompress.ts) and sent as they are to browsers that accept brotli or gzip
// (server/index.js); the same bytes decoded, the same long cache and security headers.

// One server for the file's two groups.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ dialect: "sqlite" });
});
afterAll(async () => {
  await server?.stop();
});

/** The style sheets a page links, in order. */
const sheets = (html: string) =>
  [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "");

describe("precompressed build assets", () => {
  let script: string;
  let style: string;

  beforeAll(async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // React DOM's file, one of the chunks the page's module script loads after load (ADRs 0014 and
    // 0023; the entry itself is now under 1 KiB, too small to be precompressed).
    script = /"(\/assets\/react-dom-[\w-]+\.js)"/.exec(html)?.[1] ?? "";
    style = sheets(html)[0] ?? "";
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

// ADR 0035: the public pages' style sheet leaves out the classes only the admin uses; the admin's
// pages add a sheet with every class, after it.
describe("the two style sheets", () => {
  /** The class names a style sheet gives rules to (its selectors, unescaped). */
  const defined = (css: string) =>
    new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? "").replace(/\\(.)/g, "$1")));

  it("a public page links the public sheet alone, an admin page the public sheet then the admin's", async () => {
    const publicSheets = sheets(await (await fetch(`${server.url}/buyRealEstate`)).text());
    expect(publicSheets).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
    const adminSheets = sheets(await (await fetch(`${server.url}/admin/login`)).text());
    expect(adminSheets).toEqual([publicSheets[0], expect.stringMatching(/^\/assets\/admin-[\w-]+\.css$/)]);
  });

  it("every class a public page uses that has a rule has it in the public sheet; the admin's own are left out", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const [appHref] = sheets(home);
    const adminHref = sheets(await (await fetch(`${server.url}/admin/login`)).text())[1];
    const app = defined(await (await fetch(`${server.url}${appHref}`)).text());
    const admin = defined(await (await fetch(`${server.url}${adminHref}`)).text());
    const listing = await (await fetch(`${server.url}/buyRealEstate`)).text();
    const detail = /href="(\/property\/[^"?#]+)"/.exec(listing)?.[1] ?? "";
    expect(detail).not.toBe("");
    const pages = ["/", "/buyRealEstate", "/ar/buyRealEstate", detail, `/ar${detail}`, "/contact", "/area"];
    pages.push(
      "/searchResult?transactionType=Buy&city=Dubai",
      "/team",
      "/career",
      "/listProperty",
      "/alerts",
    );
    const used = new Set<string>();
    for (const path of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      for (const m of html.matchAll(/class="([^"]*)"/g))
        for (const name of (m[1] ?? "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").split(/\s+/))
          if (name) used.add(name);
    }
    const styled = [...used].filter((name) => admin.has(name));
    expect(styled.length).toBeGreaterThan(200);
    const missing = styled.filter((name) => !app.has(name));
    expect(missing).toEqual([]);
    // The admin's sheet has classes the public one has not (the admin's own).
    expect([...admin].filter((name) => !app.has(name)).length).toBeGreaterThan(100);
  });
});
