import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { TestServer } from "../setup/server.ts";

/** Fills a form's fields by name (`<prefix>-<name>` ids); selects are chosen, the rest typed. */
export async function fillForm(page: Page, prefix: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const el = page.locator(`#${prefix}-${name}`);
    const tag = await el.evaluate((e) => e.tagName.toLowerCase());
    if (tag === "select") await el.selectOption(value);
    else await el.fill(value);
  }
}

/** Waits until a JavaScript-enhanced form is hydrated (before that, a submit is a plain post). */
export async function waitForHydration(page: Page, prefix: string): Promise<void> {
  await page.waitForSelector(`[data-lead-form="${prefix}"][data-hydrated]`);
}

/**
 * Submits and waits for the outcome: with JavaScript, the confirmation, a field message or a
 * failure message appears in place; without it, the post's answer page has loaded.
 */
export async function submit(page: Page, js: boolean): Promise<void> {
  const button = page.locator("form[data-lead-form] button[type=submit]");
  if (js) {
    const before = Number(await page.locator("form[data-lead-form]").getAttribute("data-submits"));
    await button.click();
    // The next outcome: the confirmation replaces the form, or the form reports one more submission.
    await page.waitForFunction((n) => {
      if (document.querySelector("[data-form-success]")) return true;
      const form = document.querySelector("form[data-lead-form]");
      return !!form && Number(form.getAttribute("data-submits")) > n;
    }, before);
    // Let the effects of that render (focus on the first problem) run.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    return;
  }
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await button.click();
  await posted;
  await page.waitForLoadState("load");
}

/** The field messages shown, by field name. */
export async function fieldErrors(page: Page, prefix: string): Promise<Record<string, string>> {
  return page.evaluate((p) => {
    const out: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLElement>(`[id^="${p}-"][id$="-error"]`)) {
      out[el.id.slice(p.length + 1, -"-error".length)] = el.textContent ?? "";
    }
    return out;
  }, prefix);
}

/** Each field with a message is marked invalid and described by that message. */
export async function expectAccessibleErrors(page: Page, prefix: string, names: string[]): Promise<void> {
  for (const name of names) {
    const field = page.locator(`#${prefix}-${name}`);
    expect(await field.getAttribute("aria-invalid"), name).toBe("true");
    expect(await field.getAttribute("aria-describedby"), name).toContain(`${prefix}-${name}-error`);
  }
}

/**
 * The name of the focused field. Read it with `expect.poll`: without scripts the field a page marks
 * `autofocus` takes focus at the browser's next rendering step, not when the load ends.
 */
export async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);
}

/** Admin API GET with the session cookie; JSON body. */
export async function adminGet<T = unknown>(server: TestServer, cookie: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, { headers: { Cookie: cookie } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
