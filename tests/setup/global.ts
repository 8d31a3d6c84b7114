import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CHROMIUM,
  pgDatabaseUrl,
  pgUrl,
  requireBrowser,
  requirePostgres,
  ROOT,
  TEST_BUILD_DIR,
  TEST_DATA_ROOT,
  templateDir,
} from "./paths.ts";
import { pgAdmin, safeIdent } from "./pg.ts";

function run(cmd: string, args: string[], env: Record<string, string>): void {
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${r.status}`);
}

function runAsync(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed with exit code ${code}`)),
    );
  });
}

/**
 * Once per test run: build the app into its own folder and seed a demo template on each dialect,
 * which every server started by a test copies (a file copy, or CREATE DATABASE … TEMPLATE).
 * Several projects (http, e2e) may call this; a marker file makes the work happen once per run.
 */
export default async function setup({ provide }: { provide?: (k: string, v: unknown) => void }) {
  if (requirePostgres && !pgUrl) throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");
  if (requireBrowser && !existsSync(CHROMIUM))
    throw new Error(`REQUIRE_BROWSER=1 but ${CHROMIUM} is missing`);
  const runId = process.env.TEST_RUN_ID ?? `${process.pid}`;
  process.env.TEST_RUN_ID = runId;
  const marker = path.join(TEST_DATA_ROOT, `ready-${runId}`);
  mkdirSync(TEST_DATA_ROOT, { recursive: true });
  if (!existsSync(marker)) {
    if (process.env.SKIP_BUILD !== "1" || !existsSync(path.join(TEST_BUILD_DIR, "server/index.js"))) {
      run("npx", ["react-router", "build"], { BUILD_DIR: TEST_BUILD_DIR, NODE_ENV: "production" });
    }
    const common = { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: "true", LOG_LEVEL: "warn", NODE_ENV: "test" };
    // The two templates are seeded side by side (each mostly draws and encodes photos on one core).
    const seeds: Promise<void>[] = [];
    rmSync(templateDir("sqlite"), { recursive: true, force: true });
    seeds.push(
      runAsync("node", ["scripts/db-seed.ts"], {
        ...common,
        DATA_DIR: templateDir("sqlite"),
        DATABASE_URL: "",
      }),
    );
    if (pgUrl) {
      const tpl = safeIdent(`tpl_${runId}`);
      await pgAdmin(`drop database if exists ${tpl}`);
      await pgAdmin(`create database ${tpl}`);
      rmSync(templateDir("postgres"), { recursive: true, force: true });
      seeds.push(
        runAsync("node", ["scripts/db-seed.ts"], {
          ...common,
          DATA_DIR: templateDir("postgres"),
          DATABASE_URL: pgDatabaseUrl(tpl),
        }),
      );
    }
    await Promise.all(seeds);
    writeFileSync(marker, new Date().toISOString());
  }
  provide?.("runId", runId);
  return async () => {
    if (pgUrl) await pgAdmin(`drop database if exists ${safeIdent(`tpl_${runId}`)}`).catch(() => {});
    rmSync(marker, { force: true });
    rmSync(templateDir("sqlite"), { recursive: true, force: true });
    rmSync(templateDir("postgres"), { recursive: true, force: true });
  };
}
