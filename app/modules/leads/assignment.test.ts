import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { createApplication } from "../careers/careers.service.server.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { createAdmin, createStaff, updateStaff } from "../users/user.service.server.ts";
import { createLead, updateLead } from "./leads.service.server.ts";
import { TEST_ADMIN } from "../../lib/test-actors.ts";

// Every new lead is assigned when it is stored, and its staff email goes to that person: the
// listing's agent for an enquiry about a listing, else round robin among the active agents who
// take that kind of lead, else the admins. Reassigning emails the new assignee.

const ADMIN = TEST_ADMIN;
const visitor = (over: Record<string, unknown> = {}) => ({
  name: "Priya Nair",
  email: "priya@visitor.example",
  phone: "+971 50 123 4567",
  message: "Please call me.",
  ...over,
});
const agent = (over: Record<string, unknown>) => ({
  role: "agent",
  phone: "+971 50 000 0101",
  whatsapp: "971500000101",
  photoUrl: "",
  languages: "English, Arabic",
  brn: "10101",
  active: true,
  leadKinds: ["contact", "enquiry", "listProperty", "career"],
  ...over,
});

describe.each(TEST_DIALECTS)("lead assignment [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};
  const listing = propertyTestRow({ name: "Creek Horizon 1BR" });

  const mailOf = async (leadId: string) =>
    db.db
      .selectFrom("mail_messages")
      .select(["purpose", "recipient", "text"])
      .where("lead_id", "=", leadId)
      .orderBy("purpose")
      .orderBy("recipient")
      .execute();

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    await createAdmin(db.db, {
      email: "boss@agency.example",
      password: "correct horse battery",
      name: "Boss",
    });
    for (const [key, name, kinds] of [
      ["sofia", "Sofia Petrova", ["contact", "enquiry"]],
      ["omar", "Omar Al Suwaidi", ["contact", "enquiry", "listProperty"]],
      ["mei", "Mei Lin", ["enquiry"]],
    ] as const) {
      const { member, temporaryPassword } = await createStaff(
        db.db,
        ADMIN,
        agent({ name, email: `${key}@agency.example`, leadKinds: kinds }),
      );
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/); // shown once to the admin
      ids[key] = member._id;
    }
    await insertPropertyRow(db.db, { ...listing, agent_id: ids.mei });
  });
  afterEach(async () => {
    await db.db.deleteFrom("mail_messages").execute();
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("an enquiry about a listing goes to that listing's agent, who is emailed; the visitor hears from them", async () => {
    const lead = await createLead(db.db, "enquiry", visitor({ propertyId: listing.id }));
    expect(lead.assigneeId).toBe(ids.mei);
    const mail = await mailOf(lead._id);
    expect(mail.map((m) => [m.purpose, m.recipient])).toEqual([
      ["lead-staff", "mei@agency.example"],
      ["lead-visitor", "priya@visitor.example"],
    ]);
    expect(mail[0].text).toContain("Assigned to Mei Lin.");
    expect(mail[1].text).toContain("Mei Lin will be in touch with you personally.");
    expect(mail[1].text).toContain("Message Mei Lin on WhatsApp: https://wa.me/971500000101");
  });

  it("other leads go round robin among the active agents who take that kind", async () => {
    const contacts = [];
    for (let i = 0; i < 4; i++)
      contacts.push(await createLead(db.db, "contact", visitor({ email: `c${i}@v.example` })));
    const given = contacts.map((c) => c.assigneeId);
    // Sofia and Omar take contact messages; Mei does not. Each is given one in turn.
    expect(new Set(given)).toEqual(new Set([ids.sofia, ids.omar]));
    expect(given[0]).not.toBe(given[1]);
    expect(given[2]).toBe(given[0]);
    const request = await createLead(db.db, "listProperty", {
      ...visitor(),
      location: "Dubai Hills Estate",
      propertyType: "residential",
      type: "Buy",
    });
    expect(request.assigneeId).toBe(ids.omar);
    const mail = await mailOf(request._id);
    expect(mail.find((m) => m.purpose === "lead-staff")?.recipient).toBe("omar@agency.example");
  });

  it("with no active agent for the kind, the lead goes to the admins; a deactivated agent gets nothing new", async () => {
    const application = await createApplication(
      db.db,
      dataDir,
      { ...visitor(), position: "PA", age: "30" },
      null,
    );
    expect(application.assigneeId).toBeNull();
    expect((await mailOf(application._id)).map((m) => m.recipient)).toContain("boss@agency.example");
    await updateStaff(
      db.db,
      ADMIN,
      ids.sofia,
      agent({
        name: "Sofia Petrova",
        email: "sofia@agency.example",
        active: false,
        leadKinds: ["contact", "enquiry"],
      }),
    );
    for (let i = 0; i < 2; i++) {
      const c = await createLead(db.db, "contact", visitor({ email: `d${i}@v.example` }));
      expect(c.assigneeId).toBe(ids.omar);
    }
  });

  it("an admin reassigns a lead: the new assignee is emailed; a made-up assignee is refused", async () => {
    const lead = await createLead(db.db, "contact", visitor({ email: "move@v.example" }));
    const moved = await updateLead(db.db, ADMIN, "contact", lead._id, { assigneeId: ids.mei });
    expect(moved.assigneeId).toBe(ids.mei);
    const mail = await mailOf(lead._id);
    expect(mail.filter((m) => m.purpose === "lead-assigned").map((m) => m.recipient)).toEqual([
      "mei@agency.example",
    ]);
    await expect(
      updateLead(db.db, ADMIN, "contact", lead._id, { assigneeId: "0123456789abcdef01234567" }),
    ).rejects.toMatchObject({
      code: "validation_failed",
      fields: { assigneeId: expect.any(String) },
    });
    const unassigned = await updateLead(db.db, ADMIN, "contact", lead._id, { assigneeId: "" });
    expect(unassigned.assigneeId).toBeNull();
  });
});
