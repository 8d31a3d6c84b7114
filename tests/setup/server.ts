import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN_EMAIL, ADMIN_PASSWORD, pgDatabaseUrl, ROOT, TEST_BUILD_DIR, templateDir } from "./paths.ts";
import { createDb } from "../../app/db/index.server.ts";
import { TEST_MAP_STYLE_URL } from "./map-style.ts";
import { pgAdmin, safeIdent } from "./pg.ts";

type Dialect = "sqlite" | "postgres";

export interface TestServer {
  url: string;
  port: number;
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string;
  logs: string[];
  process: ChildProcess;
  /** Stops the server (SIGTERM) and removes its data folder and database. */
  stop(): Promise<void>;
  /** Sends a signal and resolves with the exit code. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  dialect?: Dialect;
  /** `demo` copies the seeded template (default); `empty` starts with SEED_DEMO=false. */
  data?: "demo" | "empty";
  env?: Record<string, string>;
  /** Reuse an existing data folder / database (restart tests). */
  reuse?: { dataDir: string; databaseUrl: string };
  /** How long start-up may take (default 90 s; seeding an empty site takes longer). */
  startTimeoutMs?: number;
}

/** Starts the built production server on a free port with its own data folder and database. */
export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const dialect = opts.dialect ?? "sqlite";
  const data = opts.data ?? "demo";
  let dataDir: string;
  let databaseUrl: string;
  let dbName: string | undefined;
  if (opts.reuse) {
    ({ dataDir, databaseUrl } = opts.reuse);
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    if (data === "demo") cpSync(templateDir(dialect), dataDir, { recursive: true });
    if (dialect === "postgres") {
      dbName = safeIdent(`t_${randomBytes(6).toString("hex")}`);
      const template = data === "demo" ? ` template ${safeIdent(`tpl_${process.env.TEST_RUN_ID}`)}` : "";
      await pgAdmin(`create database ${dbName}${template}`);
      databaseUrl = pgDatabaseUrl(dbName);
    } else {
      databaseUrl = "";
    }
  }
  const logs: string[] = [];
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: TEST_BUILD_DIR,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: data === "demo" ? "true" : "false",
      LOG_LEVEL: "info",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000",
      // Every test talks from one address; the API budget has its own tests.
      RATE_LIMIT_API_PER_MINUTE: "1000000",
      MAP_STYLE_URL: TEST_MAP_STYLE_URL,
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join("")}`)),
      opts.startTimeoutMs ?? 90_000,
    );
    const onLine = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      const m = /"msg":"server listening","port":(\d+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on("data", onLine);
    child.stderr?.on("data", (c: Buffer) => logs.push(c.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("")}`));
    });
  });
  const kill = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dialect,
    dataDir,
    databaseUrl,
    logs,
    process: child,
    kill,
    stop: async () => {
      await kill("SIGTERM");
      if (!opts.reuse) {
        rmSync(dataDir, { recursive: true, force: true });
        if (dbName) await pgAdmin(`drop database if exists ${dbName} with (force)`).catch(() => {});
      }
    },
  };
}

/** Logs in through the API and returns the Cookie header value for later requests. */
export async function adminCookie(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookies.join("; ");
}

/**
 * Stores site settings straight into a test server's database (`site_settings`, one JSON value a
 * key). Call it before the first page is served: the server caches the settings briefly.
 */
export async function writeSettings(server: TestServer, values: Record<string, unknown>): Promise<void> {
  const db = createDb(server.databaseUrl || `file:${path.join(server.dataDir, "site.db")}`);
  try {
    const at = new Date().toISOString();
    for (const [key, value] of Object.entries(values)) {
      await db.db
        .insertInto("site_settings")
        .values({ key, value: JSON.stringify(value), updated_at: at })
        // The demo seed writes some settings itself (the currency rates): a test's value replaces it.
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(value), updated_at: at }))
        .execute();
    }
  } finally {
    await db.close();
  }
}
