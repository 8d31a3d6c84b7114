import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../setup/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../setup/paths.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { ADMIN_PAGES, expectNoErrors, login } from "./admin-helpers.ts";

/** A request with no cookie (never follows redirects, so the answer itself is checked). */
async function raw(server: TestServer, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, { redirect: "manual", ...init });
}

describe("admin login, logout and the guard", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sends every admin page to the login page when logged out, keeping where it was going", async () => {
    for (const path of [
      ...ADMIN_PAGES,
      "/admin",
      "/admin/anything/else",
      "/editProperty/6ae6c3181248bca8b358656f",
      "/admin/newsletter.csv",
    ]) {
      const res = await raw(server, `${path}?x=1`);
      expect(res.status, path).toBe(302);
      const location = new URL(res.headers.get("location") ?? "", server.url);
      expect(location.pathname, path).toBe("/admin/login");
      expect(location.searchParams.get("redirectTo"), path).toBe(`${path}?x=1`);
    }
  });

  it("refuses admin data without a session: page data, actions and the API", async () => {
    const data = await raw(server, "/admin/home.data");
    // React Router answers a data request with an encoded redirect to the login page.
    expect(data.status).toBe(202);
    const body = await data.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain("/admin/login?redirectTo=%2Fadmin%2Fhome");
    expect(body).not.toMatch(/badges|Administrator/);

    const post = await raw(server, "/admin/newsletter", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: "6ae6c3181248bca8b358656f" }),
    });
    expect(post.status).toBe(302);
    for (const api of [
      "/api/contact",
      "/api/enquiry",
      "/api/listProperty",
      "/api/career",
      "/api/subscribe",
      "/api/auth/me",
    ]) {
      expect((await raw(server, api)).status, api).toBe(401);
    }
  });

  it("shows a clear error for a wrong password and returns to the requested page after login", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/admin/career?email=example`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.locator("[data-login-error]");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Email or password is incorrect");
    expect(await page.getByLabel("Email").inputValue()).toBe(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await Promise.all([
      page.waitForURL(/\/admin\/career\?email=example$/),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await page.getByRole("heading", { name: "Careers", level: 1 }).waitFor();
    expect(await page.getByLabel("Search By Email").inputValue()).toBe("example");
    // Signed in, the login page forwards to the dashboard.
    await page.goto(`${server.url}/admin/login`);
    expect(new URL(page.url()).pathname).toBe("/admin/home");
    expectNoErrors(errors.filter((e) => !e.includes("401")));
    await close();
  });

  it("signs in without JavaScript (a plain form post)", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/newsletter`);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await Promise.all([
      page.waitForURL(/\/admin\/newsletter$/),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await page.getByRole("heading", { name: "Newsletter", level: 1 }).waitFor();
    await close();
  });

  it("logs out: the session ends on the server, the old cookie opens nothing, the guard is back", async () => {
    const { page, context, errors, close } = await openPage(browser);
    await login(page, server.url, "/admin/home");
    const cookie = (await context.cookies()).find((c) => c.name === "sid");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const header = `sid=${cookie?.value}`;
    expect((await raw(server, "/api/auth/me", { headers: { cookie: header } })).status).toBe(200);
    expect(await page.locator("[data-admin-name]").textContent()).toBeTruthy();

    await Promise.all([
      page.waitForURL(/\/admin\/login/),
      page.getByRole("button", { name: "Log out" }).click(),
    ]);
    await page.getByText("You have signed out.").waitFor();
    expect((await context.cookies()).find((c) => c.name === "sid")).toBeUndefined();
    // The token the browser held is dead on the server too.
    expect((await raw(server, "/api/auth/me", { headers: { cookie: header } })).status).toBe(401);
    expect((await raw(server, "/admin/home", { headers: { cookie: header } })).status).toBe(302);
    await page.goto(`${server.url}/admin/contact`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expectNoErrors(errors);
    await close();
  });

  it("refuses a cross-site post even with a session", async () => {
    const { page, context, close } = await openPage(browser);
    await login(page, server.url, "/admin/home");
    const cookie = (await context.cookies()).find((c) => c.name === "sid");
    const res = await raw(server, "/admin/newsletter", {
      method: "POST",
      headers: {
        cookie: `sid=${cookie?.value}`,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=delete&id=6ae6c3181248bca8b358656f",
    });
    // Refused before the action runs (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(res.status);
    await close();
  });
});

describe("admin login throttling", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ data: "empty", env: { RATE_LIMIT_LOGIN_FAILURES: "3" } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("after repeated failures says how long to wait", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/admin/login`);
    let message = "";
    const attempt = async (password: string) => {
      await page.getByLabel("Email").fill(ADMIN_EMAIL);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/login")),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      await page.waitForFunction(() => document.querySelector("form")?.getAttribute("aria-busy") !== "true");
      await page.locator("[data-login-error]").waitFor();
      return (await page.locator("[data-login-error]").textContent()) ?? "";
    };
    for (let i = 0; i < 5; i++) {
      message = await attempt(`wrong-${i}`);
      if (/Too many failed attempts/.test(message)) break;
      expect(message).toContain("Email or password is incorrect");
    }
    expect(message).toMatch(/Too many failed attempts\. Try again in \d+ minutes?\./);
    // Even the right password waits until the lock ends.
    expect(await attempt(ADMIN_PASSWORD)).toMatch(/Too many failed attempts/);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await close();
  });
});
