import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS } from "../../scripts/lib/chromium.ts";
import { PLAIN_MAP_STYLE, TEST_MAP_STYLE_HOST } from "./map-style.ts";
import { CHROMIUM, ROOT } from "./paths.ts";

/**
 * The suite's shared Chromium (started once by `browser-server.ts`), or one of its own when run
 * outside that set-up. `close()` on a shared one closes this file's contexts and disconnects.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject("browserWsEndpoint");
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Public pages load their scripts after the `load` event (app/lib/deferred-hydration.server.ts), so a
 * test that clicks right after `goto` would click a page that is not interactive yet. Waits for the
 * root layout's `data-hydrated` mark (pages without React Router's script have none to wait for).
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated !== undefined ||
      !document.querySelector('script[type="module"]'),
    null,
    { timeout: 20_000 },
  );
}

/** Makes `page.goto` resolve only once the page is hydrated. */
export function hydrateOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, options?: Parameters<Page["goto"]>[1]) => {
    // Hydration is the mark to wait for: "networkidle" would add half a second of quiet to every load.
    const waitUntil = options?.waitUntil === "networkidle" ? "load" : options?.waitUntil;
    const res = await goto(url, { ...options, waitUntil });
    await waitForHydration(page);
    return res;
  }) as Page["goto"];
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations seen so far. */
  errors: string[];
  /** With `holdHydration`: lets the client entry load, then waits until the page has hydrated. */
  hydrate(): Promise<void>;
  close(): Promise<void>;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const CLIENT_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * A fresh context and page that records every console error, uncaught error and failed request.
 * `page.goto` resolves once the page has hydrated; with `holdHydration` it resolves at once and the
 * client entry is held back until `hydrate()`, for what a visitor does before the scripts run.
 */
export async function openPage(
  browser: Browser,
  opts: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    reducedMotion?: boolean;
    holdHydration?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    reducedMotion: opts.reducedMotion ? "reduce" : "no-preference",
  });
  const errors: string[] = [];
  // No test reaches beyond this machine: a request to another host is refused and counted as an
  // error, and the map's style host (tests' MAP_STYLE_URL) is answered here with a plain style.
  await context.route(
    (url) => !LOOPBACK.has(url.hostname) && url.protocol !== "data:" && url.protocol !== "blob:",
    (route) => {
      errors.push(`request off this machine: ${route.request().url()}`);
      return route.abort("blockedbyclient");
    },
  );
  await context.route(`${TEST_MAP_STYLE_HOST}/**`, (route) =>
    route.fulfill({ json: PLAIN_MAP_STYLE, headers: { "access-control-allow-origin": "*" } }),
  );
  const page = await context.newPage();
  let release = () => {};
  if (opts.holdHydration) {
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route(CLIENT_ENTRY, async (route) => {
      await gate;
      await route.continue();
    });
  } else if (opts.javaScriptEnabled ?? true) {
    hydrateOnGoto(page);
  }
  const hydrate = async () => {
    release();
    await waitForHydration(page);
  };
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return { page, context, errors, hydrate, close: () => context.close() };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (nonce-only scripts) does not block it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations as AxeViolation[];
  });
  return result.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(v: AxeViolation[]): string {
  return v
    .map((x) => `${x.id} (${x.impact}): ${x.help} at ${x.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
}

const SHOTS = path.join(ROOT, "reports", "screenshots");

/** Where a browser test keeps a screenshot: `reports/screenshots/<name>.png`, kept by CI. */
export function screenshotPath(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, `${name}.png`);
}

/** How far the page scrolls sideways: 0 or less when it fits the viewport's width. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
