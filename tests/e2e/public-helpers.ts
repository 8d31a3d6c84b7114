import type { CDPSession, Page } from "playwright-core";
import type { TestServer } from "../setup/server.ts";

/** Listings the public API returns for a query (the oracle the pages are checked against). */
export async function apiListings(
  server: TestServer,
  query: Record<string, string>,
): Promise<{ names: string[]; ids: string[]; total: number }> {
  const res = await fetch(`${server.url}/api/realEstate?${new URLSearchParams(query)}`);
  if (res.status !== 200) throw new Error(`API ${res.status} for ${JSON.stringify(query)}`);
  const body = (await res.json()) as { _id: string; name: string }[];
  return {
    names: body.map((p) => p.name),
    ids: body.map((p) => p._id),
    total: Number(res.headers.get("x-total-count")),
  };
}

/** The property names of the cards on the page, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.locator("main article a[data-card-link]").allTextContents();
}

/** Console errors except the browser's own line for a document that is a 404 on purpose. */
export function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
}

/** A one-finger drag through the DevTools protocol (real touch events, as a phone sends them). */
export async function touchDrag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  opts: { steps?: number; stepDelayMs?: number } = {},
) {
  const steps = opts.steps ?? 8;
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: from.x, y: from.y, id: 1 }],
  });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y, id: 1 }] });
    if (opts.stepDelayMs) await new Promise((r) => setTimeout(r, opts.stepDelayMs));
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
