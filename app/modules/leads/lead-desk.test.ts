import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import type { StaffActor } from "../../lib/actor.ts";
import { createApplication } from "../careers/careers.service.server.ts";
import { getDashboard } from "../dashboard/dashboard.service.server.ts";
import { afterWorkingTime } from "../dashboard/working-hours.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { agentProfile, createBoss, staffActor } from "../users/staff.test-support.server.ts";
import { createStaff } from "../users/user.service.server.ts";
import { addLeadNote, leadDetail } from "./lead-desk.service.server.ts";
import { createLead, deleteLead, updateLead } from "./leads.service.server.ts";

// Issue 18, items 5 and 6: a lead's history (created and where from, assigned, status changes,
// staff notes, the emails about it), the visitor's other leads, and the dashboard's speed to lead
// (median time to first response, leads past their first working hour, by agent, week and source).

const visitor = (email: string, over: Record<string, unknown> = {}) => ({
  name: "Layla Haddad",
  email,
  phone: "+971 50 765 4321",
  message: "Is it still available?",
  ...over,
});
const staff = (userId: string, role: "admin" | "agent", name: string) =>
  staffActor(userId, role, `${name.toLowerCase()}@agency.example`, name);
const profile = (name: string, kinds: string[]) =>
  agentProfile({ name, email: `${name.toLowerCase()}@agency.example`, leadKinds: kinds });

