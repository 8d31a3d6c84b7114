// The production HTTP server: built assets, uploaded media, baseline headers, request logs with
// ids, compression, the React Router handler, and a graceful shutdown. Configuration, database,
// start-up (migrations, admin bootstrap, demo seed), the logger and the error codes live in the app
// and are reached through the server build's entry module, so this file and the routes share one
// set of module instances.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { STATUS_CODES } from "node:http";
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

// The app's logger: start-up (entry.init) sets its level from the configuration.
const { logger } = entry;

/** Answers with the app's JSON error for `status` (its code; `message` or the code's wording). */
function sendError(res, status, message) {
  const error = entry.errorForStatus(status, message);
  res.status(error.status).json(entry.errorBody(error));
  return error;
}

const startedAt = Date.now();
try {
  await entry.init();
} catch (e) {
  // A refusal the operator must act on (another server holds the SQLite database): its message alone.
  if (!(e instanceof entry.ConfigError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy, trust exactly one hop: the client address is the one that proxy appended
// to X-Forwarded-For, not the left-most entry, which the client writes itself (with `true`, a client
// could pick a new address per request and slip past the per-address limits).
app.set("trust proxy", env.TRUST_PROXY ? 1 : false);
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
  // Documents bring their own CSP (with a nonce, app/entry.server.tsx), uploads theirs; anything
  // else (API JSON, errors, loader data, static files) gets the strict fallback as its head goes out.
  // Set late, not here: React Router appends its headers, and two CSPs would both apply.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    // A 304 carries no policy: the browser keeps the one stored with the cached body.
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status !== 304 && !res.hasHeader("Content-Security-Policy"))
      res.setHeader("Content-Security-Policy", entry.FALLBACK_CSP);
    return writeHead.apply(this, args);
  };
  if (shuttingDown) res.setHeader("Connection", "close");
  // A response sent before its request body was read (a 401, 404 or 415 for an upload) leaves the
  // rest of that body in the connection, half-taken by React Router's body stream, so Node does not
  // discard it: the next request on the keep-alive connection would wait behind it until a timeout.
  // Read and drop what is left.
  res.on("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
  res.on("close", () => {
    inFlight--;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    logger[res.statusCode >= 500 ? "error" : "info"]("request", {
      id,
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    });
  });
  next();
});

