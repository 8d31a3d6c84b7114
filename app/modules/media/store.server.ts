import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type Env, env, type MediaStoreSpec } from "../../lib/env.server.ts";

/**
 * Where stored files live (ADR-less summary, docs/operations.md "Media storage"): one key space,
 * the path of a file relative to DATA_DIR, whatever the driver.
 * - `media/uploads/<id>/<hash>-<width>.<ext>`: public listing photos (`/api/uploads/...`);
 * - `media/.staging/...`: the local driver's work in progress (never on S3);
 * - `private/cv/<id>.<ext>`: CVs, only ever read by the app after a permission check.
 * The local driver keeps exactly the folders of DATA_DIR it always had; the S3 driver puts the
 * same keys under `s3://bucket/prefix/`. Nothing in the bucket needs to be public: the app streams
 * every file (ADR: no public URL for a private CV, and one access path for both drivers).
 */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  /** A strong or weak entity tag, quoted, as HTTP sends it. */
  etag: string;
  modifiedAt: Date;
}

export interface ObjectBody extends ObjectInfo {
  body: Readable;
}

export interface MediaStore {
  /** `local:<dir>` or `s3://bucket/prefix`, for logs and the migrate report. */
  readonly description: string;
  put(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<ObjectBody | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes one object; absent is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix` (which ends with `/`), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Moves every object under `from` to `to` in one cheap step, when the driver can (a folder
   * rename). Absent on S3, where a move is a copy: callers write under the final key instead.
   */
  movePrefix?(from: string, to: string): Promise<void>;
}

const SEGMENT = /^[\w.-]+$/;

/** Keys are made by the app, never from a visitor's input; checked again before every call. */
function checkKey(key: string): string {
  const parts = key.split("/");
  if (key.length > 500 || parts.some((p) => !SEGMENT.test(p) || p === "." || p === "..")) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

function checkPrefix(prefix: string): string {
  if (!prefix.endsWith("/")) throw new Error(`a prefix ends with "/": ${JSON.stringify(prefix)}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

const isPrivate = (key: string) => key.startsWith("private/");

function missing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
}

/** Files under DATA_DIR, laid out as they always were. */
export class LocalStore implements MediaStore {
  readonly description: string;
  readonly root: string;
  // No parameter properties: scripts run this file with Node's type stripping.
  constructor(root: string) {
    this.root = root;
    this.description = `local:${root}`;
  }

  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  /** Written to a temporary name and renamed into place, so a reader never sees half a file. */
  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.file(key);
    const secret = isPrivate(key);
    await mkdir(path.dirname(target), { recursive: true, mode: secret ? 0o700 : 0o777 });
    const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(tmp, data, { mode: secret ? 0o600 : 0o666 });
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const s = await stat(this.file(key)).catch((e) => {
      if (missing(e)) return null;
      throw e;
    });
    if (!s?.isFile()) return null;
    return {
      size: s.size,
      contentType: contentTypeOf(key),
      // The shape Express's static handler sends.
      etag: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`,
      modifiedAt: s.mtime,
    };
  }

  async get(key: string): Promise<ObjectBody | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.file(key), "r");
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
    const s = await handle.stat();
    if (!s.isFile()) {
      await handle.close();
      return null;
    }
    return {
      size: s.size,
      contentType: contentTypeOf(key),
      etag: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`,
      modifiedAt: s.mtime,
      body: handle.createReadStream(),
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(path.join(this.root, checkPrefix(prefix)), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const start = path.join(this.root, checkPrefix(prefix));
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true });
    } catch (e) {
      if (missing(e)) return;
      throw e;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      const s = await stat(full).catch(() => null);
      if (!s) continue;
      yield {
        key: path.relative(this.root, full).split(path.sep).join("/"),
        size: s.size,
        modifiedAt: s.mtime,
      };
    }
  }

  async movePrefix(from: string, to: string): Promise<void> {
    const target = path.join(this.root, checkPrefix(to));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(this.root, checkPrefix(from)), target);
  }
}

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end; "" for none. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Defaults to the SDK's chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a role. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function httpStatus(e: unknown): number | undefined {
  return (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, …) through the AWS SDK v3. */
