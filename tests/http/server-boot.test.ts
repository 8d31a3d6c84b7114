import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BUILD_DIR } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { queryDb } from "./api-support.ts";

// Issue 16, item 4: start-up lives in app/boot.server.ts; the demo data and its drawn photographs
// are a chunk of the server build loaded only to seed an empty site (ADR 0017); server/index.js
// logs through the app's logger and answers with the app's error codes (lib/errors.ts).

/** The bundler heads each module it inlines with its path: the seed's modules, by these. */
const SEED_MODULES = [
  "app/seed/demo-data.ts",
  "app/seed/demo-text.ts",
  "app/seed/demo-images.server.ts",
  "app/seed/photo-cache.server.ts",
  "app/seed/demo-cv.ts",
];

/** The server build's entry and every file it imports statically: what a running site loads. */
function loadedAtStart(): { files: string[]; text: string } {
  const dir = path.join(TEST_BUILD_DIR, "server");
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const m of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"\.\/([^"]+)"/gm))
      visit(path.join(path.dirname(file), m[1]));
  };
  visit("index.js");
  const files = [...seen];
  return { files, text: files.map((f) => readFileSync(path.join(dir, f), "utf8")).join("\n") };
}

/** Sends raw bytes and returns what the server wrote before closing. */
function raw(server: TestServer, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let out = "";
    socket.setEncoding("latin1");
    socket.on("data", (c) => {
      out += c;
    });
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
    socket.write(request);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));

describe("server build", () => {
  it("keeps the demo data out of the files a running site loads", () => {
    const { files, text } = loadedAtStart();
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const m of SEED_MODULES) expect(text).not.toContain(`// ${m}`);
    // …and emits it as a chunk the seed imports on demand.
    const chunk = /import\("\.\/(seed\.server-[\w-]+\.js)"\)/.exec(text)?.[1];
    expect(chunk, "the dynamic import of the seed").toBeTruthy();
    const seed = readFileSync(path.join(TEST_BUILD_DIR, "server/assets", chunk as string), "utf8");
    for (const m of SEED_MODULES) expect(seed).toContain(`// ${m}`);
  });
});

describe("server errors and logs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect: "sqlite" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers its own refusals with the app's error codes and wording", async () => {
    const propfind = await fetch(`${server.url}/api/realEstate`, { method: "PROPFIND" });
    expect(propfind.status).toBe(405);
    expect(await propfind.json()).toEqual({
      error: { code: "method_not_allowed", message: "Method not allowed." },
    });
    const post = await fetch(`${server.url}/api/uploads/x.jpg`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({
      error: { code: "method_not_allowed", message: "Use GET, HEAD for this route." },
    });
    const missing = await fetch(`${server.url}/api/uploads/missing.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
    const control = await fetch(`${server.url}/api/realEstate%0a`);
    expect(control.status).toBe(400);
    expect(await control.json()).toEqual({
      error: { code: "bad_request", message: "Invalid characters in the URL." },
    });

    const badLength = await raw(
      server,
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 12abc\r\nConnection: close\r\n\r\n",
    );
    // Node's parser refuses the malformed length before Express sees it.
    expect(badLength).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(badLength)).toEqual({
      error: { code: "bad_request", message: "The request could not be read." },
    });
    const huge = await raw(server, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(bodyOf(huge)).toEqual({
      error: { code: "headers_too_large", message: "The request headers are too large." },
    });
  });

  it("answers a range past the end of an uploaded file with 416", async () => {
    const [image] = await queryDb<{ variants: string }>(
      server,
      "select variants from property_images where variants is not null limit 1",
    );
    const file = (JSON.parse(image.variants) as { file: string }[])[0].file;
    const res = await fetch(`${server.url}/api/${file}`, { headers: { Range: "bytes=999999999-" } });
    expect(res.status).toBe(416);
    expect(await res.json()).toEqual({
      error: { code: "range_not_satisfiable", message: "Range not satisfiable." },
    });
  });

  it("logs every request as one JSON line through the app's logger", async () => {
    await fetch(`${server.url}/api/realEstate?limit=1`);
    const lines = server.logs
      .join("")
      .split("\n")
      .filter((l) => l.includes('"msg":"request"'));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      const entry = JSON.parse(l) as Record<string, unknown>;
      expect(Object.keys(entry).slice(0, 3)).toEqual(["time", "level", "msg"]);
      expect(entry).toMatchObject({ method: expect.any(String), status: expect.any(Number) });
    }
  });
});

describe("an empty site with SEED_DEMO on", () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.stop();
  });

  it("seeds the demo data at start, through the chunk the build emitted", async () => {
    server = await startServer({
      dialect: "sqlite",
      data: "empty",
      env: { SEED_DEMO: "true" },
      startTimeoutMs: 300_000,
    });
    // A first start says what it is doing, in order, and ends with where to go. The "ready" line
    // is written just after "server listening" (which startServer waits for) and may arrive in a
    // later chunk, so wait for it before reading the log.
    const ready = `"msg":"ready: open http://127.0.0.1:${server.port}/"`;
    await expect.poll(() => server.logs.join("").includes(ready), { timeout: 10_000 }).toBe(true);
    const msgs = server.logs
      .join("")
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => (JSON.parse(l) as { msg: string }).msg);
    const at = (m: RegExp) => msgs.findIndex((x) => m.test(x));
    const steps = [
      /^opening the database$/,
      /^migrations applied$/,
      /^seeding: drawing demo photos$/,
      /^seeding: drawing demo photos \d+\/\d+$/,
      /^seeding: inserting demo listings \d+\/\d+$/,
      /^demo data seeded$/,
      /^server listening$/,
      new RegExp(`^ready: open http://127\\.0\\.0\\.1:${server.port}/$`),
    ];
    for (const step of steps) expect(at(step), `${step} in:\n${msgs.join("\n")}`).toBeGreaterThanOrEqual(0);
    expect(steps.map(at)).toEqual(steps.map(at).toSorted((a, b) => a - b));
    const [{ n }] = await queryDb<{ n: number }>(server, "select count(*) as n from properties");
    expect(n).toBeGreaterThanOrEqual(72);
    const res = await fetch(`${server.url}/api/realEstate?limit=1`);
    expect(res.status).toBe(200);
  }, 320_000);
});
