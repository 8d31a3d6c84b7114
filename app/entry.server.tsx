import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
// Every page the server renders may be Arabic (/ar, issue 20): it holds the Arabic catalogue.
import "./lib/i18n/ar/server.ts";
import { deferHydrationBytes } from "./lib/deferred-hydration.server.ts";
import { ADMIN_PATH, renderedResponse } from "./lib/http-cache.server.ts";
import { contentSecurityPolicy, newNonce } from "./lib/security-headers.server.ts";

// The production server reaches start-up, shutdown, the logger and the error codes through the
// server build's entry module, so it shares this bundle's module instances (database handle,
// configuration, log level).
export { closeApp as shutdown, getApp as init } from "./boot.server.ts";
export { corsPolicy, mergeVary } from "./lib/cors.server.ts";
export { ConfigError, loadEnv } from "./lib/env.server.ts";
export { errorBody, errorForStatus } from "./lib/errors.ts";
export { acceptsEncoding } from "./lib/http-cache.server.ts";
export { BODY_LIMITS } from "./lib/limits.ts";
export { logger } from "./lib/logger.server.ts";
export { storeUploadsHandler } from "./modules/media/serve-uploads.server.ts";
export { baselineHeaders, FALLBACK_CSP, UPLOAD_CSP } from "./lib/security-headers.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A fresh nonce per response: React Router's inline scripts carry it, nothing else may run.
  const nonce = newNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const deferScripts = !routerContext.isSpaMode && !ADMIN_PATH.test(new URL(request.url).pathname);
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const settled = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (deferScripts) {
            // Public pages: the whole document, with its scripts loaded after `load`
            // (lib/deferred-hydration.server.ts). Every loader has run by now, so the rest of the
            // render follows at once; nothing is lost by not streaming it. The bytes are collected
            // as React writes them (a plain Writable: no readable side to pass them through).
            const chunks: Buffer[] = [];
            const page = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                settled();
                callback();
                try {
                  const html = deferHydrationBytes(Buffer.concat(chunks));
                  resolve(renderedResponse(html, { headers: responseHeaders, status: responseStatusCode }));
                } catch (error) {
                  reject(error);
                }
              },
            });
            page.on("error", reject);
            pipe(page);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              settled();
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