export class S3Store implements MediaStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3StoreOptions) {
    this.bucket = opts.bucket;
    this.prefix = opts.prefix ? `${opts.prefix.replace(/^\/+|\/+$/g, "")}/` : "";
    this.description = `s3://${opts.bucket}/${this.prefix}`;
    this.client = new S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // Checksums only where the protocol requires them: R2, MinIO and older servers reject or
      // ignore the newer default CRC headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
      // A bucket that does not answer fails a request in seconds, not after the system's connect
      // timeout (about two minutes) times three attempts.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  private object(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, data: Uint8Array, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.object(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentType: contentType,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.object(key) }));
      return {
        size: r.ContentLength ?? 0,
        contentType: r.ContentType ?? contentTypeOf(key),
        etag: r.ETag ?? "",
        modifiedAt: r.LastModified ?? new Date(0),
      };
    } catch (e) {
      if (httpStatus(e) === 404) return null;
      throw e;
    }
  }

  async get(key: string): Promise<ObjectBody | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.object(key) }));
      return {
        size: r.ContentLength ?? 0,
        contentType: r.ContentType ?? contentTypeOf(key),
        etag: r.ETag ?? "",
        modifiedAt: r.LastModified ?? new Date(0),
        body: r.Body as Readable,
      };
    } catch (e) {
      if (httpStatus(e) === 404) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.object(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const keys = batch;
      batch = [];
      let failed = keys;
      try {
        const r = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        failed = (r.Errors ?? []).map((e) => e.Key ?? "").filter(Boolean);
      } catch {
        // Some S3-compatible servers have no multi-object delete (or fail on it): one at a time.
      }
      for (const Key of failed) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    };
    for await (const o of this.list(prefix)) {
      batch.push(this.prefix + o.key);
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // ListObjects (v1), each page starting after the last key seen (`Marker`): every S3-compatible
    // server has it, and s3rver's v2 continuation tokens need DES, which Node 17+ no longer has.
    let after: string | undefined;
    for (;;) {
      const r = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.bucket,
          Prefix: this.prefix + checkPrefix(prefix),
          Marker: after,
        }),
      );
      const contents = r.Contents ?? [];
      for (const o of contents) {
        if (!o.Key) continue;
        yield {
          key: o.Key.slice(this.prefix.length),
          size: o.Size ?? 0,
          modifiedAt: o.LastModified ?? new Date(0),
        };
      }
      after = contents.at(-1)?.Key;
      if (!r.IsTruncated || !after) return;
    }
  }
}

/** Endpoint, region and path style of the S3 driver, from the environment (app/lib/env.server.ts). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

export function s3Settings(e: Env): S3Settings {
  return {
    endpoint: e.MEDIA_S3_ENDPOINT,
    region: e.MEDIA_S3_REGION ?? process.env.AWS_REGION ?? "us-east-1",
    forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

/** The store a spec names: local files under `dataDir`, or a bucket. */
export function createMediaStore(spec: MediaStoreSpec, dataDir: string, s3: S3Settings): MediaStore {
  if (spec.kind === "local") return new LocalStore(spec.dir ?? dataDir);
  return new S3Store({ bucket: spec.bucket, prefix: spec.prefix, ...s3 });
}

const stores = new Map<string, MediaStore>();

/**
 * The configured store (`MEDIA_STORE`): the local files of `dataDir` by default, the bucket when
 * it names one. One instance per configuration, shared by every caller (one S3 connection pool).
 */
export function mediaStore(dataDir: string): MediaStore {
  const e = env();
  const spec = e.MEDIA_STORE;
  const id = spec.kind === "local" ? `local:${spec.dir ?? dataDir}` : `s3:${spec.bucket}/${spec.prefix}`;
  let store = stores.get(id);
  if (!store) {
    store = createMediaStore(spec, dataDir, s3Settings(e));
    stores.set(id, store);
  }
  return store;
}

/** Reads a whole object (a CV, a few MB at most) into memory, or null. */
export async function readObject(store: MediaStore, key: string): Promise<Buffer | null> {
  const o = await store.get(key);
  if (!o) return null;
  const chunks: Buffer[] = [];
  for await (const c of o.body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * What belongs to no row and is never copied or backed up: a staged upload not yet published, or a
 * half-written file (`*.tmp`).
 */
export const isTransientKey = (key: string): boolean =>
  key.startsWith("media/.staging/") || key.endsWith(".tmp");

/** Runs `work` on every item, at most `n` at a time (backups, restores and media:migrate). */
export async function inParallel<T>(
  items: AsyncIterable<T> | T[],
  n: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const p = work(item).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= n) await Promise.race(running);
  }
  await Promise.all(running);
}
