import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import { matchesIfNoneMatch } from "../../lib/http-cache.server.ts";
import { ID_SOURCE } from "../../lib/ids.ts";
import { logger } from "../../lib/logger.server.ts";
import { LocalStore, mediaStore, type ObjectInfo } from "./store.server.ts";

/** `/<image id>/<file>` under `/api/uploads`: nothing else is ever looked up. */
const UPLOAD_PATH = new RegExp(`^/(${ID_SOURCE})/([\\w-][\\w.-]{0,200})$`);

type Next = (error?: unknown) => void;

function notFound(next: Next): void {
  next(Object.assign(new Error("Not Found"), { status: 404 }));
}

/** Whether the client's copy is current (RFC 9110 §13.1.2 and §13.1.3, as Express's `fresh`). */
function fresh(req: IncomingMessage, info: ObjectInfo): boolean {
  const match = req.headers["if-none-match"];
  if (match) return matchesIfNoneMatch(String(match), info.etag);
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
  return !Number.isNaN(since) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * `/api/uploads/...` from an object store: the same answer Express's static handler gives for a
 * local file (a year's immutable caching, ETag and Last-Modified, 304 to a conditional request),
 * streamed from the bucket (which stays private). No byte ranges: photos are small.
 *
 * Null for the local store, whose files the server keeps serving with `express.static` (sendfile,
 * ranges), exactly as before.
 */
export function storeUploadsHandler(
  dataDir: string,
  setHeaders: (res: ServerResponse) => void,
): ((req: IncomingMessage, res: ServerResponse, next: Next) => void) | null {
  const store = mediaStore(dataDir);
  if (store instanceof LocalStore) return null;
  const headers = (res: ServerResponse, info: ObjectInfo) => {
    setHeaders(res);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (info.etag) res.setHeader("ETag", info.etag);
    res.setHeader("Last-Modified", info.modifiedAt.toUTCString());
  };
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
    } catch {
      return notFound(next);
    }
    const m = UPLOAD_PATH.exec(pathname);
    if (!m || m[2]?.includes("..")) return notFound(next);
    const key = `media/uploads/${m[1]}/${m[2]}`;
    const conditional = req.headers["if-none-match"] || req.headers["if-modified-since"];
    void (async () => {
      if (req.method === "HEAD" || conditional) {
        const info = await store.head(key);
        if (!info) return notFound(next);
        headers(res, info);
        if (conditional && fresh(req, info)) {
          res.statusCode = 304;
          res.end();
          return;
        }
        if (req.method === "HEAD") {
          res.setHeader("Content-Type", info.contentType);
          res.setHeader("Content-Length", info.size);
          res.end();
          return;
        }
      }
      const object = await store.get(key);
      if (!object) return notFound(next);
      headers(res, object);
      res.setHeader("Content-Type", object.contentType);
      res.setHeader("Content-Length", object.size);
      pipeline(object.body, res, (error) => {
        // A visitor who leaves mid-download is not a server error.
        if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
          logger.warn("upload stream failed", { key, error: String(error) });
      });
    })().catch(next);
  };
}