/** Sets the clock the services read (Date only; the database drivers' timers run as usual). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

describe.each(TEST_DIALECTS)("the lead desk [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let admin: StaffActor;
  let nadia: StaffActor;
  let karim: StaffActor;
  const listing = propertyTestRow({ name: "Marina Gate 2BR" });

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    admin = await createBoss(db.db);
    nadia = staff(
      (await createStaff(db.db, admin, profile("Nadia", ["contact"]))).member._id,
      "agent",
      "Nadia",
    );
    karim = staff((await createStaff(db.db, admin, profile("Karim", []))).member._id, "agent", "Karim");
    await insertPropertyRow(db.db, { ...listing, agent_id: karim.userId });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("records where a lead came from, who it went to, each status change and note, and the emails", async () => {
    const lead = await createLead(
      db.db,
      "enquiry",
      visitor("layla@visitor.example", { propertyId: listing.id }),
      undefined,
      {
        origin: "https://agency.example",
        page: `/property/${listing.id}?utm_source=newsletter`,
        utm: { source: "newsletter", campaign: "november" },
      },
    );
    await updateLead(db.db, karim, "enquiry", lead._id, { status: "inprogress" });
    await addLeadNote(db.db, karim, "enquiry", lead._id, { text: "  Viewing booked for Saturday 11:00.  " });
    await updateLead(db.db, admin, "enquiry", lead._id, { assigneeId: nadia.userId });

    const d = await leadDetail(db.db, admin, "enquiry", lead._id);
    expect(d.lead).toMatchObject({
      name: "Layla Haddad",
      assigneeName: "Nadia",
      listing: { id: listing.id },
    });
    expect(d.events.map((e) => [e.type, e.actorName])).toEqual([
      ["created", null],
      ["assigned", null],
      ["status", "Karim"],
      ["note", "Karim"],
      ["assigned", "Boss"],
    ]);
    expect(d.events[0].detail).toMatchObject({
      page: `/property/${listing.id}?utm_source=newsletter`,
      utm: { source: "newsletter", campaign: "november" },
      source: "newsletter",
    });
    expect(d.events[1].detail).toEqual({ to: karim.userId, auto: true });
    expect(d.events[2].detail).toEqual({ from: "pending", to: "inprogress" });
    expect(d.events[3].detail).toEqual({ text: "Viewing booked for Saturday 11:00." });
    expect(d.events[4].detail).toEqual({ to: nadia.userId, auto: false });
    // The emails about it: to its agent, the visitor's acknowledgement, and the new assignee.
    expect(d.mail.map((m) => [m.purpose, m.recipient])).toEqual(
      expect.arrayContaining([
        ["lead-staff", "karim@agency.example"],
        ["lead-visitor", "layla@visitor.example"],
        ["lead-assigned", "nadia@agency.example"],
      ]),
    );
  });

  it("refuses an empty note and one on a lead the agent does not have, changing nothing", async () => {
    const lead = await createLead(db.db, "contact", visitor("rami@visitor.example"));
    expect(lead.assigneeId).toBe(nadia.userId);
    const refused = async (p: Promise<unknown>) =>
      p.then(
        () => 0,
        (e: { status: number }) => e.status,
      );
    expect(await refused(addLeadNote(db.db, nadia, "contact", lead._id, { text: "   " }))).toBe(422);
    expect(await refused(addLeadNote(db.db, karim, "contact", lead._id, { text: "Mine" }))).toBe(404);
    expect(await refused(leadDetail(db.db, karim, "contact", lead._id))).toBe(404);
    const d = await leadDetail(db.db, nadia, "contact", lead._id);
    expect(d.events.filter((e) => e.type === "note")).toEqual([]);
  });

  it("links the visitor's other leads (same email in any case, or the same phone), of every kind", async () => {
    const first = await createLead(db.db, "contact", visitor("Sara@Visitor.example"));
    const byPhone = await createLead(db.db, "listProperty", {
      ...visitor("another@visitor.example", { phone: "+971 50 111 2222" }),
      location: "JVC",
      propertyType: "residential",
      type: "Buy",
    });
    const application = await createApplication(
      db.db,
      dataDir,
      { ...visitor("sara@visitor.example", { phone: "+971 50 111 2222" }), position: "PA", age: "31" },
      null,
    );
    const d = await leadDetail(db.db, admin, "career", application._id);
    expect(d.related.map((r) => [r.kind, r.id, r.href])).toEqual(
      expect.arrayContaining([
        ["contact", first._id, `/admin/contact/${first._id}`],
        ["listProperty", byPhone._id, `/admin/listProperty/${byPhone._id}`],
      ]),
    );
    expect(d.related.some((r) => r.id === application._id)).toBe(false);
    // An agent sees only the other leads that are theirs too (these two are with the admins).
    const forNadia = await leadDetail(db.db, nadia, "contact", first._id);
    const seen = forNadia.related.map((r) => r.id);
    expect(seen).not.toContain(byPhone._id);
    expect(seen).not.toContain(application._id);
  });

  it("a deleted lead takes its history with it", async () => {
    const lead = await createLead(db.db, "contact", visitor("gone@visitor.example"));
    await deleteLead(db.db, admin, "contact", lead._id);
    const left = await db.db.selectFrom("lead_events").select("id").where("lead_id", "=", lead._id).execute();
    expect(left).toEqual([]);
  });

  it("the dashboard's speed to lead: median first response, leads past their working hour, by agent, week and source", async () => {
    await db.db.deleteFrom("lead_events").execute();
    for (const t of [
      "contact_messages",
      "enquiries",
      "list_property_requests",
      "career_applications",
    ] as const)
      await db.db.deleteFrom(t).execute();
    // Tuesday 1 December 2026, Dubai time (UTC+4): three contact messages go to Nadia.
    at("2026-12-01T06:00:00Z"); // 10:00 in Dubai
    const quick = await createLead(db.db, "contact", visitor("a@visitor.example"));
    at("2026-12-01T06:10:00Z");
    await updateLead(db.db, nadia, "contact", quick._id, { status: "inprogress" }); // 10 minutes
    at("2026-12-01T07:00:00Z");
    const slow = await createLead(db.db, "contact", visitor("b@visitor.example"), undefined, {
      referrer: "www.bayut.com",
    });
    at("2026-12-01T09:30:00Z");
    await addLeadNote(db.db, nadia, "contact", slow._id, { text: "Left a voicemail." }); // 2 h 30
    at("2026-12-01T14:30:00Z"); // 18:30 in Dubai: its first working hour ends 09:30 tomorrow
    await createLead(db.db, "contact", visitor("c@visitor.example"));
    const evening = new Date("2026-12-01T15:00:00Z");
    vi.useRealTimers();

    const d = await getDashboard(db.db, admin, evening);
    const row = d.speed.byAgent.find((r) => r.assigneeId === nadia.userId);
    expect(row).toMatchObject({ name: "Nadia", leads: 3, answered: 2, late: 1 });
    expect(row?.medianMs).toBe(((10 + 150) / 2) * 60_000);
    expect(d.speed.waiting).toBe(0); // the evening lead is not due yet
    expect(d.speed.byWeek.at(-1)).toMatchObject({ leads: 3, late: 1 });
    expect(d.speed.bySource).toEqual([
      { source: "api", leads: 2 },
      { source: "www.bayut.com", leads: 1 },
    ]);
    // The next morning at 10:00 the evening lead has waited past its working hour.
    const nextMorning = await getDashboard(db.db, admin, new Date("2026-12-02T06:00:00Z"));
    expect(nextMorning.speed.waiting).toBe(1);
    // Nadia's own dashboard shows only her figures; Karim's is empty.
    expect((await getDashboard(db.db, karim, evening)).speed.byAgent).toEqual([]);
  });
});

describe("working hours (Mon–Sat 09:00–19:00, Dubai)", () => {
  const due = (created: string) => afterWorkingTime(created, 60 * 60_000).toISOString();
  it("counts only working time toward a lead's first hour", () => {
    expect(due("2026-12-01T06:00:00Z")).toBe("2026-12-01T07:00:00.000Z"); // Tue 10:00 → 11:00
    expect(due("2026-12-01T14:30:00Z")).toBe("2026-12-02T05:30:00.000Z"); // Tue 18:30 → Wed 09:30
    expect(due("2026-12-01T20:00:00Z")).toBe("2026-12-02T06:00:00.000Z"); // Wed 00:00 → 10:00
    expect(due("2026-12-05T16:00:00Z")).toBe("2026-12-07T06:00:00.000Z"); // Sat 20:00 → Mon 10:00
    expect(due("2026-12-06T08:00:00Z")).toBe("2026-12-07T06:00:00.000Z"); // Sunday → Mon 10:00
  });
});
