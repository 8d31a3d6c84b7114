import http from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server.ts";

/** Sends the request head and half the body, then the rest when `release` resolves. */
function slowRequest(url: string, release: Promise<void>) {
  const body = JSON.stringify({ email: "nobody@example.com", password: "wrong password here" });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      `${url}/api/auth/login`,
      { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    void release.then(() => req.end(body.slice(10)));
  });
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
      await new Promise((r) => setTimeout(r, 300));
      const exit = server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      // The server is draining: the process is still alive while requests are unfinished.
      expect(server.process.exitCode).toBeNull();
      release();
      const statuses = await Promise.all(inFlight);
      for (const s of statuses) expect(s).toBeGreaterThanOrEqual(200);
      for (const s of statuses) expect(s).toBeLessThan(500);
      expect(await exit).toBe(0);
      expect(server.logs.join("")).toContain('"msg":"stopped"');
    } finally {
      await server.stop();
    }
  });
});
