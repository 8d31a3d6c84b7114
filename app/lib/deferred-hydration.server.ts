import { boundedMemo } from "./memo.ts";

/**
 * Public pages load their JavaScript after the page has loaded (issue 8; ADR 0014).
 *
 * React Router's `<Scripts/>` puts a `<link rel="modulepreload">` in `<head>` for every chunk of the
 * page (30-odd requests, about 125 KiB compressed) and ends the body with an inline module script.
 * That script imports the matched route modules, sets `window.__reactRouterManifest` and
 * `__reactRouterRouteModules`, then imports the client entry, which hydrates. A phone on a slow
 * network then downloads all of it alongside the style sheet and the largest image, and runs it
 * before the first paint.
 *
 * The page is complete without JavaScript: it is server-rendered, links are links, and forms post
 * to their route actions. So the preloads are dropped, and the module script is rewritten to do the
 * same work later: once the page has loaded and the browser has reported its largest paint (then
 * the first idle moment after the next frame, so the scripts do not compete with that paint), or at
 * once when the visitor presses a key or touches the screen first. It then preloads every chunk of
 * the page and evaluates them one per task (issue 25, ADR 0023), makes the same assignments, and
 * imports the entry. A press on a script-only button before that is pressed again once the page has
 * hydrated. Anything that does not look like React Router's script is left as it is, so the page
 * then simply loads its scripts the usual way.
 */

const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The rewritten module script's body; `imports` are `[binding, url]` pairs, `steps` the chunks to
 * evaluate one by one before the route modules' bindings are taken and the entry is imported.
 */
