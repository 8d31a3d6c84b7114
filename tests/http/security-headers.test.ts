import { createHash } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDb } from "./api-support.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";

// Issue 9, item 1: the security headers of every kind of response the site sends (pages, error
// pages, API JSON and API errors, loader data, uploaded media, CVs, build assets, public files),
// and HSTS only under an https PUBLIC_URL. SQLite is enough: no header depends on the database.

type Csp = Map<string, string[]>;

function parseCsp(value: string | null): Csp {
  const out: Csp = new Map();
  for (const part of (value ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** The headers every response carries, whatever it is. */
function expectBaseline(res: Response, what: string, corp = "same-site"): void {
  const h = res.headers;
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(h.get("cross-origin-resource-policy"), what).toBe(corp);
  const pp = h.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
    expect(pp, what).toContain(feature);
  expect(h.get("x-powered-by"), what).toBeNull();
  // One policy only: two CSP headers would both apply (the stricter wins, breaking pages).
  expect((h.get("content-security-policy") ?? "").split(",").length, `${what}: one CSP`).toBe(1);
  expect(h.get("content-security-policy"), `${what}: a CSP`).toBeTruthy();
  // Over plain http there is no HSTS (a browser ignores it there, and it would pin a dev host).
  expect(h.get("strict-transport-security"), what).toBeNull();
}

/** The page policy: nonce-only scripts, no plugins, no framing, no base tag, forms to self. */
function expectPageCsp(res: Response, what: string): string {
  const csp = parseCsp(res.headers.get("content-security-policy"));
  const script = csp.get("script-src") ?? [];
  const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? "";
  expect(nonce.length, `${what}: script nonce`).toBeGreaterThanOrEqual(22);
  expect(script, what).not.toContain("'unsafe-inline'");
  expect(script, what).not.toContain("'unsafe-eval'");
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  for (const [directive, values] of csp) {
    expect(values, `${what}: ${directive}`).not.toContain("'unsafe-eval'");
    expect(values, `${what}: ${directive}`).not.toContain("*");
  }
  return nonce;
}

/** What anything that is not a page gets: nothing may load or run, nobody may frame it. */
function expectLockedCsp(res: Response, what: string): Csp {
  const csp = parseCsp(res.headers.get("content-security-policy"));
  expect(csp.get("default-src"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  return csp;
}

/**
 * Every executable script element of the HTML carries the response's nonce, or is an inline
 * script whose exact text the policy allows by its hash.
 */
function expectScriptsAllowed(html: string, res: Response, what: string): void {
  const csp = parseCsp(res.headers.get("content-security-policy"));
  const scriptSrc = csp.get("script-src") ?? [];
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? "";
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length, `${what}: scripts`).toBeGreaterThan(0);
  for (const [, attrs, text] of scripts) {
    if (/type="application\/(ld\+)?json"/i.test(attrs)) continue;
    if (attrs.includes(`nonce="${nonce}"`)) continue;
    const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(
      scriptSrc,
      `${what}: <script${attrs}>${text.slice(0, 80)} has neither the nonce nor an allowed hash`,
    ).toContain(hash);
  }
  // No inline event handlers anywhere (they would need 'unsafe-inline').
  expect(html, what).not.toMatch(/<[^>]+\son[a-z]+=/i);
}

/** A request with a declared Content-Length and no body, over a raw socket (fetch would fix the length). */
function declaredLength(
  url: string,
  length: number,
): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(length) },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        body += c;
      });
      res.on("end", () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

describe("security headers", () => {
  let server: TestServer;
  let cookie: string;
  let propertyId: string;
  let imagePath: string;
  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
    cookie = await adminCookie(server);
    const list = (await (await fetch(`${server.url}/api/realEstate?pageSize=100`)).json()) as {
      _id: string;
      images: string[];
    }[];
    const withImage = list.find((p) => p.images.some((i) => i.startsWith("uploads/")));
    if (!withImage) throw new Error("the demo data has no listing with a stored image");
    propertyId = withImage._id;
    imagePath = withImage.images.find((i) => i.startsWith("uploads/")) ?? "";
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, { redirect: "manual", ...init });

  it("public pages, the 404 page and an error page: baseline headers and a nonce CSP matching every script", async () => {
    const pages: [string, number][] = [
      ["/", 200],
      ["/buyRealEstate?bedroom=2&sort=max-price", 200],
      [`/property/${propertyId}`, 200],
      ["/searchResult?transactionType=Buy&city=Dubai", 200],
      ["/contact", 200],
      ["/career", 200],
      ["/area", 200],
      ["/no-such-page", 404],
      ["/property/000000000000000000000000", 404],
      // A bad query value renders the error page.
      ["/searchResult?minPrice=abc", 400],
    ];
    const nonces = new Set<string>();
    for (const [p, status] of pages) {
      const res = await get(p);
      expect(res.status, p).toBe(status);
      expect(res.headers.get("content-type"), p).toMatch(/^text\/html/);
      expectBaseline(res, p);
      const nonce = expectPageCsp(res, p);
      expectScriptsAllowed(await res.text(), res, p);
      nonces.add(nonce);
    }
    // A fresh nonce for every response.
    expect(nonces.size).toBe(pages.length);
  });

  it("admin pages (login, and signed in): the same page headers, never cached", async () => {
    const login = await get("/admin/login");
    expect(login.status).toBe(200);
    expectBaseline(login, "/admin/login");
    expectPageCsp(login, "/admin/login");
    expectScriptsAllowed(await login.text(), login, "/admin/login");
    for (const p of ["/admin/home", "/admin/contact", "/admin/realEstate", `/editProperty/${propertyId}`]) {
      const res = await get(p, { headers: { cookie } });
      expect(res.status, p).toBe(200);
      expectBaseline(res, p);
      expectPageCsp(res, p);
      expectScriptsAllowed(await res.text(), res, p);
    }
    // Signed out, an admin page is a redirect: headers all the same.
    const out = await get("/admin/home");
    expect(out.status).toBe(302);
    expectBaseline(out, "redirect");
    expectLockedCsp(out, "redirect");
  });

  it("API responses, successes and errors: baseline headers and default-src 'none'", async () => {
    const calls: [string, RequestInit, number][] = [
      ["/api/health", {}, 200],
      ["/api/realEstate?type=Buy", {}, 200],
      [`/api/realEstate/${propertyId}`, {}, 200],
      ["/api/realEstate/locations", {}, 200],
      ["/api/openapi.json", {}, 200],
      ["/api/realEstate/000000000000000000000000", {}, 404],
      ["/api/no-such-call", {}, 404],
      ["/api/realEstate?type=Castle", {}, 400],
      ["/api/contact", {}, 401],
      ["/api/health", { method: "PATCH" }, 405],
      [
        "/api/contact",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" },
        400,
      ],
      ["/api/contact", { method: "POST", headers: { "content-type": "text/xml" }, body: "<a/>" }, 415],
      [
        "/api/contact",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({}) },
        422,
      ],
      [
        "/api/contact",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Header Check",
            email: "headers@example.com",
            phone: "+971 50 000 0000",
            message: "Checking the headers of a created record.",
          }),
        },
        201,
      ],
      ["/api/auth/me", { headers: { cookie } }, 200],
      ["/api/contact?pageSize=1", { headers: { cookie } }, 200],
    ];
    for (const [p, init, status] of calls) {
      const what = `${init.method ?? "GET"} ${p}`;
      const res = await get(p, init);
      expect(res.status, what).toBe(status);
      expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
      expectBaseline(res, what);
      expectLockedCsp(res, what);
      const body = await res.text();
      if (status >= 400) {
        const parsed = JSON.parse(body) as { error: { code: string; message: string } };
        expect(typeof parsed.error.code, what).toBe("string");
        expect(typeof parsed.error.message, what).toBe("string");
      }
    }
    // A declared body over the server's limit is refused before it is read: still every header.
    const huge = await declaredLength(server.url, 2 ** 40);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ error: { code: "payload_too_large" } });
    expectBaseline(new Response(null, { headers: huge.headers }), "413");
    expectLockedCsp(new Response(null, { headers: huge.headers }), "413");
    // The API reference page has its own locked policy (inline styles only, no scripts).
    const docs = await get("/api/docs");
    expect(docs.status).toBe(200);
    expectBaseline(docs, "/api/docs");
    const csp = expectLockedCsp(docs, "/api/docs");
    expect(csp.has("script-src")).toBe(false);
  });

  it("uploaded images: nosniff, a sandbox CSP, cross-origin CORP (any site may show them), long-lived cache; missing files are JSON 404s", async () => {
    {
      const p = `/api/${imagePath}`;
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-type"), p).toMatch(/^image\/(jpeg|webp)$/);
      expectBaseline(res, p, "cross-origin");
      const csp = expectLockedCsp(res, p);
      expect(csp.has("sandbox"), `${p}: sandbox`).toBe(true);
      expect(res.headers.get("cache-control"), p).toMatch(/max-age=31536000/);
      await res.arrayBuffer();
    }
    // Every WebP variant in the record's srcset too.
    const record = (await (await get(`/api/realEstate/${propertyId}`)).json()) as {
      media: { srcset: string }[];
    };
    const variant = record.media
      .find((m) => m.srcset)
      ?.srcset.split(",")[0]
      .trim()
      .split(" ")[0];
    if (variant) {
      const res = await get(variant);
      expect(res.status, variant).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(parseCsp(res.headers.get("content-security-policy")).has("sandbox")).toBe(true);
      expectBaseline(res, variant, "cross-origin");
    }
    for (const p of ["/api/uploads/nothing-here.jpg", "/api/uploads/../site.db", "/api/uploads/.staging"]) {
      const res = await get(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      expectBaseline(res, p);
      expectLockedCsp(res, p);
    }
  });

  it("CV downloads: attachment, nosniff, a sandbox CSP, never cached", async () => {
    const rows = await queryDb<{ id: string }>(
      server,
      "select id from career_applications where cv_key is not null limit 1",
    );
    expect(rows.length).toBe(1);
    const res = await get(`/api/career/${rows[0].id}/cv`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expectBaseline(res, "cv");
    expect(parseCsp(res.headers.get("content-security-policy")).has("sandbox")).toBe(true);
    expectLockedCsp(res, "cv");
    await res.arrayBuffer();
  });

  it("build assets, public files and loader data: baseline headers and the locked CSP", async () => {
    const html = await (await get("/")).text();
    const assets = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
    ].slice(0, 4);
    expect(assets.length).toBeGreaterThan(0);
    for (const p of [
      ...assets,
      "/favicon.svg",
      "/images/og-default.jpg",
      "/buyRealEstate.data",
      "/contact.data",
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expectBaseline(res, p);
      expectLockedCsp(res, p);
      await res.arrayBuffer();
    }
    const svg = await get("/favicon.svg");
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});

describe("security headers under an https PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ data: "empty", env: { PUBLIC_URL: "https://homes.example" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("adds HSTS (two years, subdomains) to pages, API responses and errors", async () => {
    for (const p of ["/", "/api/health", "/api/no-such-call", "/no-such-page", "/favicon.svg"]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.headers.get("strict-transport-security"), p).toBe("max-age=63072000; includeSubDomains");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      await res.arrayBuffer();
    }
  });
});
