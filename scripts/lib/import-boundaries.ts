// The import direction of app/ (docs/ARCHITECTURE.md): routes → components → modules → lib/db.
// Read from the source text (every static `import … from`, `export … from` and `import("…")` of a
// relative or `~/` path), so it needs no build and runs in a second. `npm run lint` prints the
// violations; a unit test (import-boundaries.test.ts) fails on any, so CI enforces it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** The layer of a file under app/, by its first folder. */
function layerOf(rel: string): string {
  const top = rel.split("/")[0] ?? "";
  return top.includes(".") ? "root" : top;
}

const isServerFile = (rel: string) => /\.server\.[cm]?tsx?$/.test(rel) || /(^|\/)[^/]*\.server\//.test(rel);
const isTest = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.endsWith("test-db.ts");

/**
 * Files that run in the browser: everything under components/, and browser-safe module and lib
 * files (not `*.server.*`). Route modules may import `*.server` (the React Router build strips
 * loaders and actions from the client bundle), as may root entry files.
 */
function isClientFile(rel: string): boolean {
  if (isServerFile(rel) || isTest(rel)) return false;
  const layer = layerOf(rel);
  return layer === "components" || layer === "modules" || layer === "lib";
}

const RULES: { rule: string; applies: (from: string, to: string) => boolean }[] = [
  {
    rule: "nothing imports a route module",
    applies: (from, to) => layerOf(to) === "routes" && layerOf(from) !== "routes",
  },
  {
    rule: "modules never import routes, components or the web layer",
    // A module's test may drive its use case through the web layer's request readers.
    applies: (from, to) =>
      layerOf(from) === "modules" &&
      (["routes", "components"].includes(layerOf(to)) || (layerOf(to) === "web" && !isTest(from))),
  },
  {
    rule: "only start-up (and scripts) load the demo seed",
    applies: (from, to) => layerOf(to) === "seed" && !["seed", "root"].includes(layerOf(from)),
  },
  {
    rule: "lib and db never import modules, components, routes or the web layer",
    applies: (from, to) =>
      ["lib", "db"].includes(layerOf(from)) &&
      ["modules", "components", "routes", "web"].includes(layerOf(to)),
  },
  {
    rule: "components never import the web layer",
    applies: (from, to) => layerOf(from) === "components" && layerOf(to) === "web",
  },
  {
    rule: "client files never import *.server",
    applies: (from, to) => isClientFile(from) && isServerFile(to),
  },
];

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.[cm]?tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Every import in `appDir` that breaks a rule, as paths relative to it. */
export function importViolations(appDir: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of walk(appDir)) {
    const from = path.relative(appDir, file).split(path.sep).join("/");
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? "";
      let target: string;
      if (spec.startsWith("~/")) target = spec.slice(2);
      else if (spec.startsWith("."))
        target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
      else continue;
      if (target.startsWith("..")) continue;
      for (const r of RULES) if (r.applies(from, target)) violations.push({ from, to: target, rule: r.rule });
    }
    if (isPublicFile(from) && !isTest(from) && ROUTER_LINKS.test(text))
      violations.push({
        from,
        to: "react-router",
        rule: "public pages take Link, NavLink, Form and useNavigate from components/ui/locale-link.tsx (links keep the page's language)",
      });
    if (layerOf(from) === "modules" && !isTest(from) && READS_REQUEST.test(text))
      violations.push({
        from,
        to: "Request",
        rule: "domain modules never read a Request (the web layer does)",
      });
  }
  return violations;
}

/** A `Request` in a type position or built (`: Request`, `<Request>`, `Request |`, `new Request(`). */
const READS_REQUEST = /(?::\s*Request\b|<Request>|\bRequest\s*\||\|\s*Request\b|new Request\()/;

/** The public site's code, served in every language (issue 20). */
const isPublicFile = (rel: string) =>
  /^(routes\/public|components\/(public|property|content|forms))\//.test(rel);
/** React Router's own links, forms and navigation, which would drop the page's language prefix. */
const ROUTER_LINKS =
  /import\s*\{[^}]*\b(Link|NavLink|Form|useNavigate)\b[^}]*\}\s*from\s*["']react-router["']/;
