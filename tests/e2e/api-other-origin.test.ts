import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../setup/browser.ts";
import { startServer, type TestServer } from "../setup/server.ts";

/**
 * A separate frontend on another site (issue 19): a small static page served from `localhost`
 * calls the API on `127.0.0.1` (another site, as a partner's domain would be), lists listings with
 * their photos and sends a contact message. It works when the site allows its origin in CORS_ORIGINS
 * and fails, as browsers make it fail, when it does not.
 */

const PARTNER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner listings</title></head>
<body>
<main>
  <h1>Homes from our partner agency</h1>
  <p id="status">Loading…</p>
  <ul id="list"></ul>
  <p id="sent"></p>
</main>
<script type="module">
  const api = new URL(location.href).searchParams.get("api");
  const status = document.getElementById("status");
  try {
    const res = await fetch(api + "/api/realEstate?pageSize=3&type=Buy");
    const total = res.headers.get("X-Total-Count");
    const items = await res.json();
    for (const p of items) {
      const li = document.createElement("li");
      const img = document.createElement("img");
      const stored = p.images.find((src) => src.startsWith("uploads/"));
      img.src = stored ? api + "/api/" + stored : p.images[0];
      img.alt = p.name;
      img.width = 160;
      li.append(img, document.createTextNode(p.name));
      document.getElementById("list").append(li);
    }
    status.textContent = "Showing " + items.length + " of " + total;
    const sent = await fetch(api + "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Partner Page Visitor",
        email: "visitor@partner-page.example",
        phone: "+971 50 765 4321",
        message: "Sent from the partner's own page.",
      }),
    });
    document.getElementById("sent").textContent = sent.status + " " + (await sent.json())._id;
  } catch (e) {
    status.textContent = "Failed: " + e.message;
  }
</script>
</body>
</html>`;

describe("a frontend on another site", () => {
  let partner: Server;
  let partnerOrigin: string;
  let allowing: TestServer;
  let closed: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    partner = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(PARTNER_PAGE);
    });
    await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
    // `localhost` and `127.0.0.1` are different sites to the browser, as two domains would be.
    partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
    [allowing, closed, browser] = await Promise.all([
      startServer({ env: { CORS_ORIGINS: partnerOrigin } }),
      startServer(),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([allowing?.stop(), closed?.stop()]);
    await new Promise((resolve) => partner?.close(resolve));
  });

  it("lists listings with photos and sends a form through the API when its origin is allowed", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${partnerOrigin}/?api=${encodeURIComponent(allowing.url)}`);
    await expect
      .poll(() => page.locator("#status").innerText(), { timeout: 15_000 })
      .toMatch(/^Showing 3 of \d+$/);
    expect(await page.locator("#list li").count()).toBe(3);
    const photos = page.locator("#list img");
    await expect
      .poll(() =>
        photos.evaluateAll(
          (imgs) =>
            (imgs as HTMLImageElement[]).filter(
              (i) => i.complete && i.naturalWidth > 0 && i.src.includes("/api/uploads/"),
            ).length,
        ),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator("#sent").innerText()).toMatch(/^201 [0-9a-f]{24}$/);
    await context.close();
  });

  it("fails in the browser when the site does not allow that origin", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${partnerOrigin}/?api=${encodeURIComponent(closed.url)}`);
    await expect.poll(() => page.locator("#status").innerText(), { timeout: 15_000 }).toMatch(/^Failed: /);
    expect(await page.locator("#list li").count()).toBe(0);
    await context.close();
  });
});
