import { spawnSync } from "node:child_process";
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
    // One after the other: the first seed draws the demo photos and caches them, the second reuses them.
    rmSync(templateDir("sqlite"), { recursive: true, force: true });
    run("node", ["scripts/db-seed.ts"], { ...common, DATA_DIR: templateDir("sqlite"), DATABASE_URL: "" });
    if (pgUrl) {
      const tpl = safeIdent(`tpl_${runId}`);
      await pgAdmin(`drop database if exists ${tpl}`);
      await pgAdmin(`create database ${tpl}`);
      rmSync(templateDir("postgres"), { recursive: true, force: true });
      run("node", ["scripts/db-seed.ts"], {
        ...common,
        DATA_DIR: templateDir("postgres"),
        DATABASE_URL: pgDatabaseUrl(tpl),
      });
    }
    writeFileSync(marker, new Date().toISOString());
  }
  provide?.("runId", runId);
  return async () => {
    if (pgUrl) await pgAdmin(`drop database if exists ${safeIdent(`tpl_${runId}`)}`).catch(() => {});
    rmSync(marker, { force: true });
    // One after the other: the first seed draws the demo photos and caches them, the second reuses them.
    rmSync(templateDir("sqlite"), { recursive: true, force: true });
    rmSync(templateDir("postgres"), { recursive: true, force: true });
  };
}
