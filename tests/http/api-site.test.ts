import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../app/routes/api/routes.server.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { assertNoInternals, BROWSER_UA, queryDb } from "./api-support.ts";

const openApiPath = (p: string) => `/api${p.replace(/:([A-Za-z_]+)/g, "{$1}")}`;

describe.each(DIALECTS)("site API [%s]", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/analytics/pageview`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_UA, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const views = async () =>
    (
      await queryDb<{ path: string; day: string; referrer_host: string; count: number }>(
        server,
        "select path, day, referrer_host, count from page_views order by path, referrer_host",
      )
    ).map((r) => ({ ...r, count: Number(r.count) }));

  describe("page-view analytics", () => {
    it("counts views per path and day, keeping only the referrer's host; no cookie is set", async () => {
      const res = await beacon({
        path: "/property/0123456789abcdef01234567?utm=x#top",
        referrer: "https://www.google.com/search?q=x",
      });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie()).toEqual([]);
      await beacon({ path: "/property/0123456789abcdef01234567" });
      await beacon({ path: "/property/0123456789abcdef01234567/", referrer: `${server.url}/buyRealEstate` });
      // sendBeacon sends a string body as text/plain.
      expect(
        (
          await beacon(JSON.stringify({ path: "/buyRealEstate" }), {
            "content-type": "text/plain;charset=UTF-8",
          })
        ).status,
      ).toBe(204);
      const rows = await views();
      const day = rows[0]?.day;
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rows).toEqual([
        { path: "/buyRealEstate", day, referrer_host: "", count: 1 },
        { path: "/property/0123456789abcdef01234567", day, referrer_host: "", count: 2 },
        { path: "/property/0123456789abcdef01234567", day, referrer_host: "www.google.com", count: 1 },
      ]);
      // Nothing personal is stored anywhere in the row.
      expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Mozilla|utm/);
    });

    it("ignores /admin paths, the API, bots and requests without a user agent", async () => {
      const before = await views();
      for (const path of [
        "/admin",
        "/admin/home",
        "/ADMIN/realEstate",
        "/api/realEstate",
        "/editProperty/x",
      ]) {
        expect((await beacon({ path })).status).toBe(204);
      }
      expect(
        (await beacon({ path: "/" }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }))
          .status,
      ).toBe(204);
      expect((await beacon({ path: "/" }, { "user-agent": "" })).status).toBe(204);
      expect(await views()).toEqual(before);
    });

    it("ignores values that are not page paths and rejects a body without a path (422)", async () => {
      const before = await views();
      for (const path of [
        "https://evil.example/",
        "//evil.example",
        "relative",
        `/${"a".repeat(400)}`,
        "/<script>",
      ]) {
        expect((await beacon({ path })).status).toBe(204);
      }
      expect(await views()).toEqual(before);
      expect((await beacon({})).status).toBe(422);
      expect((await beacon({ path: 5 })).status).toBe(422);
      expect((await beacon("{oops")).status).toBe(400);
      expect((await beacon("x", { "content-type": "application/xml" })).status).toBe(415);
    });
  });

  describe("OpenAPI and docs", () => {
    it("describes every route of the table in OpenAPI 3.1, with the session on admin calls", async () => {
      const res = await fetch(`${server.url}/api/openapi.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const doc = (await res.json()) as {
        openapi: string;
        paths: Record<
          string,
          Record<string, { security: unknown[]; responses: Record<string, unknown>; summary: string }>
        >;
        components: { securitySchemes: Record<string, { in?: string; scheme?: string }> };
      };
      expect(doc.openapi).toBe("3.1.0");
      expect(doc.components.securitySchemes.session.in).toBe("cookie");
      expect(doc.components.securitySchemes.bearer.scheme).toBe("bearer");
      for (const r of apiRoutes) {
        const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
        expect(op, `${r.method} ${r.path}`).toBeDefined();
        expect(op.summary.length).toBeGreaterThan(5);
        if (r.audience === "staff") {
          expect(op.security).toEqual([{ session: [] }, { bearer: [] }]);
          expect(op.responses["401"]).toBeDefined();
        }
      }
      const list = doc.paths["/api/realEstate"].get as unknown as { parameters: { name: string }[] };
      expect(list.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining([
          "type",
          "transactionType",
          "status",
          "propertyStatus",
          "complete",
          "propertyType",
          "city",
          "location",
          "minPrice",
          "maxPrice",
          "bedroom",
          "bathroom",
          "display",
          "name",
          "q",
          "sort",
          "page",
          "pageSize",
        ]),
      );
      const post = doc.paths["/api/realEstate"].post as unknown as {
        requestBody: {
          content: Record<string, { schema: { required: string[]; properties: Record<string, unknown> } }>;
        };
      };
      expect(Object.keys(post.requestBody.content)).toEqual(["application/json", "multipart/form-data"]);
      expect(post.requestBody.content["multipart/form-data"].schema.required).toEqual(
        expect.arrayContaining([
          "name",
          "price",
          "desc",
          "type",
          "status",
          "propertyStatus",
          "propertyType",
          "location",
          "listedBy",
          "email",
          "number",
          "images",
        ]),
      );
      expect(post.requestBody.content["multipart/form-data"].schema.properties).toHaveProperty("imageAlts");
    });

    it("serves a readable HTML reference without scripts or third-party resources", async () => {
      const res = await fetch(`${server.url}/api/docs`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      const html = await res.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\/[^"]+"/i);
      expect(html).toMatch(/<h1>API reference<\/h1>/);
      for (const r of apiRoutes)
        expect(html, r.path).toContain(`<code>${openApiPath(r.path).replace(/&/g, "&amp;")}</code>`);
    });
  });

  describe("routing and robustness", () => {
    it("answers unknown routes 404 JSON and wrong methods 405 with Allow", async () => {
      const res = await fetch(`${server.url}/api/no/such/thing`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
      const m = await fetch(`${server.url}/api/realEstate`, { method: "PATCH" });
      expect(m.status).toBe(405);
      expect(m.headers.get("allow")).toMatch(/GET/);
      expect(((await m.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
      const head = await fetch(`${server.url}/api/realEstate`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect((await fetch(`${server.url}/Api/Health`)).status).toBe(200);
    });

    it("never answers 5xx or leaks internals for malformed input", async () => {
      const cookie = await adminCookie(server);
      const probes: [string, RequestInit][] = [
        ["/api/realEstate?name=%FF%FE%FD", {}],
        ["/api/realEstate?city=%C0%AF&location=%ED%A0%80", {}],
        [`/api/realEstate?name=${"%F0%9F%98%80".repeat(500)}`, {}],
        [`/api/realEstate?q=${"a".repeat(6000)}`, {}],
        ["/api/realEstate?page=1e309&pageSize=NaN", {}],
        ["/api/realEstate?minPrice=Infinity", {}],
        ["/api/realEstate?bedroom[]=1&type[$ne]=x", {}],
        ["/api/realEstate/%FF", {}],
        ["/api/realEstate/%2e%2e%2f%2e%2e", {}],
        [`/api/realEstate/${"a".repeat(5000)}`, {}],
        ["/api/realEstate/by-location?location=%00", {}],
        ["/api/realEstate?name=a%00b&city=%00", {}],
        [
          "/api/auth/login",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: '{"email":"a\\u0000@x.example","password":"p\\u0000"}',
          },
        ],
        [
          "/api/realEstate",
          {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: '{"name":"\\u0000","desc":"x\\u0000","features":["\\u0000"],"images":["https://x.example/\\u0000.jpg"],"imageAlts":["\\u0000"]}',
          },
        ],
        [
          "/api/analytics/pageview",
          {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
            body: '{"path":"/a\\u0000b","referrer":"https://x\\u0000.example/"}',
          },
        ],
        ["/api/%E0%A4%A", {}],
        [
          "/api/auth/login",
          { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":' },
        ],
        [
          "/api/auth/login",
          {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=z" },
            body: "--z\r\nbroken",
          },
        ],
        [
          "/api/analytics/pageview",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: `"${"\\u0000".repeat(10)}"`,
          },
        ],
        [
          "/api/realEstate",
          {
            method: "POST",
            headers: { cookie, "content-type": "application/json; charset=latin1" },
            body: '{"name":"\u00ff"}',
          },
        ],
        [
          "/api/realEstate/0123456789abcdef01234567",
          {
            method: "PUT",
            headers: { cookie, "content-type": "multipart/form-data; boundary=--" },
            body: "----\r\n",
          },
        ],
      ];
      for (const [p, init] of probes) {
        const res = await fetch(`${server.url}${p}`, init);
        expect(res.status, p).toBeLessThan(500);
        assertNoInternals(await res.text());
      }
    });
  });
});
