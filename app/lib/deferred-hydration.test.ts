import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationBytes } from "./deferred-hydration.server.ts";

// The shape React Router 8's <Scripts/> writes (app/lib/deferred-hydration.server.ts): preloads in
// <head>, then an inline module script at the end of <body>.
const page = (script: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="N"/></head>` +
  `<body><main>Villa</main><script nonce="N">window.__reactRouterContext = {};</script>` +
  `<script nonce="N" type="module" async="">${script}</script></body></html>`;

const RR_SCRIPT = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/listing-C.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-A.js",
    "imports": [
      "/assets/jsx-runtime-D.js"
    ]
  },
  "routes": {
    "root": { "module": "/assets/root-B.js", "imports": ["/assets/jsx-runtime-D.js", "/assets/shared-E.js"] },
    "listing": { "module": "/assets/listing-C.js", "imports": ["/assets/shared-E.js"] }
  },
  "version": "1"
};
  window.__reactRouterRouteModules = {"root":route0,"listing":route1};

import("/assets/entry.client-A.js");`;

class FakeElement {
  clicks = 0;
  isConnected = true;
  readonly isButton: boolean;
  constructor(isButton: boolean) {
    this.isButton = isButton;
  }
  closest() {
    return this.isButton ? this : null;
  }
  click() {
    this.clicks++;
  }
}

/** Runs the rewritten module script's body with fake dynamic imports, window and document. */
async function run(script: string, readyState: "loading" | "complete", opts: { paintTiming?: boolean } = {}) {
  const imported: string[] = [];
  const preloads: { rel?: string; href?: string; nonce?: string }[] = [];
  const timers: (() => void)[] = [];
  let reportPaint: (() => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    readonly cb: () => void;
    constructor(cb: () => void) {
      this.cb = cb;
    }
    observe(o: { type: string; buffered: boolean }) {
      if (o.type === "largest-contentful-paint" && o.buffered) reportPaint = () => this.cb();
    }
    disconnect() {
      reportPaint = undefined;
    }
  }
  const listeners = new Map<string, (e?: unknown) => void>();
  const win: Record<string, unknown> = {};
  const dataset: Record<string, string> = {};
  let observer: (() => void) | undefined;
  const frames: (() => void)[] = [];
  const context = vm.createContext({
    window: Object.assign(win, {
      requestIdleCallback: (f: () => void) => frames.push(f),
      ...(opts.paintTiming === false ? {} : { PerformanceObserver: FakePerformanceObserver }),
    }),
    PerformanceObserver: FakePerformanceObserver,
    document: {
      readyState,
      documentElement: { dataset },
      head: { append: (l: (typeof preloads)[number]) => preloads.push(l) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector === "script[nonce]" ? { nonce: "N" } : null),
    },
    Element: FakeElement,
    MutationObserver: class {
      readonly cb: (r: unknown[], o: unknown) => void;
      constructor(cb: (r: unknown[], o: unknown) => void) {
        this.cb = cb;
      }
      observe() {
        observer = () => this.cb([], this);
      }
      disconnect() {
        observer = undefined;
      }
    },
    setTimeout: (f: () => void, ms?: number) => (ms ? timers.push(f) : f()),
    requestAnimationFrame: (f: () => void) => frames.push(f),
    requestIdleCallback: (f: () => void) => frames.push(f),
    addEventListener: (t: string, f: () => void) => listeners.set(t, f),
    removeEventListener: (t: string) => listeners.delete(t),
    __import: async (u: string) => {
      imported.push(u);
      return { url: u };
    },
  });
  // A module script's `import(…)` as a function call the sandbox can see.
  vm.runInContext(script.replace(/\bimport\(/g, "__import("), context);
  await new Promise((r) => setImmediate(r));
  /** What the root layout does once React has hydrated. */
  const markHydrated = async () => {
    dataset.hydrated = "";
    observer?.();
    await new Promise((r) => setImmediate(r));
  };
  /** The browser paints a frame, then is idle. */
  const frame = async () => {
    while (frames.length) for (const f of frames.splice(0)) f();
    await new Promise((r) => setImmediate(r));
  };
  /** The browser reports the page's largest paint (the observer's buffered entry, or a new one). */
  const paint = async () => {
    reportPaint?.();
    await new Promise((r) => setImmediate(r));
  };
  /** Time passes: every pending timer fires. */
  const later = async () => {
    for (const f of timers.splice(0)) f();
    await new Promise((r) => setImmediate(r));
  };
  return { imported, preloads, listeners, win, markHydrated, frame, paint, later };
}

describe("deferred hydration", () => {
  it("drops the module preloads and keeps everything else of the page", () => {
    const out = deferHydration(page(RR_SCRIPT));
    // No preload link in the markup (the loader adds them when it starts).
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<main>Villa</main>");
    expect(out).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script nonce="N" type="module" async="">');
    expect(out).not.toMatch(/import \* as/);
  });

  it("imports nothing before load, the largest paint's report and the next frame; then preloads every chunk, evaluates them one by one (the entry's imports, the routes' imports, the route modules), makes the same assignments, and imports the entry last", async () => {
    const script =
      /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page(RR_SCRIPT)))?.[1] ?? "";
    const { imported, preloads, listeners, win, frame, paint } = await run(script, "loading");
    expect(imported).toEqual([]);
    expect([...listeners.keys()].sort()).toEqual(["click", "keydown", "load", "pointerdown", "touchstart"]);
    listeners.get("load")?.();
    await new Promise((r) => setImmediate(r));
    // Not in the task of `load` itself, nor before the browser has reported the largest paint (its
    // frame can reach the screen after `load`).
    await frame();
    expect(imported).toEqual([]);
    await paint();
    expect(imported).toEqual([]);
    expect(preloads).toEqual([]);
    await frame();
    const chunks = [
      "/assets/jsx-runtime-D.js",
      "/assets/shared-E.js",
      "/assets/root-B.js",
      "/assets/listing-C.js",
      "/assets/entry.client-A.js",
    ];
    expect(preloads).toEqual(chunks.map((href) => ({ rel: "modulepreload", href, nonce: "N" })));
    expect(imported).toEqual(chunks);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B.js" },
      listing: { url: "/assets/listing-C.js" },
    });
    expect(win.__reactRouterManifest).toMatchObject({
      entry: { module: "/assets/entry.client-A.js", imports: ["/assets/jsx-runtime-D.js"] },
      version: "1",
    });
    // Sent without React Router's indentation.
    expect(script).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":["/assets/jsx-runtime-D.js"]},"routes":{"root":',
    );
  });

  it("starts after the paint report when the page has already loaded, or on the first key or touch, only once", async () => {
    const script =
      /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page(RR_SCRIPT)))?.[1] ?? "";
    const loaded = await run(script, "complete");
    await loaded.paint();
    await loaded.frame();
    expect(loaded.imported).toHaveLength(5);
    const early = await run(script, "loading");
    early.listeners.get("keydown")?.();
    await new Promise((r) => setImmediate(r));
    expect(early.imported).toHaveLength(5);
    expect(early.listeners.has("pointerdown")).toBe(false);
  });

  it("starts 3 s after load when no paint is reported (a background tab), and after load's frame where paints are not reported at all", async () => {
    const script =
      /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page(RR_SCRIPT)))?.[1] ?? "";
    const hidden = await run(script, "complete");
    await hidden.frame();
    expect(hidden.imported).toEqual([]);
    await hidden.later();
    await hidden.frame();
    expect(hidden.imported).toHaveLength(5);
    // A report after the timer changes nothing: it starts once.
    await hidden.paint();
    await hidden.frame();
    expect(hidden.imported).toHaveLength(5);

    const old = await run(script, "complete", { paintTiming: false });
    await old.frame();
    expect(old.imported).toHaveLength(5);
  });

  it("presses the last script-only button pressed before hydration again once hydrated", async () => {
    const script =
      /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page(RR_SCRIPT)))?.[1] ?? "";
    const { listeners, markHydrated } = await run(script, "loading");
    const button = new FakeElement(true);
    const text = new FakeElement(false);
    listeners.get("pointerdown")?.();
    listeners.get("click")?.({ target: button });
    listeners.get("click")?.({ target: text });
    await new Promise((r) => setImmediate(r));
    expect(button.clicks).toBe(0);
    await markHydrated();
    expect(button.clicks).toBe(1);
    expect(listeners.has("click")).toBe(false);
  });

  it("keeps `<` escaped in the compacted manifest, so nothing in it can end the script", () => {
    const script = RR_SCRIPT.replace('"version": "1"', '"version": "1",\n  "path": "\\u003c/script>"');
    const out = deferHydration(page(script));
    const body = /type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(body).toContain('"path":"\\u003c/script>"');
    expect(body).toContain('import("/assets/entry.client-A.js")');
  });

  it("leaves a page alone when the script is not React Router's shape", () => {
    for (const other of [
      "console.log('no imports');",
      `import * as route0 from "/a.js";\nimport("/b.js");\nimport("/c.js");`,
      `import * as route0 from "/a.js";\nwindow.x = route0;`,
    ]) {
      const html = page(other);
      expect(deferHydration(html)).toBe(html);
    }
    expect(deferHydration("<html><body>no scripts</body></html>")).toBe(
      "<html><body>no scripts</body></html>",
    );
  });

  it("gives the same bytes when it rewrites the rendered bytes (as the server does) as over the text", () => {
    const arabic = (html: string) =>
      html.replace("<main>Villa</main>", "<main>فيلا في دبي مارينا — ٣ غرف</main>");
    const pages = [
      page(RR_SCRIPT),
      arabic(page(RR_SCRIPT)),
      page("console.log('no imports');"),
      page(`import * as route0 from "/a.js";\nwindow.x = route0;`),
      "<html><body>no scripts</body></html>",
      // A `type="module"` outside a script tag: the general path.
      arabic(page(RR_SCRIPT)).replace("<main>", "<main data-x=' type=\"module\"'>"),
    ];
    for (const html of pages) {
      expect(deferHydrationBytes(Buffer.from(html)).toString("utf8")).toBe(deferHydration(html));
    }
    const out = deferHydrationBytes(Buffer.from(arabic(page(RR_SCRIPT)))).toString("utf8");
    expect(out).not.toContain(`<link rel="modulepreload"`);
    expect(out).toContain("فيلا في دبي مارينا — ٣ غرف");
  });
});
