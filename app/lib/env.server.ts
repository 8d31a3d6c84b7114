import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/** `item` as an origin (`https://host[:port]`), or null when it is anything else (a path, `*`, `null`). */
function exactOrigin(item: string): string | null {
  try {
    const url = new URL(item);
    if (!/^https?:$/.test(url.protocol) || !/^https?:\/\/[^/?#]+\/?$/i.test(item)) return null;
    if (url.username || url.password || url.hostname.includes("*")) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A comma-separated list of exact origins (`https://host[:port]`), each once; anything else is refused. */
function originList(example: string) {
  return z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean)) {
        const origin = exactOrigin(item);
        if (!origin) {
          ctx.addIssue({
            code: "custom",
            message: `"${item}" is not an origin: write scheme, host and port only, like https://${example} (no path, no wildcard)`,
          });
          return z.NEVER;
        }
        if (!origins.includes(origin)) origins.push(origin);
      }
      return origins;
    });
}

/**
 * The map's default style (issue 24): OpenFreeMap's "Liberty", free and without an account or key;
 * its tiles, sprites and glyphs are all served from the style's own host.
 */
const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

/** Where media and CVs are stored (app/modules/media/store.server.ts). */
export type MediaStoreSpec = { kind: "local"; dir?: string } | { kind: "s3"; bucket: string; prefix: string };

/**
 * `MEDIA_STORE`: absent or `file:` for the files of DATA_DIR (`file:/some/dir` for another data
 * folder, which `npm run media:migrate` reads), `s3://bucket/prefix` for S3-compatible storage.
 * Throws a message fit for a start-up error.
 */
export function parseMediaStore(value: string | undefined): MediaStoreSpec {
  const v = (value ?? "").trim();
  if (v === "" || v === "file:" || v === "file://") return { kind: "local" };
  if (v.startsWith("file:")) {
    const dir = v.replace(/^file:(\/\/)?/, "");
    return { kind: "local", dir: path.resolve(dir) };
  }
  const m = /^s3:\/\/([^/]*)(\/.*)?$/.exec(v);
  if (!m) throw new Error("must be file: (the default, files in DATA_DIR) or s3://bucket/prefix");
  const bucket = m[1] ?? "";
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`"${bucket}" is not a bucket name (3–63 lower-case letters, digits, dots and hyphens)`);
  const prefix = (m[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix && !prefix.split("/").every((p) => /^[\w.-]+$/.test(p) && p !== "." && p !== ".."))
    throw new Error(`"${prefix}" is not a key prefix (letters, digits, "._-" and single slashes)`);
  return { kind: "s3", bucket, prefix };
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .refine(
        (v) =>
          v === "" || v.startsWith("postgres://") || v.startsWith("postgresql://") || v.startsWith("file:"),
        {
          message: "must be postgres://…, postgresql://… or file:<path to a SQLite file>",
        },
      )
      .default(""),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    ADMIN_NAME: z.string().min(1).max(100).default("Administrator"),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
    RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(5),
    /**
     * API calls per client a minute (a bearer token, else the client address), cached answers
     * included: a client re-requesting in a loop gets 429 with Retry-After, others are not slowed.
     */
    RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /**
     * Origins whose pages may call the API from the browser (CORS): exact origins, comma-separated,
     * e.g. `https://app.agency.ae,https://partner.example`. Empty: same-origin only.
     */
    CORS_ORIGINS: originList("app.example.com"),
    /** How long a bearer token from `POST /api/login` lasts. */
    API_LOGIN_TOKEN_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    TRUST_PROXY: bool.default(false),
    /** How long a public page or API list is served from memory (app/lib/page-cache.server.ts); 0: off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * Crawlers' pages that are not in memory, rendered at once at most (app/lib/crawler-limit.server.ts);
     * the others wait their turn, so a crawl does not queue visitors. 0: no limit.
     */
    CRAWLER_RENDERS: z.coerce.number().int().min(0).max(64).default(1),
    /**
     * Outgoing email (app/modules/mail): `smtp://user:pass@host:587` or `smtps://…:465`. Unset, every
     * message is written as an .eml file under DATA_DIR/mail/ and listed in the admin instead.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be smtp://… or smtps://…" }).optional(),
    /** The From of every email: `Agency <noreply@agency.ae>` or an address. */
    MAIL_FROM: z.string().min(3).max(300).default("Real Estate Agency <noreply@localhost>"),
    /** First retry after a failed delivery; each next waits four times longer (30 s, 2 min, 8 min, …). */
    MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** Attempts before a message is marked failed for good. */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    /** How long a worker owns a message it is sending; a crashed worker's messages are retried after it. */
    MAIL_LEASE_SECONDS: z.coerce.number().positive().max(3600).default(120),
    /** `off` stops this process from sending (another instance sends); messages still queue. */
    MAIL_WORKER: bool.default(true),
    /**
     * A newsletter campaign goes to the outbox this many addresses at a time, one batch every
     * NEWSLETTER_BATCH_SECONDS (default 50 per 10 s: 300 a minute), so a large list never crowds out
     * the leads' emails or trips the mail provider's limits.
     */
    NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
    NEWSLETTER_BATCH_SECONDS: z.coerce.number().positive().max(3600).default(10),
    /**
     * How often saved searches and favourites are checked for news (issue 23): an "instant" alert
     * goes out within this many seconds (plus a 2 s settle) of a matching listing's approval.
     */
    ALERTS_CHECK_SECONDS: z.coerce.number().positive().max(3600).default(60),
    /**
     * The map's style (issue 24): a MapLibre style JSON's URL, e.g. a hosted vector style. Nothing is
     * fetched from it until a visitor opens a map; the page's CSP lets the map connect to its origin
     * and to MAP_HOSTS only.
     */
    MAP_STYLE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s):// address" })
      .default(DEFAULT_MAP_STYLE_URL),
    /**
     * Other origins the style loads tiles, sprites or glyphs from (comma-separated exact origins), when
     * they are not the style's own.
     */
    MAP_HOSTS: originList("tiles.example.com"),
    /** Where uploaded media and CVs live: `file:` (DATA_DIR, the default) or `s3://bucket/prefix`. */
    MEDIA_STORE: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseMediaStore(value);
        } catch (e) {
          ctx.addIssue({ code: "custom", message: (e as Error).message });
          return z.NEVER;
        }
      }),
    /** The S3 API's address for R2, MinIO and the like (`https://<account>.r2.cloudflarestorage.com`); unset for AWS. */
    MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s):// address" }).optional(),
    /** The bucket's region (`auto` for R2); AWS_REGION or us-east-1 when unset. */
    MEDIA_S3_REGION: z.string().min(1).optional(),
    /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
    MEDIA_S3_FORCE_PATH_STYLE: bool.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "is required when ADMIN_EMAIL is set",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET && process.env.ALLOW_GENERATED_SECRET !== "1") {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
  });

export type Env = z.output<typeof EnvSchema> & {
  DATA_DIR: string;
  DATABASE_URL: string;
  SESSION_SECRET: string;
  PUBLIC_URL: string | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || `file:${path.join(dataDir, "site.db")}`;
  return {
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: env.PUBLIC_URL?.replace(/\/+$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? persistedSecret(dataDir),
  };
}

/** Every origin the map loads from: the style's own, then MAP_HOSTS (what the page CSP allows). */
export function mapOrigins(env: Pick<Env, "MAP_STYLE_URL" | "MAP_HOSTS">): string[] {
  return [...new Set([new URL(env.MAP_STYLE_URL).origin, ...env.MAP_HOSTS])];
}

/** Outside production a secret is generated once and kept in the data folder. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