function loader(imports: [string, string][], assignments: string, entry: string, steps: string[]): string {
  const names = imports.map(([n]) => n).join(", ");
  return (
    [
      // A press on a script-only button (`type="button"`) before hydration did nothing; the last one is
      // pressed again once React has hydrated (the root layout marks <html data-hydrated>).
      "let early = null;",
      "const remember = (e) => {",
      "  const b = e.target instanceof Element ? e.target.closest('button[type=\"button\"]') : null;",
      "  if (b) early = b;",
      "};",
      'addEventListener("click", remember, true);',
      "const hydrated = () => new Promise((resolve) => {",
      "  const root = document.documentElement;",
      "  if (root.dataset.hydrated !== undefined) return resolve();",
      "  new MutationObserver((_, o) => {",
      "    if (root.dataset.hydrated === undefined) return;",
      "    o.disconnect();",
      "    resolve();",
      '  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });',
      "});",
      "const replay = () => {",
      '  removeEventListener("click", remember, true);',
      "  const b = early;",
      "  early = null;",
      "  if (b && b.isConnected) b.click();",
      "};",
      // Every chunk is fetched at once (module preloads, with the page's nonce), then evaluated one
      // chunk per task with a pause between (issue 25): React DOM, the router, the shared code and
      // each route module are each one task instead of one long task for the whole graph. The
      // route modules' namespaces are then bound as React Router's script bound them, and the entry
      // hydrates.
      `const steps = ${JSON.stringify(steps)};`,
      "const pause = () => new Promise((resolve) => setTimeout(resolve, 0));",
      "const preload = (list) => {",
      '  const nonce = document.querySelector("script[nonce]")?.nonce;',
      "  for (const href of list) {",
      '    const link = document.createElement("link");',
      '    link.rel = "modulepreload";',
      "    link.href = href;",
      "    if (nonce) link.nonce = nonce;",
      "    document.head.append(link);",
      "  }",
      "};",
      "const loaded = {};",
      "const hydrate = () => {",
      `  preload([...steps, ${JSON.stringify(entry)}]);`,
      "  return steps",
      "    .reduce((done, url) => done.then(() => import(url)).then((m) => { loaded[url] = m; }).then(pause), Promise.resolve())",
      "    .then(() => {",
      `const [${names}] = ${JSON.stringify(imports.map(([, u]) => u))}.map((url) => loaded[url]);`,
      assignments.trim(),
      `return import(${JSON.stringify(entry)});`,
      "}).then(hydrated).then(replay);",
      "};",
      'const triggers = ["pointerdown", "keydown", "touchstart"];',
      "let started = false;",
      "const start = () => {",
      "  if (started) return;",
      "  started = true;",
      "  for (const t of triggers) removeEventListener(t, start, true);",
      "  setTimeout(hydrate, 0);",
      "};",
      "for (const t of triggers) addEventListener(t, start, { capture: true, passive: true });",
      // After `load` and once the browser has reported the page's largest paint (so the scripts never
      // compete with it, even when the frame that shows it reaches the screen after `load`; at most
      // 3 s, as a page loaded in a background tab reports none): the next frame, then the first idle
      // moment after it (at most 300 ms later; a short timer where there is no requestIdleCallback).
      "const idle = (f) => window.requestIdleCallback ? requestIdleCallback(f, { timeout: 300 }) : setTimeout(f, 50);",
      "const painted = (f) => {",
      "  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];",
      '  const type = ["largest-contentful-paint", "paint"].find((t) => types.includes(t));',
      "  if (!type) return f();",
      "  let done = false;",
      "  const once = () => {",
      "    if (done) return;",
      "    done = true;",
      "    o.disconnect();",
      "    f();",
      "  };",
      "  const o = new PerformanceObserver(once);",
      "  o.observe({ type, buffered: true });",
      "  setTimeout(once, 3000);",
      "};",
      "const afterPaint = () => painted(() => requestAnimationFrame(() => idle(start)));",
      'if (document.readyState === "complete") afterPaint();',
      'else addEventListener("load", afterPaint, { once: true });',
    ]
      // Every statement ends in `;` or a brace: one line without indentation, fewer bytes per page.
      .map((line) => line.trimStart())
      .join("")
  );
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * React Router writes the manifest as indented JSON; the same JSON without the indentation, with
 * `<` escaped as React Router escapes it (no `</script>` can end the script early).
 */
function compactManifest(assignments: string): string {
  const m = MANIFEST.exec(assignments);
  if (!m) return assignments;
  try {
    const json = JSON.stringify(JSON.parse(m[2] ?? "")).replace(/</g, "\\u003c");
    return assignments.replace(m[0], () => `${m[1]}${json};\n`);
  } catch {
    return assignments;
  }
}

interface ManifestRoute {
  module?: string;
  imports?: string[];
}

/**
 * The chunks to evaluate one by one, in dependency order as far as the manifest tells it: the
 * entry's imports (React DOM and the router), then what the page's route modules import, then
 * the route modules themselves. Each once.
 */
function evaluationSteps(assignments: string, routeModules: string[]): string[] {
  const m = MANIFEST.exec(assignments);
  let manifest: { entry?: ManifestRoute; routes?: Record<string, ManifestRoute> } = {};
  try {
    manifest = JSON.parse(m?.[2] ?? "{}");
  } catch {
    // An unreadable manifest: the route modules alone, each in its own task.
  }
  const routes = Object.values(manifest.routes ?? {});
  const own = routeModules.flatMap((u) => routes.find((r) => r.module === u)?.imports ?? []);
  return [...new Set([...(manifest.entry?.imports ?? []), ...own, ...routeModules])];
}

/**
 * React Router's module script body rewritten (`loader`), or null when it is not the shape React
 * Router 8 writes (static route imports, assignments, one entry import). The body depends only on
 * the matched routes (their modules and the manifest), not on the request: the rewrite is kept per
 * body, so a page pays for it once per route combination, not once per render (issue 25).
 */
function rewrittenScript(body: string): string | null {
  return rewritten(body, () => {
    const imports: [string, string][] = [];
    const rest = body.replace(STATIC_IMPORT, (_m, name: string, url: string) => {
      imports.push([name, url]);
      return "";
    });
    const entry = ENTRY_IMPORT.exec(rest)?.[1];
    const assignments = compactManifest(rest.replace(ENTRY_IMPORT, "").replace(/^\s*;/, ""));
    if (imports.length === 0 || !entry || /\bimport\b/.test(assignments)) return null;
    const steps = evaluationSteps(
      assignments,
      imports.map(([, u]) => u),
    );
    return loader(imports, assignments, entry, steps);
  });
}
// Route combinations are few (one per kind of page); the bound keeps a surprise from growing it.
const rewritten = boundedMemo<string | null>(500);

/** The page with its scripts loaded after `load`; unchanged if React Router's script is not found. */
export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [whole, open, body, close] = match;
  const script = rewrittenScript(body);
  if (script === null) return html;
  const head = html.slice(0, match.index).replace(MODULE_PRELOAD, "");
  return `${head}${open}${script}${close}${html.slice(match.index + whole.length)}`;
}

const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * `deferHydration` over the rendered bytes, as the server renders them: only the module script and
 * what follows it are read as text; the document before it is passed on as it is, less its module
 * preloads. No decoding and re-encoding of the whole page (≈ 100 KB) per render (issue 25).
 */
export function deferHydrationBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const type = html.indexOf(MODULE_TYPE);
  const start = type === -1 ? -1 : html.lastIndexOf(SCRIPT_OPEN, type);
  const tail =
    start === -1 || html.subarray(start, type).includes(TAG_END) ? "" : html.subarray(start).toString("utf8");
  const match = MODULE_SCRIPT.exec(tail);
  // Not found where a `<script … type="module">` tag should start: the general path decides.
  if (match?.index !== 0) return Buffer.from(deferHydration(html.toString("utf8")));
  const [whole, open, body, close] = match;
  const script = rewrittenScript(body);
  if (script === null) return html;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD_OPEN); at !== -1 && at < start; at = html.indexOf(PRELOAD_OPEN, from)) {
    const end = html.indexOf(TAG_END, at);
    if (end === -1 || end > start) break;
    parts.push(html.subarray(from, at));
    from = end + 1;
  }
  parts.push(html.subarray(from, start), Buffer.from(`${open}${script}${close}${tail.slice(whole.length)}`));
  return Buffer.concat(parts);
}
