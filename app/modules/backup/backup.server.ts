import { spawn } from "node:child_process";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { createDb } from "../../db/index.server.ts";
import { inParallel, isTransientKey, LocalStore, type MediaStore } from "../media/store.server.ts";

/** Folders of DATA_DIR (key prefixes of the media store) that hold files the database refers to. */
const FILE_FOLDERS = ["media", "private"] as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  database: string;
  counts: Record<string, number>;
  files: number;
}

const TABLES = [
  "properties",
  "property_images",
  "property_list_items",
  "contact_messages",
  "enquiries",
  "list_property_requests",
  "newsletter_subscribers",
  "career_applications",
  "users",
  "page_views",
  "site_settings",
] as const;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const db = createDb(databaseUrl);
  try {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const r = await db.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      out[t] = Number(r.n);
    }
    return out;
  } finally {
    await db.close();
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    n += e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1;
  }
  return n;
}

/**
 * A consistent copy while the site runs: the database first (SQLite `VACUUM INTO`, which reads one
 * snapshot; `pg_dump`, which runs in one transaction), then the files. Stored files are written
 * before their rows commit and never rewritten, so every file the snapshot names already exists.
 */
export async function backup(opts: {
  dataDir: string;
  databaseUrl: string;
  outDir: string;
  /** Where the site's files are (MEDIA_STORE); the files of `dataDir` by default. */
  store?: MediaStore;
}): Promise<BackupManifest> {
  const store = opts.store ?? new LocalStore(opts.dataDir);
  mkdirSync(opts.outDir, { recursive: true });
  if (readdirSync(opts.outDir).length > 0) throw new Error(`${opts.outDir} is not empty`);
  const postgres = /^postgres(ql)?:\/\//.test(opts.databaseUrl);
  let database: string;
  if (postgres) {
    database = "database.dump";
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-acl",
      `--file=${path.join(opts.outDir, database)}`,
      opts.databaseUrl,
    ]);
  } else {
    database = "site.db";
    const file = opts.databaseUrl.replace(/^file:/, "");
    const src = new DatabaseSync(file, { readOnly: true, timeout: 10_000 });
    try {
      src.prepare("vacuum into ?").run(path.join(opts.outDir, database));
    } finally {
      src.close();
    }
  }
  // The files, read through the store, land in the backup as DATA_DIR lays them out.
  for (const folder of FILE_FOLDERS) {
    await inParallel(store.list(`${folder}/`), 8, async (o) => {
      if (isTransientKey(o.key)) return;
      const object = await store.get(o.key);
      if (!object) return; // removed since it was listed: its row is gone too
      const target = path.join(opts.outDir, ...o.key.split("/"));
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(object.body, createWriteStream(target));
    });
  }
  const counts = postgres
    ? await tableCounts(opts.databaseUrl)
    : await tableCounts(`file:${path.join(opts.outDir, database)}`);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    dialect: postgres ? "postgres" : "sqlite",
    database,
    counts,
    files: FILE_FOLDERS.reduce((n, f) => n + countFiles(path.join(opts.outDir, f)), 0),
  };
  writeFileSync(path.join(opts.outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back into a data folder and database. Refuses a target that already holds data
 * unless `force` is set; the site must be stopped while it runs.
 */
export async function restore(opts: {
  fromDir: string;
  dataDir: string;
  databaseUrl: string;
  force?: boolean;
  /** Where the site's files go (MEDIA_STORE); the files of `dataDir` by default. */
  store?: MediaStore;
}): Promise<BackupManifest> {
  const store = opts.store ?? new LocalStore(opts.dataDir);
  const manifest = JSON.parse(
    readFileSync(path.join(opts.fromDir, "manifest.json"), "utf8"),
  ) as BackupManifest;
  const postgres = /^postgres(ql)?:\/\//.test(opts.databaseUrl);
  if (postgres !== (manifest.dialect === "postgres")) {
    throw new Error(`This backup is of a ${manifest.dialect} database; restore it into the same kind.`);
  }
  mkdirSync(opts.dataDir, { recursive: true });
  if (postgres) {
    if (!opts.force) {
      const db = createDb(opts.databaseUrl);
      try {
        const r = await db.db
          .selectFrom("properties")
          .select("id")
          .limit(1)
          .execute()
          .catch(() => []);
        if (r.length) throw new Error("The target database already holds data; pass --force to replace it.");
      } finally {
        await db.close();
      }
    }
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-acl",
      `--dbname=${opts.databaseUrl}`,
      path.join(opts.fromDir, manifest.database),
    ]);
  } else {
    const target = opts.databaseUrl.replace(/^file:/, "");
    if (existsSync(target) && statSync(target).size > 0 && !opts.force) {
      throw new Error(`${target} exists; pass --force to replace it.`);
    }
    mkdirSync(path.dirname(target), { recursive: true });
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
    cpSync(path.join(opts.fromDir, manifest.database), target);
  }
  for (const folder of FILE_FOLDERS) {
    const from = path.join(opts.fromDir, folder);
    await store.deletePrefix(`${folder}/`);
    if (!existsSync(from)) continue;
    const files = readdirSync(from, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    await inParallel(files, 8, async (file) => {
      const key = path.relative(opts.fromDir, file).split(path.sep).join("/");
      if (!isTransientKey(key)) await store.put(key, await readFile(file));
    });
  }
  return manifest;
}