// No request body may exceed the largest one the app accepts (a property with all its images, from
// app/lib/limits.ts through the server build's entry); routes apply their own, smaller limits on
// top. A declared oversized body is refused before a byte of it is read, and the connection closed.
const MAX_BODY_BYTES = Math.max(...Object.values(entry.BODY_LIMITS));
app.use((req, res, next) => {
  const declared = req.get("content-length");
  if (declared !== undefined && (!/^\d{1,16}$/.test(declared) || Number(declared) > MAX_BODY_BYTES)) {
    const tooLarge = /^\d{1,16}$/.test(declared);
    res.setHeader("Connection", "close");
    sendError(res, tooLarge ? 413 : 400, tooLarge ? undefined : "Invalid Content-Length.");
    return;
  }
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

// Calls from the pages of other origins (CORS_ORIGINS; app/lib/cors.server.ts). Applied here, around
// the app and its page cache, so a stored answer serves every origin and gets the caller's headers.
const cors = entry.corsPolicy(env.CORS_ORIGINS, env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined);
if (cors.enabled) {
  app.use("/api", (req, res, next) => {
    const origin = req.get("origin");
    if (req.method === "OPTIONS" && origin && req.get("access-control-request-method")) {
      const decision = cors.forPreflight(
        origin,
        req.get("access-control-request-method"),
        req.get("access-control-request-headers"),
      );
      res.setHeader("Vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
      res.setHeader("Cache-Control", "no-store");
      if (decision.kind !== "allowed") {
        sendError(res, 403, "This origin may not call the API, or not with that method or those headers.");
        return;
      }
      for (const [k, v] of Object.entries(decision.headers)) res.setHeader(k, v);
      res.status(204).end();
      return;
    }
    const decision = cors.forRequest(origin);
    // Every API answer varies on Origin (a shared cache must not hand one origin's answer to another).
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      res.setHeader("Vary", entry.mergeVary(res.getHeader("Vary"), "Origin"));
      if (decision.kind === "allowed")
        for (const [k, v] of Object.entries(decision.headers)) res.setHeader(k, v);
      return writeHead.apply(this, args);
    };
    next();
  });
}

// Requests under /api that would never reach the API router get its JSON answers here: a method
// React Router does not route, and a path with control characters (React Router's `api/*` pattern
// does not match across a line break, so it would fall through to the HTML 404 page).
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
app.use("/api", (req, res, next) => {
  // Other methods (OPTIONS, PROPFIND, …) would get React Router's own 405 text, not the API's JSON.
  if (!API_METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE");
    res.setHeader("Cache-Control", "no-store");
    sendError(res, 405);
    return;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (!/[\u0000-\u001f\u007f]/.test(decoded)) return next();
  res.setHeader("Cache-Control", "no-store");
  sendError(res, 400, "Invalid characters in the URL.");
});

// Fingerprinted build assets: cache forever. Scripts and styles were compressed at build time
// (scripts/vite-precompress.ts): a browser that accepts brotli or gzip gets that file as it is.
const assetsDir = path.join(buildDir, "client/assets");
// A fingerprinted file never changes, so it needs no validators or ranges: fewer header bytes on
// each of the page's thirty-odd script requests.
const ASSET_FILE_OPTIONS = {
  immutable: true,
  maxAge: "1y",
  etag: false,
  lastModified: false,
  acceptRanges: false,
};
const precompressed = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
app.use("/assets", (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const name = req.path.slice(1);
  if (!/^[\w.-]+\.(js|mjs|css|svg)$/.test(name)) return next();
  // Brotli first, then gzip (the parser is the app's, shared with the page cache).
  const encoding = ["br", "gzip"].find((e) => entry.acceptsEncoding(req.get("accept-encoding"), e));
  const suffix = encoding === "br" ? ".br" : ".gz";
  if (!encoding || !precompressed.has(name + suffix)) return next();
  res.type(path.extname(name));
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.sendFile(path.join(assetsDir, name + suffix), { ...ASSET_FILE_OPTIONS, dotfiles: "deny" }, (err) => {
    // A visitor who leaves mid-download is not a server error.
    if (err && err.code !== "ECONNABORTED") next(err);
  });
});
app.use("/assets", express.static(assetsDir, { ...ASSET_FILE_OPTIONS, index: false }));

// Uploaded public media (content-hashed names): cache forever, never sniffed, never run, shown anywhere.
app.use("/api/uploads", (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.setHeader("Allow", "GET, HEAD");
  sendError(res, 405, "Use GET, HEAD for this route.");
});
const setUploadHeaders = (res) => {
  res.setHeader("Content-Security-Policy", entry.UPLOAD_CSP);
  // Listing photos are public: any site or app may show them (<img> without CORS, fetch with it).
  // Private files (CVs) are never here; they are served by the API to staff only.
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
};
// MEDIA_STORE=s3://…: streamed from the bucket with the same headers (app/modules/media); otherwise
// the files of DATA_DIR, as they always were.
app.use(
  "/api/uploads",
  entry.storeUploadsHandler(env.DATA_DIR, setUploadHeaders) ??
    express.static(path.join(env.DATA_DIR, "media/uploads"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      setHeaders: setUploadHeaders,
    }),
);

// Other public files (favicon, videos, fonts folder): an hour.
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));

app.all("/{*splat}", createRequestHandler({ build }));

// Client errors raised by middleware (a missing or forbidden static file, a bad method) keep their
// status; anything else is a 500 without details (the app's error table, lib/errors.ts). Never a
// stack trace in a response.
app.use((err, req, res, _next) => {
  const error = entry.errorForStatus(Number(err?.status ?? err?.statusCode));
  if (error.code === "internal")
    logger.error("unhandled error", { path: req.originalUrl, error: String(err?.stack ?? err) });
  if (res.headersSent) return res.end();
  res.setHeader("Cache-Control", "no-store");
  res.status(error.status).json(entry.errorBody(error));
});

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info("server listening", { port, host: env.HOST, startupMs: Date.now() - startedAt });
  // The last start-up line: where to open the site and how to sign in to the admin.
  const host = ["0.0.0.0", "::", ""].includes(env.HOST) ? "localhost" : env.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/`;
  logger.info(`ready: open ${url}`, {
    url,
    admin: `${url}admin/login`,
    login: env.ADMIN_EMAIL
      ? `sign in as ${env.ADMIN_EMAIL} (ADMIN_EMAIL / ADMIN_PASSWORD)`
      : 'the demo admin\'s e-mail and password are printed once, at the first start ("demo admin created"); npm run admin:create makes another',
  });
});
// Requests Node cannot parse (an unknown method, a malformed head, oversized headers) never reach
// the app: answer them here like any other error (JSON, baseline headers), then close.
server.on("clientError", (err, socket) => {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const error =
    err.code === "HPE_HEADER_OVERFLOW"
      ? entry.errorForStatus(431)
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? entry.errorForStatus(408)
        : entry.errorForStatus(400, "The request could not be read.");
  const body = JSON.stringify(entry.errorBody(error));
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    ...Object.entries(baseline).map(([k, v]) => `${k}: ${v}`),
    `Content-Security-Policy: ${entry.FALLBACK_CSP}`,
    "Content-Type: application/json; charset=utf-8",
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info("shutting down", { signal, inFlight });
  const force = setTimeout(() => {
    logger.error("shutdown timed out; exiting");
    process.exit(1);
  }, 9_000);
  force.unref();
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  // Keep-alive sockets become idle as their last response ends; close them as they do.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise((resolve) => server.close(resolve));
  clearInterval(sweep);
  await entry.shutdown();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
