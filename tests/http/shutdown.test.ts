import http from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server.ts";

/**
 * Sends the request head (asking for 100-continue, so the server's answer proves it has parsed the
 * head and the request is in flight), then half the body; the rest when `release` resolves.
 * `accepted` resolves once the server has taken the request.
 */
function slowRequest(url: string, release: Promise<void>) {
  // A cheap call (a refused subscription, 422), so the answers come well within the drain time
  // even on a busy machine; a login would spend ~100 ms of CPU per request on the password hash.
  const body = JSON.stringify({ email: "not an email address at all" });
  let started!: () => void;
  const accepted = new Promise<void>((r) => {
    started = r;
  });
  const done = new Promise<number>((resolve, reject) => {
    const req = http.request(
      `${url}/api/subscribe`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Expect: "100-continue",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      req.write(body.slice(0, 10));
      started();
      void release.then(() => req.end(body.slice(10)));
    });
    req.flushHeaders();
  });
  return { accepted, done };
}

describe("graceful shutdown", () => {
  it("finishes in-flight requests after SIGTERM, then exits 0", async () => {
    const server = await startServer({ data: "empty" });
    try {
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      const inFlight = Array.from({ length: 5 }, () => slowRequest(server.url, released));
      await Promise.all(inFlight.map((r) => r.accepted));
      const exit = server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      // The server is draining: the process is still alive while requests are unfinished.
      expect(server.process.exitCode).toBeNull();
      release();
      const statuses = await Promise.all(inFlight.map((r) => r.done));
      for (const s of statuses) expect(s).toBeGreaterThanOrEqual(200);
      for (const s of statuses) expect(s).toBeLessThan(500);
      expect(await exit).toBe(0);
      expect(server.logs.join("")).toContain('"msg":"stopped"');
    } finally {
      await server.stop();
    }
  });
});
