import { createDb, sqliteFileOf } from "./db/index.server.ts";
import { migrateToLatest } from "./db/migrate.server.ts";
import type { App } from "./lib/app.server.ts";
import { type ClusterLink, joinCluster } from "./lib/cluster.server.ts";
import { lockSqliteInstance } from "./lib/instance-lock.server.ts";
import { claimPeriodicRun } from "./lib/jobs.server.ts";
import { deleteOldRateLimitWindows } from "./lib/rate-limit.server.ts";
import { env as loadEnv, mapOrigins } from "./lib/env.server.ts";
import { allowMapOrigins } from "./lib/security-headers.server.ts";
import { logger, setLogLevel } from "./lib/logger.server.ts";
import { sweepUnreferencedFiles } from "./modules/files/files.service.server.ts";
import { type MailWorker, startMailWorker } from "./modules/mail/mail.service.server.ts";
import { alertsTick, pauseAlertsOnHardBounce } from "./modules/alerts/alerts-run.server.ts";
import { campaignTick } from "./modules/newsletter/campaign.service.server.ts";
import { suspendOnHardBounce } from "./modules/newsletter/newsletter.service.server.ts";
import { createMailTransport } from "./modules/mail/mail.transport.server.ts";
import { ensureAdmin } from "./modules/users/user.service.server.ts";
import { seedDemoIfEmpty } from "./seed/seed-if-empty.server.ts";

// Start-up sits above lib and the modules because it wires them together; the server reaches it
// through the server build's entry module (app/entry.server.tsx), the root middleware per request.

let app: Promise<App> | undefined;
let sweeper: ReturnType<typeof setInterval> | undefined;
let mailWorker: MailWorker | undefined;
let stopBounces: (() => void) | undefined;
let campaigns: ReturnType<typeof setInterval> | undefined;
let alerts: ReturnType<typeof setInterval> | undefined;
let cluster: ClusterLink | undefined;
let instanceLock: { release(): void } | undefined;

/**
 * Opens the database, runs migrations, creates the configured (or a demo) admin and seeds the demo
 * data into an empty database. Idempotent and memoised: the server awaits it before listening and
 * every request reuses it.
 */
export function getApp(): Promise<App> {
  app ??= boot().catch((e) => {
    app = undefined;
    throw e;
  });
  return app;
}

