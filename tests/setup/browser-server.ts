import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/lib/chromium.ts";
import { CHROMIUM, requireBrowser } from "./paths.ts";
import { existsSync } from "node:fs";

/**
 * Once per browser-suite run: one Chromium that every test file connects to (`launchBrowser`),
 * instead of each file starting and stopping its own. Each file still works in its own contexts.
 */
export default async function setup({ provide }: { provide: (k: string, v: unknown) => void }) {
  if (!existsSync(CHROMIUM)) {
    if (requireBrowser) throw new Error(`REQUIRE_BROWSER=1 but ${CHROMIUM} is missing`);
    return;
  }
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  provide("browserWsEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by this set-up for the browser suite; absent elsewhere. */
    browserWsEndpoint?: string;
  }
}
