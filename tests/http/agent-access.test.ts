import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../app/lib/i18n/index.ts";
import "../../app/lib/i18n/admin.ts";
import routes from "../../app/routes.ts";
import { apiRoutes } from "../../app/routes/api/routes.server.ts";
import type { ApiRoute } from "../../app/routes/api/router.server.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { queryDb } from "./api-support.ts";

// Issue 18, item 1: an agent signed in sees and edits only their own leads and listings, and
// nothing else. This walks the whole inventory, every API call of the route table
// (app/routes/api/routes.server.ts) and every page below the admin layout (app/routes.ts), as a
// real agent session on a real server, and checks each answer: a call or page that is added later
// is walked too, and one this test does not know fails it until someone decides what agents get.

/** The records behind each API resource, and which column names their owner. */
const RESOURCES: Record<string, { table: string; owner: "assignee_id" | "agent_id" | null }> = {
  contact: { table: "contact_messages", owner: "assignee_id" },
  enquiry: { table: "enquiries", owner: "assignee_id" },
  listProperty: { table: "list_property_requests", owner: "assignee_id" },
  // The earlier frontend's name for the same requests (a deprecated alias).
  listAProperty: { table: "list_property_requests", owner: "assignee_id" },
  career: { table: "career_applications", owner: "assignee_id" },
  realEstate: { table: "properties", owner: "agent_id" },
  subscribe: { table: "newsletter_subscribers", owner: null },
};

/** What an agent gets on each admin page module (by file); a page missing here fails the test. */
const PAGES: Record<string, "theirs" | "admins only" | "own id" | "redirect" | "not found"> = {
  "routes/admin/index.ts": "redirect",
  "routes/admin/dashboard.tsx": "theirs",
  "routes/admin/careers.tsx": "theirs",
  "routes/admin/leads.tsx": "theirs",
  "routes/admin/properties.tsx": "theirs",
  "routes/admin/newsletter.tsx": "admins only",
  "routes/admin/newsletter-csv.ts": "admins only",
  "routes/admin/campaigns.tsx": "admins only",
  "routes/admin/campaign.tsx": "admins only",
  "routes/admin/mail.tsx": "admins only",
  "routes/admin/users.tsx": "admins only",
  "routes/admin/settings.tsx": "admins only",
  "routes/admin/api-tokens.tsx": "admins only",
  "routes/admin/portals.tsx": "admins only",
  "routes/admin/properties-csv.ts": "theirs",
  "routes/admin/import.tsx": "admins only",
  "routes/admin/import-report.ts": "admins only",
  "routes/admin/property-new.tsx": "admins only",
  "routes/admin/property-edit.tsx": "own id",
  "routes/admin/lead.tsx": "own id",
  "routes/admin/leads-csv.ts": "theirs",
  "routes/admin/account.tsx": "theirs",
  "routes/admin/not-found.tsx": "not found",
};

/** The pages below the admin layout: [path, file], with prefixes applied. */
function adminPages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (entries: RouteConfigEntry[], inside: boolean) => {
    for (const e of entries) {
      const guarded = inside || e.file === "routes/admin/layout.tsx";
      if (guarded && e.file !== "routes/admin/layout.tsx") out.push([e.path ?? "", e.file]);
      if (e.children) walk(e.children, guarded);
    }
  };
  walk(routes, false);
  return out;
}

const resourceOf = (r: Pick<ApiRoute, "path">) => r.path.split("/").filter(Boolean)[0] ?? "";