async function boot(): Promise<App> {
  const env = loadEnv();
  setLogLevel(env.LOG_LEVEL);
  allowMapOrigins(mapOrigins(env));
  // SQLite serves one instance: a second server on the same file is refused here, before it opens it.
  const sqliteFile = sqliteFileOf(env.DATABASE_URL);
  if (sqliteFile) instanceLock = lockSqliteInstance(sqliteFile);
  const database = createDb(env.DATABASE_URL);
  const db = database.db;
  logger.info("opening the database", { dialect: database.dialect });
  // Several instances may share a PostgreSQL database: a write on one empties the others' caches.
  if (database.dialect === "postgres") cluster = joinCluster(env.DATABASE_URL, db);
  const applied = await migrateToLatest(db);
  logger.info(applied.length ? "migrations applied" : "database schema up to date", {
    migrations: applied,
    dialect: database.dialect,
  });
  const admin = await ensureAdmin(db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    name: env.ADMIN_NAME,
  });
  if (admin?.generatedPassword) {
    // Printed once, on the first start of an empty site with no ADMIN_EMAIL configured.
    logger.warn("demo admin created; change this password", {
      email: admin.email,
      password: admin.generatedPassword,
    });
  } else if (admin) {
    logger.info("admin created", { email: admin.email });
  }
  // Files left by a write that a crash interrupted (no row refers to them): at start, then hourly.
  // In a bucket every instance shares, the hourly sweep runs once an hour (whichever instance claims
  // it); a local media folder is each instance's own (or a shared one the sweep treats with its
  // hour of grace), so there every instance sweeps its own.
  const sharedStore = env.MEDIA_STORE.kind === "s3";
  const sweep = async () => {
    try {
      if (sharedStore && !(await claimPeriodicRun(db, "file-sweep", 3_600_000))) return;
      await sweepUnreferencedFiles(db, env.DATA_DIR);
    } catch (error) {
      logger.warn("unreferenced file sweep failed", { error });
    }
  };
  // Database housekeeping that several instances share: each hour, whichever instance claims it.
  const housekeeping = async () => {
    try {
      if (await claimPeriodicRun(db, "rate-limit-windows", 3_600_000))
        logger.info("old rate-limit windows removed", { rows: await deleteOldRateLimitWindows(db) });
    } catch (error) {
      logger.warn("housekeeping failed", { error });
    }
  };
  // A local folder is swept before serving (quick, and crash residue is gone before the first
  // request); a bucket is swept while the instance serves (it may hold many objects, or not answer).
  if (sharedStore) void sweep();
  else await sweep();
  await housekeeping();
  sweeper = setInterval(() => {
    void sweep();
    void housekeeping();
  }, 3_600_000);
  sweeper.unref();
  if (env.SEED_DEMO) {
    const started = Date.now();
    const seeded = await seedDemoIfEmpty(db, env.DATA_DIR, { onProgress: seedProgressLog() });
    if (seeded) logger.info("demo data seeded", { ...seeded, ms: Date.now() - started });
  }
  // The outbox's sender (app/modules/mail): SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail/.
  if (env.MAIL_WORKER) {
    const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
    mailWorker = startMailWorker({
      db,
      transport,
      from: env.MAIL_FROM,
      retrySeconds: env.MAIL_RETRY_SECONDS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    });
    logger.info("mail worker started", { transport: transport.description });
    // A hard bounce suspends the address's newsletter subscription (issue 23).
    const stopNewsletter = suspendOnHardBounce(db);
    // …and pauses the address's alerts and favourites' news.
    const stopAlerts = pauseAlertsOnHardBounce(db);
    stopBounces = () => {
      stopNewsletter();
      stopAlerts();
    };
  }
  // Newsletter campaigns reach the outbox in batches (issue 23, ADR 0028).
  const periodMs = env.NEWSLETTER_BATCH_SECONDS * 1000;
  campaigns = setInterval(() => {
    campaignTick(db, { batchSize: env.NEWSLETTER_BATCH_SIZE, periodMs }).catch((error) =>
      logger.warn("newsletter campaign batch failed", { error }),
    );
  }, periodMs);
  campaigns.unref();
  // Saved searches' alerts and favourites' news (issue 23).
  const alertsMs = env.ALERTS_CHECK_SECONDS * 1000;
  alerts = setInterval(() => {
    alertsTick(db, alertsMs).catch((error) => logger.warn("alerts round failed", { error }));
  }, alertsMs);
  alerts.unref();
  return { env, db, database };
}

/**
 * Logs a seed's progress: each stage's start and end, and in between at most every two seconds, so
 * a first start says what it is doing ("drawing demo photos 40/106") without a line per photo.
 */
function seedProgressLog() {
  let last = 0;
  return (done: number, total: number, stage: string) => {
    const now = Date.now();
    if (done !== 0 && done !== total && now - last < 2_000) return;
    last = now;
    logger.info(done === 0 ? `seeding: ${stage}` : `seeding: ${stage} ${done}/${total}`, { done, total });
  };
}

export async function closeApp(): Promise<void> {
  if (!app) return;
  clearInterval(sweeper);
  clearInterval(campaigns);
  clearInterval(alerts);
  await mailWorker?.stop();
  mailWorker = undefined;
  stopBounces?.();
  stopBounces = undefined;
  await cluster?.stop();
  cluster = undefined;
  const current = await app.catch(() => undefined);
  app = undefined;
  await current?.database.close();
  // Given back once the database is closed, so a next server never overlaps this one.
  instanceLock?.release();
  instanceLock = undefined;
}
