import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableCounts } from "../../app/modules/backup/backup.server.ts";
import { DIALECTS, pgDatabaseUrl, ROOT } from "../setup/paths.ts";
import { pgAdmin } from "../setup/pg.ts";
import { startServer, type TestServer } from "../setup/server.ts";

function script(name: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe.each(DIALECTS)("backup and restore [%s]", (dialect) => {
  let server: TestServer;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  const dbUrlOf = (s: TestServer) => s.databaseUrl || `file:${path.join(s.dataDir, "site.db")}`;

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("copies a running site and restores it into a new data folder with the same contents", async () => {
    const outDir = path.join(tmp, "b1");
    // Keep the site busy while the backup runs.
    const traffic = Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/api/realEstate?pageSize=50`)),
    );
    const made = script("backup", ["--out", outDir], {
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
    });
    await traffic;
    expect(made.status, made.err).toBe(0);
    const manifest = JSON.parse(made.out.trim().split("\n").at(-1) ?? "{}");
    expect(manifest.counts.properties).toBeGreaterThan(0);

    const restoredDir = path.join(tmp, "restored");
    let restoredUrl = "";
    if (dialect === "postgres") {
      const name = `restore_${Date.now()}`;
      await pgAdmin(`create database ${name}`);
      restoredUrl = pgDatabaseUrl(name);
    }
    const back = script("restore", ["--from", outDir], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
    expect(back.status, back.err).toBe(0);

    const original = await tableCounts(dbUrlOf(server));
    const restored = await tableCounts(restoredUrl || `file:${path.join(restoredDir, "site.db")}`);
    expect(restored).toEqual(original);
    expect(files(path.join(restoredDir, "media"))).toEqual(files(path.join(server.dataDir, "media")));
    expect(files(path.join(restoredDir, "private"))).toEqual(files(path.join(server.dataDir, "private")));

    // The restored site starts and serves the same listings.
    const again = await startServer({ dialect, reuse: { dataDir: restoredDir, databaseUrl: restoredUrl } });
    try {
      const a = await (await fetch(`${server.url}/api/realEstate?pageSize=500`)).json();
      const b = await (await fetch(`${again.url}/api/realEstate?pageSize=500`)).json();
      expect(b).toEqual(a);
      const img = (b as { images: string[] }[])[0]?.images[0];
      if (img && !img.startsWith("http")) expect((await fetch(`${again.url}/api/${img}`)).status).toBe(200);
    } finally {
      await again.kill();
      if (restoredUrl)
        await pgAdmin(`drop database if exists ${new URL(restoredUrl).pathname.slice(1)} with (force)`);
    }
  });

  it("refuses to restore over existing data without --force", () => {
    const outDir = path.join(tmp, "b2");
    expect(
      script("backup", ["--out", outDir], { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl })
        .status,
    ).toBe(0);
    const r = script("restore", ["--from", outDir], {
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
    });
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/--force/);
  });
});
