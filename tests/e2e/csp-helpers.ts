import type { Page } from "playwright-core";

// Issue 9, item 1: no page breaks its own Content-Security-Policy in a real browser. Used by
// csp.test.ts and by public-a11y.test.ts (which loads most public pages anyway, so they are watched
// there instead of being loaded twice). Violations are caught both as `securitypolicyviolation`
// events (recorded by a script injected through the DevTools protocol, which the page's CSP cannot
// block) and as the browser's console reports of any level ("Refused to …"), including header
// problems the browser reports.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|frame|connect|create)|Permissions[- ]Policy|Unrecognized feature/i;

export interface PolicyWatch {
  /** The browser's console reports of a policy problem (any level), over every document so far. */
  messages: string[];
  /** The `securitypolicyviolation` events of the current document so far. */
  violations(): Promise<string[]>;
}

/** Starts watching a page (before its first `goto`) for policy violations. */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const messages: string[] = [];
  page.on("console", (msg) => {
    if (POLICY_MESSAGE.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber} ${e.sample ?? ""}`,
      );
    });
  });
  return { messages, violations: () => page.evaluate(() => window.__cspViolations ?? []) };
}

/** Lets a loaded page settle (hydration, lazy images, deferred chunks) and scrolls through it. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
}
