import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerBlock, startSmtp, type TestSmtp } from "../../../tests/setup/smtp.ts";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { newId } from "../../lib/ids.ts";
import { startMailWorker } from "../mail/mail.service.server.ts";
import { createMailTransport } from "../mail/mail.transport.server.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  previewCampaign,
  runCampaignBatches,
  sendCampaign,
  testSendCampaign,
  updateCampaign,
} from "./campaign.service.server.ts";
import { insertSubscribers } from "./newsletter.repository.server.ts";
import { subscribe } from "./newsletter.service.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

const ADMIN = TEST_ADMIN;
const ORIGIN = "https://agency.example";

describe.each(TEST_DIALECTS)("newsletter campaigns [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtp;
  const villa = propertyTestRow({ name: "Palm Jumeirah Garden Villa", type: "Buy", price: 12_500_000 });
  const draft = propertyTestRow({ name: "Unpublished loft", status: "notApproved" });
  const confirmed = [
    "a@reader.example",
    "b@reader.example",
    "c@reader.example",
    "d@reader.example",
    "e@reader.example",
  ];

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    await insertPropertyRow(db.db, { ...villa, name_ar: "فيلا بحديقة في نخلة جميرا" });
    await insertPropertyRow(db.db, draft);
    await insertSubscribers(
      db.db,
      confirmed.map((email) => ({ _id: newId(), email, subscribedAt: new Date().toISOString() })),
    );
    await db.db
      .updateTable("newsletter_subscribers")
      .set({ locale: "ar" })
      .where("email", "=", "e@reader.example")
      .execute();
    // Pending (never confirmed): the campaign must not reach it.
    await subscribe(db.db, { email: "pending@reader.example" }, { locale: "en", origin: ORIGIN });
    await db.db.deleteFrom("mail_messages").execute();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await cleanup?.();
  });

  it("refuses a campaign without a subject, with too many listings or an unpublished one, and keeps it to admins", async () => {
    await expect(createCampaign(db.db, ADMIN, { subject: "  " })).rejects.toMatchObject({
      code: "validation_failed",
      fields: { subject: "Write the email's subject." },
    });
    await expect(
      createCampaign(db.db, ADMIN, { subject: "x", listingIds: Array.from({ length: 7 }, () => newId()) }),
    ).rejects.toMatchObject({ fields: { listingIds: "Choose at most 6 listings." } });
    await expect(
      createCampaign(db.db, ADMIN, { subject: "x", listingIds: [draft.id] }),
    ).rejects.toMatchObject({
      fields: { listingIds: expect.stringMatching(/not published/) },
    });
    await expect(createCampaign(db.db, { ...ADMIN, role: "agent" }, { subject: "x" })).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("previews and test-sends to the staff member only; then reaches each confirmed address once, in batches", async () => {
    const c = await createCampaign(db.db, ADMIN, {
      subject: "New on the Palm this month",
      intro: "Three new villas came on the market.\n\nAsk us for a viewing <b>today</b>.",
      listingIds: [villa.id],
    });
    expect(c.status).toBe("draft");
    const preview = await previewCampaign(db.db, ADMIN, c._id, { locale: "en", origin: ORIGIN });
    expect(preview.subject).toBe("New on the Palm this month");
    expect(preview.html).toContain("Palm Jumeirah Garden Villa");
    expect(preview.html).toContain(`${ORIGIN}/property/${villa.id}`);
    // The intro is text: what staff typed is escaped, never HTML.
    expect(preview.html).toContain("&lt;b&gt;today&lt;/b&gt;");
    const ar = await previewCampaign(db.db, ADMIN, c._id, { locale: "ar", origin: ORIGIN });
    expect(ar.html).toContain("فيلا بحديقة في نخلة جميرا");
    expect(ar.html).toContain(`${ORIGIN}/ar/property/${villa.id}`);

    expect(await testSendCampaign(db.db, ADMIN, c._id, { locale: "en", origin: ORIGIN })).toBe(
      "boss@agency.example",
    );
    const test = await db.db.selectFrom("mail_messages").selectAll().execute();
    expect(test.map((m) => [m.recipient, m.subject])).toEqual([
      ["boss@agency.example", "[Test] New on the Palm this month"],
    ]);

    // Editing is allowed until it is sent.
    await updateCampaign(db.db, ADMIN, c._id, {
      subject: "New on the Palm",
      intro: "Hello.",
      listingIds: [villa.id],
    });
    const sending = await sendCampaign(db.db, ADMIN, c._id, { origin: ORIGIN });
    expect(sending).toMatchObject({ status: "sending", progress: { recipients: 5, queued: 0 } });
    await expect(sendCampaign(db.db, ADMIN, c._id, { origin: ORIGIN })).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(updateCampaign(db.db, ADMIN, c._id, { subject: "Changed" })).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(deleteCampaign(db.db, ADMIN, c._id)).rejects.toMatchObject({ code: "conflict" });

    // One address unsubscribes after the send and before its batch: it is skipped.
    await db.db
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where("email", "=", "d@reader.example")
      .execute();
    expect(await runCampaignBatches(db.db, 2)).toBeLessThanOrEqual(2);
    expect((await getCampaign(db.db, ADMIN, c._id)).progress.queued).toBe(2);
    while ((await getCampaign(db.db, ADMIN, c._id)).status === "sending") await runCampaignBatches(db.db, 2);
    // Running again (another instance, a retry) queues nothing more.
    expect(await runCampaignBatches(db.db, 2)).toBe(0);

    const worker = startMailWorker({
      db: db.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir }),
      from: "Agency <news@agency.example>",
      retrySeconds: 0.05,
      maxAttempts: 3,
      leaseSeconds: 60,
      pollMs: 50,
    });
    try {
      const got = await smtp.waitFor(5);
      await new Promise((r) => setTimeout(r, 300));
      const campaign = smtp.received.filter((m) => !m.parsed.subject?.startsWith("[Test]"));
      expect(campaign.map((m) => m.to[0]).sort()).toEqual([
        "a@reader.example",
        "b@reader.example",
        "c@reader.example",
        "e@reader.example",
      ]);
      expect(got.length).toBe(5);
      for (const m of campaign) {
        const head = headerBlock(m.raw);
        expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
        expect(head).toMatch(
          /List-Unsubscribe: <https:\/\/agency\.example(\/ar)?\/newsletter\/unsubscribe\?t=/,
        );
      }
      const arabic = campaign.find((m) => m.to[0] === "e@reader.example");
      expect(arabic?.parsed.html).toContain('dir="rtl"');
      expect(arabic?.parsed.text).toContain("إلغاء الاشتراك");
    } finally {
      await worker.stop();
    }
    const done = await getCampaign(db.db, ADMIN, c._id);
    expect(done).toMatchObject({
      status: "sent",
      progress: { recipients: 5, queued: 5, skipped: 1, sent: 4 },
    });
    expect(done.sendFinishedAt).toBeTruthy();
  });

  it("does not send a campaign with nobody confirmed to send it to", async () => {
    await db.db.updateTable("newsletter_subscribers").set({ status: "unsubscribed" }).execute();
    const c = await createCampaign(db.db, ADMIN, { subject: "To nobody" });
    await expect(sendCampaign(db.db, ADMIN, c._id, { origin: ORIGIN })).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await getCampaign(db.db, ADMIN, c._id)).status).toBe("draft");
    await deleteCampaign(db.db, ADMIN, c._id);
    await expect(getCampaign(db.db, ADMIN, c._id)).rejects.toMatchObject({ code: "not_found" });
  });
});
