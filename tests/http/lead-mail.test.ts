import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/index.server.ts";
import { startServer, type TestServer } from "../setup/server.ts";
import { startSmtp, type TestSmtp } from "../setup/smtp.ts";
import { insertListing } from "./leads-helpers.ts";

// A lead reaches the people who handle it by email, through the outbox (app/modules/mail): a real
// server sending to a real SMTP server in this process. The lead is stored whatever the mail
// server does; its emails arrive once, also across a kill -9.

const FORM = { name: "Omar Farouk", phone: "+971 50 765 4321", message: "Please call me about it." };
const MAIL_ENV = { MAIL_RETRY_SECONDS: "0.2", MAIL_LEASE_SECONDS: "2" };

async function dbOf(server: TestServer) {
  return createDb(server.databaseUrl || `file:${path.join(server.dataDir, "site.db")}`);
}

async function postContact(server: TestServer, email: string): Promise<Response> {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...FORM, email }),
  });
}

describe("lead emails over SMTP", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Agency <leads@agency.example>", ...MAIL_ENV },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("an enquiry sent from a listing's page reaches the admin's inbox and the visitor's, within seconds", async () => {
    const listing = await insertListing(server, { name: "Palm Jumeirah Garden Villa" });
    const sentAt = Date.now();
    const body = new URLSearchParams({ ...FORM, email: "omar@visitor.example", propertyId: listing.id });
    const res = await fetch(`${server.url}/enquiry?property=${listing.id}`, {
      method: "POST",
      body,
      redirect: "manual",
    });
    expect(res.status).toBeLessThan(400);
    const got = await smtp.waitFor(2, 60_000);
    // The listing names no agent: round robin gives it to one of the demo agents who take enquiries.
    const db = await dbOf(server);
    const assignee = await db.db
      .selectFrom("enquiries")
      .innerJoin("users", "users.id", "enquiries.assignee_id")
      .select(["users.email", "users.role", "enquiries.id"])
      .where("enquiries.email", "=", "omar@visitor.example")
      .executeTakeFirstOrThrow()
      .finally(() => db.close());
    expect(assignee.role).toBe("agent");
    const staff = got.find((m) => m.to.includes(assignee.email));
    const ack = got.find((m) => m.to.includes("omar@visitor.example"));
    expect(staff?.parsed.subject).toBe("New enquiry from Omar Farouk about Palm Jumeirah Garden Villa");
    expect(staff?.parsed.text).toContain(`${server.url}/property/${listing.id}`);
    expect(staff?.parsed.text).toContain(`${server.url}/admin/enquiry/${assignee.id}`);
    expect(staff?.parsed.html).toContain("Palm Jumeirah Garden Villa");
    expect(staff?.parsed.html).toContain("AED 2,100,000");
    expect(staff?.parsed.replyTo?.text).toBe("omar@visitor.example");
    expect(staff?.from).toBe("leads@agency.example");
    expect(ack?.parsed.subject).toMatch(/^We received your enquiry/);
    expect(ack?.parsed.text).toContain("Palm Jumeirah Garden Villa");
    // Both parts, rendered from the same facts.
    for (const m of [staff, ack]) {
      expect(m?.parsed.text?.length).toBeGreaterThan(50);
      expect(m?.parsed.html).toMatch(/^<!doctype html>/i);
    }
    expect(Math.max(...got.map((m) => m.at)) - sentAt).toBeLessThan(60_000);
  });
});

describe("a mail server that is down", () => {
  let smtp: TestSmtp;
  let server: TestServer | undefined;
  let restarted: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await restarted?.stop();
    await server?.kill("SIGKILL");
    await smtp?.close();
  });

  it("never costs a lead; after a kill -9 and a restart every stored lead's emails arrive exactly once", async () => {
    // Phase 1: SMTP is unreachable (a closed port), the visitor still sees success, and the
    // server is killed while leads are being posted.
    server = await startServer({ env: { SMTP_URL: "smtp://127.0.0.1:9", ...MAIL_ENV } });
    const acked = new Set<string>();
    // Four are acknowledged before the kill for certain; eight more are in flight when it lands.
    for (let i = 0; i < 4; i++) {
      const r = await postContact(server, `first${i}@visitor.example`);
      expect(r.status).toBe(201);
      acked.add(`first${i}@visitor.example`);
    }
    const posts = Array.from({ length: 8 }, (_, i) =>
      postContact(server as TestServer, `crash${i}@visitor.example`).then(
        async (r) => {
          expect(r.status).toBe(201);
          acked.add(`crash${i}@visitor.example`);
        },
        () => {}, // the kill cut this one off: the visitor saw an error, not a success
      ),
    );
    await new Promise((r) => setTimeout(r, 150));
    await server.kill("SIGKILL");
    await Promise.all(posts);
    const reuse = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    // Phase 2: the same data, SMTP up.
    restarted = await startServer({ reuse, env: { SMTP_URL: smtp.url, ...MAIL_ENV } });
    const db = await dbOf(restarted);
    try {
      const stored = await db.db
        .selectFrom("contact_messages")
        .select(["id", "email"])
        .where((eb) => eb.or([eb("email", "like", "crash%"), eb("email", "like", "first%")]))
        .execute();
      // Every lead the visitor was told was received is stored.
      for (const email of acked) expect(stored.map((s) => s.email)).toContain(email);
      const expected = stored.length * 2;
      await smtp.waitFor(expected, 60_000);
      await new Promise((r) => setTimeout(r, 1500));
      const got = smtp.received.filter(
        (m) => m.to.some((t) => /^(crash|first)/.test(t)) || /(crash|first)\d+@/.test(m.parsed.text ?? ""),
      );
      expect(got).toHaveLength(expected);
      const byLeadAndRecipient = new Set(
        got.map((m) => `${m.to.join()}|${m.parsed.text?.match(/(crash|first)\d+@visitor\.example/)?.[0]}`),
      );
      expect(byLeadAndRecipient.size).toBe(expected);
    } finally {
      await db.close();
    }
  }, 150_000);
});

describe("without SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("writes each message as an .eml file under DATA_DIR/mail/", async () => {
    const res = await postContact(server, "eml@visitor.example");
    expect(res.status).toBe(201);
    const folder = path.join(server.dataDir, "mail");
    const until = Date.now() + 20_000;
    let files: string[] = [];
    while (Date.now() < until) {
      files = (() => {
        try {
          return readdirSync(folder).filter((f) => f.endsWith(".eml"));
        } catch {
          return [];
        }
      })();
      if (files.length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(files).toHaveLength(2);
    const texts = files.map((f) => readFileSync(path.join(folder, f), "utf8"));
    expect(texts.some((t) => /^To: eml@visitor\.example$/m.test(t))).toBe(true);
    expect(texts.some((t) => /^Subject: New contact message from Omar Farouk$/m.test(t))).toBe(true);
  });
});
