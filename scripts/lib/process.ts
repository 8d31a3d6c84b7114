// What the bench, the load drill and the Lighthouse run share: a build of their own, a free port on
// loopback, waiting for a child process to answer, and stopping it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The newest modification time of `file`, or of any file under it when it is a folder. */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  let t = 0;
  for (const e of readdirSync(file)) t = Math.max(t, newest(path.join(file, e)));
  return t;
}

/**
 * What a build is made from: the app, its migrations (bundled into the server build), its static
 * files, the build's configuration and plugin, and the installed packages (through the lockfile).
 * A build older than any of them (say, after a pull that adds a migration) is made again.
 */
const BUILD_INPUTS = [
  "app",
  "db",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/vite-precompress.ts",
  "package-lock.json",
];

/**
 * Builds the app into `buildDir` unless a build is there already and newer than all it is made from.
 * `keepGiven` (the measuring scripts): when `BUILD_DIR` names the folder, a build that is there is
 * measured as it is, even when older than the sources, with a warning: comparing two revisions means
 * measuring a build of the other one (rebuilding it would measure the checkout twice).
 */
export function ensureBuild(
  buildDir: string,
  log: (msg: string) => void,
  opts: { keepGiven?: boolean } = {},
): void {
  const entry = path.join(buildDir, "server/index.js");
  const sources = Math.max(...BUILD_INPUTS.map((f) => newest(path.join(ROOT, f))));
  if (existsSync(entry) && sources <= statSync(entry).mtimeMs) return;
  if (existsSync(entry) && opts.keepGiven && process.env.BUILD_DIR !== undefined) {
    log(
      `${path.relative(ROOT, buildDir)}/ is older than the sources: measured as it is (BUILD_DIR names it)`,
    );
    return;
  }
  log(`building into ${path.relative(ROOT, buildDir)}/ …`);
  const r = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error("build failed");
}

/** A port nothing listens on, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; fails when `child` exits (or is killed, or cannot be started)
 * first, or after `ms`. `logs` (what the child printed, if collected) goes into the error.
 */
export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  opts: { what: string; ms: number; logs?: string[] },
): Promise<void> {
  const until = Date.now() + opts.ms;
  const printed = () => (opts.logs?.length ? `:\n${opts.logs.join("")}` : "");
  let failed: Error | undefined;
  child.once("error", (e) => {
    failed = e;
  });
  while (Date.now() < until) {
    if (failed) throw new Error(`${opts.what} could not be started: ${failed.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${opts.what} exited with ${child.exitCode ?? child.signalCode}${printed()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${opts.what} did not answer ${url} within ${opts.ms / 1000} s${printed()}`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production server of `buildDir` on a free loopback port with its own data folder and
 * database (no demo data, logging warnings only; `env` adds or overrides), and waits until it answers.
 */
export async function startAppServer(opts: {
  buildDir: string;
  dataDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
  /** How long to wait for it to answer (60 s). */
  waitMs?: number;
  /** The port (a free one when not given): a restart on the same port keeps its address. */
  port?: number;
}): Promise<{ child: ChildProcess; base: string; logs: string[] }> {
  const port = opts.port ?? (await freePort());
  const logs: string[] = [];
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: opts.buildDir,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: "false",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      // Benchmarks and audits call from one address, far past a client's API budget.
      RATE_LIMIT_API_PER_MINUTE: "100000000",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => logs.push(String(d)));
  child.stderr?.on("data", (d) => logs.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/health`, child, { what: "server", ms: opts.waitMs ?? 60_000, logs });
  return { child, base, logs };
}
