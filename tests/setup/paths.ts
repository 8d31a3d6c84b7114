import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Tests build into their own folder so a developer's `build/` is never touched. */
export const TEST_BUILD_DIR = process.env.TEST_BUILD_DIR ?? path.join(ROOT, "build-test");
export const TEST_DATA_ROOT = path.join(ROOT, "test-data");
/**
 * The seeded template a test server copies, one per test run (TEST_RUN_ID, set by the global setup
 * before any worker starts), so concurrent runs in one checkout never delete each other's template.
 */
export function templateDir(dialect: "sqlite" | "postgres"): string {
  return path.join(
    TEST_DATA_ROOT,
    `template-${dialect === "sqlite" ? "sqlite" : "pg"}-${process.env.TEST_RUN_ID ?? "default"}`,
  );
}
export const ADMIN_EMAIL = "admin@test.example";
export const ADMIN_PASSWORD = "correct horse battery staple";
export { CHROMIUM } from "../../scripts/lib/chromium.ts";

export const pgUrl = process.env.TEST_DATABASE_URL || "";
export const requirePostgres = process.env.REQUIRE_POSTGRES === "1";
export const requireBrowser = process.env.REQUIRE_BROWSER === "1";

/** Dialects the server suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: ("sqlite" | "postgres")[] = pgUrl ? ["sqlite", "postgres"] : ["sqlite"];

export function pgDatabaseUrl(dbName: string): string {
  const u = new URL(pgUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}
