/**
 * An inline script that runs before any module of the page: zod (the forms validate in the
 * browser with the server's schemas) then never probes `new Function` to decide whether it may
 * compile fast parsers. The page CSP forbids eval; the probe's error is caught, but the browser
 * still reports a CSP violation on every page. The CSP allows this exact script by its hash
 * (app/lib/security-headers.server.ts), so it needs no nonce.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";