describe.each(DIALECTS)("an agent's access, route by route [%s]", (dialect) => {
  let server: TestServer;
  let admin: string;
  let agent: string;
  let agentId: string;
  /** Per resource: an id of the agent's own and one of someone else's (not visible to the public). */
  const ids: Record<string, { own?: string; other?: string }> = {};

  const call = (method: string, path: string, cookie: string, body?: Record<string, unknown>) =>
    fetch(`${server.url}${path}`, {
      method,
      redirect: "manual",
      headers: {
        cookie,
        origin: server.url,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const post = (path: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });

  beforeAll(async () => {
    server = await startServer({ dialect });
    admin = await adminCookie(server);
    // The seeded agent with the most leads signs in with a temporary password an admin makes for
    // them on the team page (the same action as its New password button).
    const [row] = await queryDb<{ id: string; email: string }>(
      server,
      `select u.id, u.email from users u join enquiries e on e.assignee_id = u.id
       where u.role = 'agent' group by u.id, u.email order by count(*) desc, u.email limit 1`,
    );
    agentId = row.id;
    const reset = await post("/admin/users.data", admin, { intent: "resetPassword", id: agentId });
    expect(reset.status).toBe(200);
    const password = /"temporaryPassword","([A-Za-z0-9_-]{16})"/.exec(await reset.text())?.[1];
    expect(password, "the reset answers with the temporary password").toBeTruthy();
    const login = await call("POST", "/api/auth/login", "", { email: row.email, password });
    expect(login.status).toBe(200);
    agent = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // The demo's job applications all wait with the admins: an admin hands one (with a CV) to the agent.
    const [application] = await queryDb<{ id: string }>(
      server,
      "select id from career_applications where cv_key is not null order by id limit 1",
    );
    expect((await call("PUT", `/api/career/${application.id}`, admin, { assigneeId: agentId })).status).toBe(
      200,
    );

    for (const [name, { table, owner }] of Object.entries(RESOURCES)) {
      const first = async (where: string, params: unknown[]) =>
        (
          await queryDb<{ id: string }>(
            server,
            `select id from ${table} where ${where} order by id limit 1`,
            params,
          )
        )[0]?.id;
      ids[name] = owner
        ? {
            own: await first(`${owner} = $1${name === "career" ? " and cv_key is not null" : ""}`, [agentId]),
            other: await first(
              `(${owner} <> $1 or ${owner} is null)${name === "realEstate" ? " and status <> 'approved'" : ""}`,
              [agentId],
            ),
          }
        : { other: await first("1 = 1", []) };
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("every API call: admins-only ones 403, lists hold only theirs, anyone else's id 404, their own answer", async () => {
    const checked: string[] = [];
    const staffRoutes = apiRoutes.filter((r) => r.audience !== "public" && r.path !== "/auth/logout");
    for (const r of staffRoutes) {
      const resource = resourceOf(r);
      const label = `${r.method} ${r.path}`;
      if (resource === "auth") {
        const me = await call(r.method, `/api${r.path}`, agent);
        expect(me.status, label).toBe(200);
        expect(((await me.json()) as { user: { role: string } }).user.role).toBe("agent");
        checked.push(label);
        continue;
      }
      const known = RESOURCES[resource];
      expect(known, `${label}: add its resource to RESOURCES`).toBeDefined();
      const body = r.method === "PUT" || r.method === "POST" ? {} : undefined;
      const hasId = r.path.includes(":id");
      const at = (id: string | undefined) => {
        expect(id, `${label}: the seed has no record to try`).toBeTruthy();
        return `/api${r.path.replace(":id", id ?? "")}`;
      };
      if (r.agents === undefined) {
        // Admins only: refused, whoever's record it is; nothing changes.
        for (const id of hasId
          ? [ids[resource].own ?? ids[resource].other, ids[resource].other]
          : [undefined]) {
          const res = await call(r.method, hasId ? at(id) : `/api${r.path}`, agent, body);
          expect(res.status, `${label} ${id ?? ""}`).toBe(403);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
        }
      } else if (!hasId) {
        const res = await call("GET", `/api${r.path}?pageSize=500`, agent);
        expect(res.status, label).toBe(200);
        const items = (await res.json()) as { assigneeId?: string | null; agentId?: string | null }[];
        expect(items.length, `${label}: the agent has some`).toBeGreaterThan(0);
        const owners = new Set(items.map((i) => (known.owner === "agent_id" ? i.agentId : i.assigneeId)));
        expect([...owners], label).toEqual([agentId]);
      } else {
        const other = await call(r.method, at(ids[resource].other), agent, body);
        expect(other.status, `${label} someone else's`).toBe(404);
        const own = await call(r.method, at(ids[resource].own), agent, body);
        expect(own.status, `${label} their own`).toBe(200);
      }
      checked.push(label);
    }
    expect(checked.length).toBe(staffRoutes.length);
    // The refused writes changed nothing: every record is still there.
    for (const [name, { table }] of Object.entries(RESOURCES)) {
      const other = ids[name].other;
      if (!other) continue;
      const rows = await queryDb(server, `select id from ${table} where id = $1`, [other]);
      expect(rows.length, `${name} ${other}`).toBe(1);
    }
  });

  it("every admin page: theirs 200, the admins' 403, another agent's listing 404", async () => {
    const forbidden = translate("en", "admin.error.forbiddenTitle");
    const pages = adminPages();
    expect(pages.length).toBeGreaterThan(10);
    for (const [routePath, file] of pages) {
      const rule = PAGES[file];
      expect(rule, `${file}: say in PAGES what an agent gets`).toBeDefined();
      // An id page's records: a listing's (/editProperty/:id) or a lead's (/admin/{kind}/:id).
      const resource = routePath.startsWith("editProperty")
        ? "realEstate"
        : (routePath.split("/").at(-2) ?? "");
      const idOf = (which: "own" | "other") => ids[resource]?.[which] ?? "";
      // An id of a record kind an agent never owns (an import) is made up: the role decides first.
      const url = `/${routePath.replace("*", "no-such-page").replace(":id", idOf("own") || "no-such-id")}`;
      const res = await call("GET", url, agent);
      const html = await res.text();
      if (rule === "redirect") expect([301, 302], url).toContain(res.status);
      else if (rule === "theirs" || rule === "own id") expect(res.status, url).toBe(200);
      else if (rule === "not found") expect(res.status, url).toBe(404);
      else {
        expect(res.status, url).toBe(403);
        if (res.headers.get("content-type")?.includes("html")) expect(html, url).toContain(forbidden);
        // Their actions too (a page without one answers 405).
        const act = await post(url, agent, { intent: "create", id: ids.subscribe.other ?? "" });
        expect([403, 405], `POST ${url}`).toContain(act.status);
      }
      if (rule === "own id") {
        const other = await call("GET", `/${routePath.replace(":id", idOf("other"))}`, agent);
        expect(other.status, `${url} someone else's`).toBe(404);
      }
    }
  });

  it("page actions: opening another's lead is a 404; deleting, even their own, is refused", async () => {
    for (const kind of ["contact", "enquiry", "listProperty", "career"] as const) {
      // A note on someone else's lead is refused like a missing lead; on their own it is kept.
      const foreign = await post(`/admin/${kind}/${ids[kind].other}.data`, agent, {
        intent: "note",
        text: "Mine now",
      });
      expect(foreign.status, kind).toBe(404);
      const mine = await post(`/admin/${kind}/${ids[kind].own}.data`, agent, {
        intent: "note",
        text: "Called back",
      });
      expect(mine.status, kind).toBe(200);
      const opened = await post(`/admin/${kind}.data`, agent, { intent: "open", id: ids[kind].other ?? "" });
      expect(opened.status, kind).toBe(404);
      const deleted = await post(`/admin/${kind}.data`, agent, { intent: "delete", id: ids[kind].own ?? "" });
      expect(deleted.status, kind).toBe(403);
    }
    const [lead] = await queryDb<{ read_at: string | null }>(
      server,
      "select read_at from enquiries where id = $1",
      [ids.enquiry.other],
    );
    expect(lead, "another's enquiry is still there").toBeTruthy();
  });

  it("the sidebar shows an agent's sections only; signing out ends the session", async () => {
    const html = await (await call("GET", "/admin/home", agent)).text();
    expect(html).toContain('href="/admin/enquiry"');
    for (const hidden of ["/admin/users", "/admin/mail", "/admin/newsletter", "/addProperty"])
      expect(html, hidden).not.toContain(`href="${hidden}"`);
    expect((await call("POST", "/api/auth/logout", agent)).status).toBe(204);
    expect((await call("GET", "/api/auth/me", agent)).status).toBe(401);
  });
});
