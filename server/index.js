// The production HTTP server: built assets, uploaded media, baseline headers, request logs with
// ids, compression, the React Router handler, and a graceful shutdown. Configuration, database and
// start-up (migrations, admin bootstrap, demo seed) live in the app and are reached through the
// server build's entry module, so this file and the routes share one set of module instances.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const entry = build.entry.module;

let env;
try {
  env = entry.loadEnv();
} catch (e) {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const threshold = levels[env.LOG_LEVEL] ?? 20;
function log(level, msg, fields = {}) {
  if (levels[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

const startedAt = Date.now();
await entry.init();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.set("etag", false);
const https = (env.PUBLIC_URL ?? "").startsWith("https://");
const baseline = entry.baselineHeaders(https);

let inFlight = 0;
let shuttingDown = false;

app.use((req, res, next) => {
  const id = (req.get("x-request-id") ?? "").slice(0, 100) || randomUUID();
  const start = process.hrtime.bigint();
  inFlight++;
  res.setHeader("X-Request-Id", id);
  // The app keys rate limits on this; whatever a client sent under that name is replaced.
  req.headers["x-client-address"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  for (const [k, v] of Object.entries(baseline)) res.setHeader(k, v);
  if (shuttingDown) res.setHeader("Connection", "close");
  res.on("close", () => {
    inFlight--;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    log(res.statusCode >= 500 ? "error" : "info", "request", {
      id,
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    });
  });
  next();
});

app.use(
  compression({
    // Images, video and fonts are already compressed.
    filter: (req, res) =>
      !/^(image|video|font)\//.test(String(res.getHeader("Content-Type") ?? "")) &&
      compression.filter(req, res),
  }),
);

// Fingerprinted build assets: cache forever.
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
);

// Uploaded public media (content-hashed names): cache forever, never sniffed, never run.
app.use(
  "/api/uploads",
  express.static(path.join(env.DATA_DIR, "media/uploads"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "deny",
    fallthrough: false,
    setHeaders: (res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    },
  }),
);

// Other public files (favicon, videos, fonts folder): an hour.
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));

app.all("/{*splat}", createRequestHandler({ build }));

app.use((err, req, res, _next) => {
  log("error", "unhandled error", { path: req.originalUrl, error: String(err?.stack ?? err) });
  if (res.headersSent) return res.end();
  const status = err?.status === 404 ? 404 : 500;
  res
    .status(status)
    .json({
      error: {
        code: status === 404 ? "not_found" : "internal",
        message: status === 404 ? "Not found." : "Something went wrong on our side.",
      },
    });
});

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  log("info", "server listening", {
    port: typeof address === "object" && address ? address.port : env.PORT,
    host: env.HOST,
    startupMs: Date.now() - startedAt,
  });
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "shutting down", { signal, inFlight });
  const force = setTimeout(() => {
    log("error", "shutdown timed out; exiting");
    process.exit(1);
  }, 9_000);
  force.unref();
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  // Keep-alive sockets become idle as their last response ends; close them as they do.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise((resolve) => server.close(resolve));
  clearInterval(sweep);
  await entry.shutdown();
  log("info", "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
