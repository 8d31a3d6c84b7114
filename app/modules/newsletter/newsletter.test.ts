import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { headerBlock, startSmtp, type TestSmtp } from "../../../tests/setup/smtp.ts";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import type { Actor } from "../../lib/actor.ts";
import { signLink } from "../../lib/signed-links.server.ts";
import { type MailWorker, startMailWorker } from "../mail/mail.service.server.ts";
import { createMailTransport } from "../mail/mail.transport.server.ts";
import {
  CONFIRM_EVERY_MINUTES,
  CONFIRM_LINK_DAYS,
  confirmSubscription,
  listSubscribers,
  readConfirmLink,
  readUnsubscribeLink,
  subscribe,
  subscriberCounts,
  subscriberStatusCounts,
  suspendOnHardBounce,
  unsubscribeByLink,
} from "./newsletter.service.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

const ADMIN = TEST_ADMIN;
const ORIGIN = "https://agency.example";
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

/** The `t` of the first link to `path` in a text. */
function tokenIn(text: string, path: string): string {
  const m = new RegExp(`${ORIGIN.replace(/\./g, "\\.")}(/ar)?/${path}\\?t=([\\w.-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  return m[2];
}

describe.each(TEST_DIALECTS)("the newsletter's consent [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  let worker: MailWorker | undefined;
  let unhook: (() => void) | undefined;

  const mails = (recipient?: string) =>
    db.db
      .selectFrom("mail_messages")
      .selectAll()
      .$if(!!recipient, (q) => q.where("recipient", "=", recipient ?? ""))
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  const status = async (email: string) =>
    (await listSubscribers(db.db, ADMIN, { email })).items.find((s) => s.email === email);

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    unhook?.();
    smtp.received.length = 0;
    smtp.refuse.clear();
  });
  afterAll(async () => {
    await smtp?.close();
    await cleanup?.();
  });

  const startWorker = () => {
    unhook = suspendOnHardBounce(db.db);
    worker = startMailWorker({
      db: db.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir }),
      from: "Sandstone & Sea <noreply@agency.example>",
      retrySeconds: 0.05,
      maxAttempts: 3,
      leaseSeconds: 60,
      pollMs: 50,
    });
  };

  it("keeps a new address pending and emails it a link to confirm; nothing else is sent before it is used", async () => {
    const s = await subscribe(db.db, { email: "Noor@Visitor.example" }, { locale: "en", origin: ORIGIN });
    expect(s).toMatchObject({
      email: "Noor@Visitor.example",
      status: "pending",
      confirmedAt: null,
      locale: "en",
    });
    startWorker();
    const [got] = await smtp.waitFor(1);
    expect(got.to).toEqual(["noor@visitor.example"]);
    expect(got.parsed.subject).toBe("Confirm your subscription to the Sandstone & Sea Properties newsletter");
    expect(got.parsed.text).toContain(`The link works for ${CONFIRM_LINK_DAYS} days.`);
    const token = tokenIn(got.parsed.text ?? "", "newsletter/confirm");
    expect(got.parsed.html).toContain(`href="${ORIGIN}/newsletter/confirm?t=${token}"`);
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect(await readConfirmLink(db.db, token)).toEqual({
      state: "pending",
      email: "Noor@Visitor.example",
      changed: false,
    });
    expect((await status("Noor@Visitor.example"))?.status).toBe("pending");
    expect((await subscriberCounts(db.db, ADMIN)).total).toBe(0);
    expect(await mails("noor@visitor.example")).toHaveLength(1);
  });

  it("confirms from the link, once, and welcomes the address with one-click unsubscribe headers", async () => {
    await subscribe(db.db, { email: "layla@visitor.example" }, { locale: "ar", origin: ORIGIN });
    const [confirm] = (await mails("layla@visitor.example")).filter(
      (m) => m.purpose === "newsletter-confirm",
    );
    // In the language the visitor subscribed in.
    expect(confirm.subject).toContain("أكّد اشتراكك");
    const token = tokenIn(confirm.text, "newsletter/confirm");
    expect(confirm.text).toContain(`${ORIGIN}/ar/newsletter/confirm?t=`);

    const done = await confirmSubscription(db.db, token, { origin: ORIGIN });
    expect(done).toEqual({ state: "confirmed", email: "layla@visitor.example", changed: true });
    // Twice is harmless: still confirmed, no second welcome.
    expect(await confirmSubscription(db.db, token, { origin: ORIGIN })).toMatchObject({
      state: "confirmed",
      changed: false,
    });
    const welcome = (await mails("layla@visitor.example")).filter((m) => m.purpose === "newsletter-welcome");
    expect(welcome).toHaveLength(1);
    startWorker();
    const got = await smtp.waitFor(2);
    const w = got.find((m) => m.parsed.subject?.startsWith("تم اشتراكك"));
    if (!w) throw new Error("no welcome email");
    const unsubscribe = tokenIn(w.parsed.text ?? "", "newsletter/unsubscribe");
    // As sent (header lines unfolded).
    const head = headerBlock(w.raw);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(head).toContain(`List-Unsubscribe: <${ORIGIN}/ar/newsletter/unsubscribe?t=${unsubscribe}>`);
    expect(w.parsed.html).toContain('dir="rtl"');
    const s = await status("layla@visitor.example");
    expect(s).toMatchObject({ status: "confirmed" });
    expect(s?.confirmedAt).toBeTruthy();
    expect((await subscriberCounts(db.db, ADMIN)).total).toBe(1);
    // A confirmed address asking again is "Already Subscribed", as before.
    await expect(
      subscribe(db.db, { email: "LAYLA@visitor.example" }, { locale: "en", origin: ORIGIN }),
    ).rejects.toMatchObject({ code: "bad_request" });
  });

  it("sends one confirmation email per address per 10 minutes, and then only the newest link works", async () => {
    const email = "omar@visitor.example";
    const t0 = new Date();
    await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN, now: t0 });
    for (const n of [1, 3, CONFIRM_EVERY_MINUTES - 1])
      expect(
        await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN, now: minutes(n, t0) }),
      ).toMatchObject({ status: "pending" });
    expect(await mails(email)).toHaveLength(1);
    const first = tokenIn((await mails(email))[0].text, "newsletter/confirm");

    await subscribe(
      db.db,
      { email },
      { locale: "en", origin: ORIGIN, now: minutes(CONFIRM_EVERY_MINUTES + 1, t0) },
    );
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    const second = tokenIn(sent[1].text, "newsletter/confirm");
    expect(second).not.toBe(first);
    expect(await confirmSubscription(db.db, first, { origin: ORIGIN })).toEqual({ state: "invalid" });
    expect(await confirmSubscription(db.db, second, { origin: ORIGIN })).toMatchObject({
      state: "confirmed",
    });
  });

  it("refuses forged, tampered, misused and expired links, and changes nothing", async () => {
    const email = "forge@visitor.example";
    const s = await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN });
    const token = tokenIn((await mails(email))[0].text, "newsletter/confirm");
    const [id, expiry, mac] = token.split(".");
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.at(-1)}`;
    for (const bad of [
      "",
      "nonsense",
      `${id}.${expiry}.${flipped}`,
      // The same id and expiry with a signature made without the site's secret.
      `${id}.${expiry}.${"x".repeat(43)}`,
      // A later expiry written into a genuine token breaks its signature.
      `${id}.${(Number.parseInt(expiry, 36) + 86_400 * 30).toString(36)}.${mac}`,
    ]) {
      expect(await confirmSubscription(db.db, bad, { origin: ORIGIN })).toEqual({ state: "invalid" });
      expect(await unsubscribeByLink(db.db, bad)).toEqual({ state: "invalid" });
    }
    // A genuine link of one kind does nothing as the other.
    expect(
      await confirmSubscription(db.db, signLink("newsletter-unsubscribe", s._id, { expiresAt: null }), {
        origin: ORIGIN,
      }),
    ).toEqual({ state: "invalid" });
    expect(await unsubscribeByLink(db.db, token)).toEqual({ state: "invalid" });
    // A genuine link after its expiry.
    expect(
      await confirmSubscription(db.db, token, {
        origin: ORIGIN,
        now: minutes((CONFIRM_LINK_DAYS * 24 + 1) * 60),
      }),
    ).toEqual({ state: "expired", days: CONFIRM_LINK_DAYS });
    expect((await status(email))?.status).toBe("pending");
  });

  it("unsubscribes in one step, for good; an old confirmation link cannot bring the address back", async () => {
    const email = "sara@visitor.example";
    await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN });
    const confirm = tokenIn((await mails(email))[0].text, "newsletter/confirm");
    await confirmSubscription(db.db, confirm, { origin: ORIGIN });
    const welcome = (await mails(email)).find((m) => m.purpose === "newsletter-welcome");
    const token = tokenIn(welcome?.text ?? "", "newsletter/unsubscribe");
    expect(JSON.parse(welcome?.headers ?? "{}")).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/newsletter/unsubscribe?t=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await readUnsubscribeLink(db.db, token)).toMatchObject({ state: "confirmed" });
    expect(await unsubscribeByLink(db.db, token)).toEqual({ state: "unsubscribed", email, changed: true });
    expect(await unsubscribeByLink(db.db, token)).toEqual({ state: "unsubscribed", email, changed: false });
    expect(await confirmSubscription(db.db, confirm, { origin: ORIGIN })).toEqual({ state: "gone" });
    expect(await readConfirmLink(db.db, confirm)).toEqual({ state: "gone" });
    expect((await status(email))?.status).toBe("unsubscribed");

    // Subscribing again starts over: pending, and a new confirmation (the last one was under 10
    // minutes ago, so the link already sent is the one that works).
    await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN });
    expect((await status(email))?.status).toBe("pending");
    expect(await confirmSubscription(db.db, confirm, { origin: ORIGIN })).toMatchObject({
      state: "confirmed",
    });
  });

  it("suspends an address the mail server refuses for good, and shows why", async () => {
    const email = "nobody@visitor.example";
    smtp.refuse.add(email);
    await subscribe(db.db, { email }, { locale: "en", origin: ORIGIN });
    startWorker();
    const until = Date.now() + 10_000;
    while ((await status(email))?.status !== "suspended") {
      if (Date.now() > until) throw new Error("not suspended");
      await new Promise((r) => setTimeout(r, 50));
    }
    const s = await status(email);
    expect(s?.suspendedReason).toMatch(/550/);
    expect(s?.suspendedAt).toBeTruthy();
    const counts = await subscriberStatusCounts(db.db, ADMIN);
    expect(counts.suspended).toBe(1);
    expect((await listSubscribers(db.db, ADMIN, { status: "suspended" })).items.map((x) => x.email)).toEqual([
      email,
    ]);
  });

  it("gives one subscription and one email to the same new address sent twice at once", async () => {
    const email = "twice@visitor.example";
    const results = await Promise.allSettled([
      subscribe(db.db, { email }, { locale: "en", origin: ORIGIN }),
      subscribe(db.db, { email: email.toUpperCase() }, { locale: "en", origin: ORIGIN }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect((await listSubscribers(db.db, ADMIN, { email })).total).toBe(1);
    expect(await mails(email)).toHaveLength(1);
  });

  it("keeps the list to admins", async () => {
    const agent: Actor = { ...ADMIN, role: "agent" };
    await expect(listSubscribers(db.db, agent)).rejects.toMatchObject({ code: "forbidden" });
    await expect(subscriberStatusCounts(db.db, agent)).rejects.toMatchObject({ code: "forbidden" });
  });
});
