import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_DATA_ROOT } from "../setup/paths.ts";

/** Every admin page of docs/product/specification.md §2 that a signed-in admin can open without an id. */
export const ADMIN_PAGES = [
  "/admin/home",
  "/admin/realEstate",
  "/admin/buyRealEstate",
  "/admin/rentRealEstate",
  "/admin/commercialRealEstate",
  "/admin/holidayRealEstate",
  "/admin/newProjects",
  "/admin/contact",
  "/admin/enquiry",
  "/admin/listProperty",
  "/admin/career",
  "/admin/newsletter",
  "/admin/mail",
  "/admin/users",
  "/admin/settings",
  "/admin/api-tokens",
  "/admin/account",
  "/addProperty",
] as const;

/**
 * The h1 of each admin page (settings and account are checked for having an h1 at all). Checked by
 * admin-layout.test.ts's 1440 px walk (with the title, axe and the console) and admin-pages.test.ts's tablet walk.
 */
export const ADMIN_HEADINGS: Record<string, string> = {
  "/admin/home": "Dashboard",
  "/admin/realEstate": "All Properties",
  "/admin/buyRealEstate": "Buy Properties",
  "/admin/rentRealEstate": "Rent Properties",
  "/admin/commercialRealEstate": "Commercial Properties",
  "/admin/holidayRealEstate": "Holiday Homes",
  "/admin/newProjects": "New Projects",
  "/admin/contact": "Contact",
  "/admin/enquiry": "Enquiries",
  "/admin/listProperty": "List Property requests",
  "/admin/career": "Careers",
  "/admin/newsletter": "Newsletter",
  "/admin/mail": "Emails",
  "/admin/users": "Team and agents",
  "/admin/api-tokens": "API tokens",
  "/addProperty": "Add property",
};

/** Signs in through the login page as a person would; resolves once the target page has loaded. */
export async function login(
  page: Page,
  baseUrl: string,
  target = "/admin/home",
  who: { email: string; password: string } = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/login?redirectTo=${encodeURIComponent(target)}`, {
    waitUntil: "networkidle",
  });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === target.split("?")[0], { timeout: 30_000 }),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  // The address changes as the navigation commits; wait for the admin frame itself to render.
  await page.locator("[data-admin-shell]").waitFor();
  await page.waitForLoadState("networkidle");
}

/** A toast with this text appears (the admin's one feedback channel). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page
    .locator("[data-toast]", { hasText: text })
    .first()
    .waitFor({ state: "visible", timeout: 20_000 });
}

/** Where the suites write screenshots for a person to look at. */
const SHOTS_DIR = path.join(TEST_DATA_ROOT, "admin-shots");
export function shotPath(name: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return path.join(SHOTS_DIR, `${name}.png`);
}

export function expectNoErrors(errors: string[]): void {
  expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
}
