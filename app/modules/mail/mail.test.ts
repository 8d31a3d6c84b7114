import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../../../tests/setup/smtp.ts";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { newId } from "../../lib/ids.ts";
import { createApplication } from "../careers/careers.service.server.ts";
import { createLead } from "../leads/leads.service.server.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { createAdmin } from "../users/user.service.server.ts";
import { claimDueMail } from "./mail.repository.server.ts";
import {
  listMail,
  type MailWorker,
  queueMail,
  requireMail,
  resendMail,
  retryDelayMs,
  startMailWorker,
} from "./mail.service.server.ts";
import { createMailTransport } from "./mail.transport.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

const ADMIN = TEST_ADMIN;
const FROM = "Sandstone & Sea <noreply@agency.example>";
const visitor = (over: Record<string, unknown> = {}) => ({
  name: "Layla Haddad",
  email: "layla@visitor.example",
  phone: "+971 50 123 4567",
  message: "Is it still available? Can I see it on Saturday?",
  ...over,
});

describe("retryDelayMs", () => {
  it("waits four times longer after each failure, at most six hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(20, 30)).toBe(6 * 3_600_000);
  });
});

describe.each(TEST_DIALECTS)("the email outbox [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  let worker: MailWorker | undefined;
  const listing = propertyTestRow({ name: "Marina Gate Two-Bedroom", type: "Rent", price: 145_000 });

  const start = (over: Partial<Parameters<typeof startMailWorker>[0]> = {}) => {
    worker = startMailWorker({
      db: db.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir }),
      from: FROM,
      retrySeconds: 0.05,
      maxAttempts: 4,
      leaseSeconds: 60,
      pollMs: 50,
      ...over,
    });
    return worker;
  };
  const messages = () =>
    db.db.selectFrom("mail_messages").selectAll().orderBy("created_at").orderBy("id").execute();
  const settle = async (pred: () => Promise<boolean>, ms = 15_000) => {
    const until = Date.now() + ms;
    while (!(await pred())) {
      if (Date.now() > until) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    await createAdmin(db.db, {
      email: "boss@agency.example",
      password: "correct horse battery",
      name: "Boss",
    });
    await insertPropertyRow(db.db, listing);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    smtp.received.length = 0;
    smtp.refuse.clear();
    smtp.failNext(0);
    await db.db.deleteFrom("mail_messages").execute();
  });
  afterAll(async () => {
    await smtp?.close();
    await cleanup?.();
  });

  it("stores an enquiry with its two emails, and the worker delivers both: to the staff and to the visitor", async () => {
    const lead = await createLead(db.db, "enquiry", visitor({ propertyId: listing.id }), PUBLIC, {
      origin: "https://agency.example",
    });
    const queued = await messages();
    expect(queued.map((m) => [m.purpose, m.recipient, m.status])).toEqual(
      expect.arrayContaining([
        ["lead-staff", "boss@agency.example", "queued"],
        ["lead-visitor", "layla@visitor.example", "queued"],
      ]),
    );
    start();
    const got = await smtp.waitFor(2);
    const staff = got.find((m) => m.to.includes("boss@agency.example"));
    const ack = got.find((m) => m.to.includes("layla@visitor.example"));
    if (!staff || !ack) throw new Error("missing an email");
    // To the staff: who, which listing (name, price, photo, link), a reply goes to the visitor, one click to the lead.
    expect(staff.parsed.subject).toBe("New enquiry from Layla Haddad about Marina Gate Two-Bedroom");
    expect(staff.parsed.replyTo?.value[0].address).toBe("layla@visitor.example");
    expect(staff.from).toBe("noreply@agency.example");
    expect(staff.parsed.text).toContain("Is it still available? Can I see it on Saturday?");
    expect(staff.parsed.text).toContain("AED 145,000 /year");
    expect(staff.parsed.text).toContain(`https://agency.example/property/${listing.id}`);
    expect(staff.parsed.text).toContain(`https://agency.example/admin/enquiry/${lead._id}`);
    expect(staff.parsed.html).toContain("Marina Gate Two-Bedroom");
    expect(staff.parsed.html).toContain(`href="https://agency.example/admin/enquiry/${lead._id}"`);
    expect(staff.parsed.html).toContain("https://wa.me/971501234567");
    expect(staff.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    // To the visitor: an acknowledgement in the agency's name, with its WhatsApp.
    expect(ack.parsed.subject).toMatch(/^We received your enquiry: /);
    expect(ack.parsed.text).toContain("Dear Layla Haddad,");
    expect(ack.parsed.html).toContain("https://wa.me/");
    expect(ack.parsed.text).not.toContain("/admin/");
    await settle(async () => (await messages()).every((m) => m.status === "sent"));
    const sent = await messages();
    expect(sent.every((m) => m.lead_id === lead._id && m.attempts === 1 && m.sent_at)).toBe(true);
    const detail = await requireMail(db.db, ADMIN, sent[0].id);
    expect(detail.attemptsLog).toEqual([expect.objectContaining({ outcome: "sent" })]);
  });

  it("queues one message per lead, purpose and recipient, however often it is queued", async () => {
    const mail = {
      purpose: "lead-staff",
      recipient: "Boss@Agency.example",
      subject: "s",
      html: "<p>h</p>",
      text: "t",
      lead: { kind: "contact", id: newId() },
    };
    await queueMail(db.db, [mail], { from: FROM });
    await queueMail(db.db, [mail, { ...mail, recipient: "boss@agency.example" }], { from: FROM });
    expect(await messages()).toHaveLength(1);
  });

  it("retries a temporary failure and records each attempt; a refused address fails at once and can be resent", async () => {
    smtp.failNext(1);
    smtp.refuse.add("nobody@visitor.example");
    await createLead(db.db, "contact", visitor({ email: "nobody@visitor.example" }));
    start();
    await settle(async () => (await messages()).every((m) => m.status === "sent" || m.status === "failed"));
    const [staff, ack] = (await messages()).sort((a, b) => a.purpose.localeCompare(b.purpose));
    expect(staff).toMatchObject({ purpose: "lead-staff", status: "sent", attempts: 2 });
    expect((await requireMail(db.db, ADMIN, staff.id)).attemptsLog.map((a) => a.outcome)).toEqual([
      "retry",
      "sent",
    ]);
    expect(ack).toMatchObject({ purpose: "lead-visitor", status: "failed", attempts: 1 });
    expect(ack.last_error).toMatch(/550/);
    const failed = await listMail(db.db, ADMIN, { status: "failed" });
    expect(failed.items.map((m) => m._id)).toEqual([ack.id]);
    // The admin fixes the cause and resends: it goes out once more.
    smtp.refuse.clear();
    await resendMail(db.db, ADMIN, ack.id);
    await settle(async () => (await messages()).every((m) => m.status === "sent"));
    expect(smtp.received.filter((m) => m.to.includes("nobody@visitor.example"))).toHaveLength(1);
    await expect(resendMail(db.db, PUBLIC, ack.id)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("gives up after the configured number of attempts", async () => {
    smtp.failNext(100);
    await createLead(db.db, "contact", visitor());
    start({ maxAttempts: 3 });
    await settle(async () => (await messages()).every((m) => m.status === "failed"));
    for (const m of await messages()) {
      expect(m.attempts).toBe(3);
      expect(m.last_error).toMatch(/451/);
    }
  });

  it("a message claimed by a process that died is sent by another once the claim's lease runs out, once", async () => {
    await createLead(db.db, "contact", visitor());
    // A "dead" process claimed both and never came back.
    const past = new Date(Date.now() - 1000).toISOString();
    const claimed = await claimDueMail(db.db, new Date().toISOString(), past, 10);
    expect(claimed).toHaveLength(2);
    start();
    await smtp.waitFor(2);
    await settle(async () => (await messages()).every((m) => m.status === "sent"));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(2);
  });

  it("cannot be made to send to anyone else: line breaks in what a visitor typed never become headers", async () => {
    const name = "Eve\r\nBcc: victim@elsewhere.example\r\nSubject: Win";
    const r = await createLead(
      db.db,
      "contact",
      visitor({ name, message: "Hi\r\n.\r\nRCPT TO:<x@y.example>" }),
    ).then(
      () => "stored",
      (e: { code?: string }) => e.code,
    );
    if (r === "stored") {
      start();
      await smtp.waitFor(2);
      await new Promise((res) => setTimeout(res, 300));
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(["boss@agency.example", "layla@visitor.example"]);
      for (const m of smtp.received) {
        expect(m.parsed.headers.has("bcc")).toBe(false);
        expect(m.parsed.subject).not.toContain("\n");
        // What the visitor typed is in the body; the header block has no line of its making.
        const headers = m.raw.split(/\r?\n\r?\n/)[0];
        expect(headers).not.toMatch(/^(Bcc|Cc|To|Subject): (victim|Win)/im);
      }
    } else expect(r).toBe("validation_failed");
  });

  it("a job application emails the staff, and the applicant only when the settings ask for it", async () => {
    await createApplication(
      db.db,
      dataDir,
      { ...visitor(), position: "Property consultant", age: "31" },
      null,
    );
    start();
    await smtp.waitFor(2);
    const staff = smtp.received.find((m) => m.to.includes("boss@agency.example"));
    expect(staff?.parsed.subject).toBe("New job application from Layla Haddad");
    expect(staff?.parsed.text).toContain("Position: Property consultant");
    await worker?.stop();
    worker = undefined;
    smtp.received.length = 0;
    await db.db
      .insertInto("site_settings")
      .values({ key: "acknowledgeApplications", value: "false", updated_at: new Date().toISOString() })
      .execute();
    const { invalidateSettingsCache } = await import("../settings/settings.service.server.ts");
    invalidateSettingsCache();
    await createApplication(
      db.db,
      dataDir,
      { ...visitor({ email: "second@visitor.example" }), position: "PA", age: "29" },
      null,
    );
    const queued = (await messages()).filter((m) => m.status === "queued");
    expect(queued.map((m) => m.purpose)).toEqual(["lead-staff"]);
    await db.db.deleteFrom("site_settings").execute();
    invalidateSettingsCache();
  });

  it.runIf(dialect === "postgres")("two workers on one database send each message once", async () => {
    for (let i = 0; i < 15; i++)
      await createLead(db.db, "contact", visitor({ email: `v${i}@visitor.example` }));
    const second = startMailWorker({
      db: db.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir }),
      from: FROM,
      retrySeconds: 0.05,
      maxAttempts: 4,
      leaseSeconds: 60,
      pollMs: 20,
    });
    start({ pollMs: 20 });
    try {
      await smtp.waitFor(30);
      await new Promise((r) => setTimeout(r, 300));
      const ids = smtp.received.map((m) => m.parsed.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await second.stop();
    }
  });
});
