import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import type { Actor, StaffActor } from "../../lib/actor.ts";
import {
  createApplication,
  getCv,
  listApplications,
  requireApplication,
} from "../careers/careers.service.server.ts";
import { getDashboard } from "../dashboard/dashboard.service.server.ts";
import {
  createLead,
  deleteLead,
  leadCounts,
  listLeads,
  requireLead,
  updateLead,
} from "../leads/leads.service.server.ts";
import { listMail } from "../mail/mail.service.server.ts";
import { listSubscribers } from "../newsletter/newsletter.service.server.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { getEditableProperty, getProperty, listProperties } from "../properties/property.service.server.ts";
import { createProperty, deleteProperty, updateProperty } from "../properties/property.write.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { createSession } from "../auth/session.server.ts";
import { agentProfile, createBoss, staffActor } from "./staff.test-support.server.ts";
import {
  changeOwnPassword,
  createStaff,
  listStaff,
  resetStaffPassword,
  updateStaff,
  verifyCredentials,
} from "./user.service.server.ts";

// Issue 18, item 1: what an agent may do, enforced in the services (pages and API call the same
// functions). An agent reaches the leads assigned to them and the listings they are the agent of,
// may edit those, and nothing else; anyone else's record answers exactly as a missing one (404).

const staff = staffActor;
const profile = agentProfile;
const visitor = (email: string) => ({
  name: "Priya Nair",
  email,
  phone: "+971 50 123 4567",
  message: "Please call me.",
});

describe.each(TEST_DIALECTS)("roles: what an agent may do [%s]", (dialect) => {
  let db: Db;
  let dataDir: string;
  let cleanup: () => Promise<void>;
  let admin: StaffActor;
  let sofia: StaffActor;
  let omar: StaffActor;
  let sofiaPassword: string;
  const sofiaListing = propertyTestRow({ name: "Sofia's draft", status: "notApproved" });
  const omarDraft = propertyTestRow({ name: "Omar's draft", status: "notApproved" });
  const omarLive = propertyTestRow({ name: "Omar's live listing", status: "approved" });
  const leadOf: Record<string, string> = {};
  const applicationOf: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, dataDir, cleanup } = await freshDb(dialect));
    admin = await createBoss(db.db);
    const s = await createStaff(db.db, admin, profile({ name: "Sofia", email: "sofia@agency.example" }));
    const o = await createStaff(db.db, admin, profile({ name: "Omar", email: "omar@agency.example" }));
    sofiaPassword = s.temporaryPassword;
    sofia = staff(s.member._id, "agent", "sofia@agency.example");
    omar = staff(o.member._id, "agent", "omar@agency.example");
    await insertPropertyRow(db.db, { ...sofiaListing, agent_id: sofia.userId });
    await insertPropertyRow(db.db, { ...omarDraft, agent_id: omar.userId });
    await insertPropertyRow(db.db, { ...omarLive, agent_id: omar.userId });
    // An enquiry goes to the listing's agent: one lead each, plus an unassigned contact message.
    leadOf.sofia = (
      await createLead(db.db, "enquiry", { ...visitor("a@v.example"), propertyId: sofiaListing.id }, admin)
    )._id;
    leadOf.omar = (
      await createLead(db.db, "enquiry", { ...visitor("b@v.example"), propertyId: omarLive.id }, admin)
    )._id;
    for (const [who, to] of [
      ["sofia", sofia],
      ["omar", omar],
    ] as const) {
      const a = await createApplication(
        db.db,
        dataDir,
        { ...visitor(`${who}-cv@v.example`), position: "PA", age: "30" },
        null,
      );
      await db.db
        .updateTable("career_applications")
        .set({ assignee_id: to.userId })
        .where("id", "=", a._id)
        .execute();
      applicationOf[who] = a._id;
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const status = async (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: { status?: number }) => e.status ?? 500,
    );

  it("signs in with the temporary password the admin was shown; a reset replaces it", async () => {
    expect((await verifyCredentials(db.db, "sofia@agency.example", sofiaPassword))?.role).toBe("agent");
    const reset = await resetStaffPassword(db.db, admin, sofia.userId);
    expect(reset.temporaryPassword).not.toBe(sofiaPassword);
    expect(await verifyCredentials(db.db, "sofia@agency.example", sofiaPassword)).toBeNull();
    expect(await verifyCredentials(db.db, "sofia@agency.example", reset.temporaryPassword)).not.toBeNull();
    expect(await status(resetStaffPassword(db.db, omar, sofia.userId))).toBe(403);
  });

  it("sees only the leads assigned to them, whatever the filter asks; anyone else's id is a 404", async () => {
    const mine = await listLeads(db.db, sofia, "enquiry", { assigneeId: omar.userId });
    expect(mine.items.map((l) => l._id)).toEqual([leadOf.sofia]);
    expect(mine.total).toBe(1);
    expect((await listLeads(db.db, admin, "enquiry")).total).toBe(2);
    expect((await leadCounts(db.db, sofia)).enquiry.total).toBe(1);
    expect((await requireLead(db.db, sofia, "enquiry", leadOf.sofia))._id).toBe(leadOf.sofia);
    expect(await status(requireLead(db.db, sofia, "enquiry", leadOf.omar))).toBe(404);
    expect(await status(updateLead(db.db, sofia, "enquiry", leadOf.omar, { status: "won" }))).toBe(404);
    // The other's lead was not read or changed by the refused calls.
    const untouched = await requireLead(db.db, admin, "enquiry", leadOf.omar, { markRead: false });
    expect(untouched.status).toBe("pending");
    expect(untouched.readAt).toBeNull();
  });

  it("edits their own lead but cannot hand it to someone else or delete it", async () => {
    const saved = await updateLead(db.db, sofia, "enquiry", leadOf.sofia, {
      status: "inprogress",
      assigneeId: sofia.userId,
    });
    expect(saved.status).toBe("inprogress");
    expect(await status(updateLead(db.db, sofia, "enquiry", leadOf.sofia, { assigneeId: omar.userId }))).toBe(
      403,
    );
    expect(await status(updateLead(db.db, sofia, "enquiry", leadOf.sofia, { assigneeId: null }))).toBe(403);
    expect(await status(deleteLead(db.db, sofia, "enquiry", leadOf.sofia))).toBe(403);
    expect((await requireLead(db.db, admin, "enquiry", leadOf.sofia, { markRead: false })).assigneeId).toBe(
      sofia.userId,
    );
  });

  it("sees only their job applications and CVs", async () => {
    expect((await listApplications(db.db, sofia)).items.map((a) => a._id)).toEqual([applicationOf.sofia]);
    expect((await requireApplication(db.db, sofia, applicationOf.sofia))._id).toBe(applicationOf.sofia);
    expect(await status(requireApplication(db.db, sofia, applicationOf.omar))).toBe(404);
    expect(await status(getCv(db.db, dataDir, sofia, applicationOf.omar))).toBe(404);
  });

  it("lists and edits their own listings only, cannot change a listing's agent, create or delete", async () => {
    const list = await listProperties(db.db, sofia, { sort: "latest", page: 1, pageSize: 50 });
    expect(list.items.map((p) => p._id)).toEqual([sofiaListing.id]);
    expect(await getEditableProperty(db.db, sofia, sofiaListing.id)).not.toBeNull();
    expect(await getEditableProperty(db.db, sofia, omarLive.id)).toBeNull();
    // Reading follows the public rule for other people's listings: approved yes, drafts no.
    expect((await getProperty(db.db, sofia, omarLive.id))?._id).toBe(omarLive.id);
    expect(await getProperty(db.db, sofia, omarDraft.id)).toBeNull();
    const opts = { dataDir };
    const saved = await updateProperty(
      db.db,
      sofia,
      sofiaListing.id,
      { fields: { name: "Sofia's listing, renamed" }, images: undefined },
      opts,
    );
    expect(saved.name).toBe("Sofia's listing, renamed");
    const refused = [
      updateProperty(db.db, sofia, omarLive.id, { fields: { name: "Taken" }, images: undefined }, opts),
      updateProperty(
        db.db,
        sofia,
        sofiaListing.id,
        { fields: { agentId: omar.userId }, images: undefined },
        opts,
      ),
      createProperty(db.db, sofia, { fields: { name: "New" }, images: undefined }, opts),
      deleteProperty(db.db, sofia, sofiaListing.id, opts),
    ];
    expect(await Promise.all(refused.map(status))).toEqual([404, 403, 403, 403]);
    expect((await getProperty(db.db, admin, omarLive.id))?.name).toBe("Omar's live listing");
    expect((await getProperty(db.db, admin, sofiaListing.id))?.agentId).toBe(sofia.userId);
  });

  it("has a dashboard of their own listings and leads, without the agency's figures", async () => {
    const d = await getDashboard(db.db, sofia);
    expect(d.properties.total).toBe(1);
    expect(d.leads.unread.enquiry + d.leads.newThisWeek.enquiry).toBeGreaterThan(0);
    expect(d.subscribers).toBeNull();
    expect(d.views).toBeNull();
    expect((await getDashboard(db.db, admin)).properties.total).toBe(3);
  });

  it("is refused the admins' screens: team, emails, newsletter (403), and a visitor is asked to sign in (401)", async () => {
    const page = { page: 1, pageSize: 10 };
    expect(await status(listMail(db.db, sofia, page))).toBe(403);
    expect(await status(listSubscribers(db.db, sofia, page))).toBe(403);
    expect(
      await status(updateStaff(db.db, sofia, sofia.userId, profile({ name: "Sofia", email: "s@x.example" }))),
    ).toBe(403);
    expect((await listStaff(db.db, sofia)).map((m) => m._id)).toEqual([sofia.userId]);
    const visitorActor: Actor = { kind: "public" };
    expect(await status(listLeads(db.db, visitorActor, "contact"))).toBe(401);
  });

  it("an agent replaces the temporary password with their own; their other sessions end, this one stays", async () => {
    const { temporaryPassword } = await resetStaffPassword(db.db, admin, sofia.userId);
    const here = await createSession(db.db, sofia.userId);
    const elsewhere = await createSession(db.db, sofia.userId);
    const me = { ...sofia, sessionId: here.id };
    const tries = [
      { current: "not it at all", next: "a brand new long password", repeat: "a brand new long password" },
      { current: temporaryPassword, next: "short", repeat: "short" },
      { current: temporaryPassword, next: "a brand new long password", repeat: "a different long password" },
    ];
    const fields = await Promise.all(
      tries.map((input) =>
        changeOwnPassword(db.db, me, input).then(
          () => ({}),
          (e: { fields?: Record<string, string> }) => e.fields ?? {},
        ),
      ),
    );
    expect(fields.map((f) => Object.keys(f))).toEqual([["current"], ["next"], ["repeat"]]);
    await changeOwnPassword(db.db, me, {
      current: temporaryPassword,
      next: "a brand new long password",
      repeat: "a brand new long password",
    });
    expect(await verifyCredentials(db.db, "sofia@agency.example", temporaryPassword)).toBeNull();
    expect(
      await verifyCredentials(db.db, "sofia@agency.example", "a brand new long password"),
    ).not.toBeNull();
    const left = await db.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", sofia.userId)
      .execute();
    expect(left.map((r) => r.id)).toEqual([here.id]);
    expect(left.map((r) => r.id)).not.toContain(elsewhere.id);
  });

  it("a deactivated agent cannot sign in, and a change of role needs no new password", async () => {
    const reset = await resetStaffPassword(db.db, admin, omar.userId);
    await updateStaff(
      db.db,
      admin,
      omar.userId,
      profile({ name: "Omar", email: "omar@agency.example", active: false }),
    );
    expect(await verifyCredentials(db.db, "omar@agency.example", reset.temporaryPassword)).toBeNull();
    await updateStaff(
      db.db,
      admin,
      omar.userId,
      profile({ name: "Omar", email: "omar@agency.example", role: "admin" }),
    );
    expect((await verifyCredentials(db.db, "omar@agency.example", reset.temporaryPassword))?.role).toBe(
      "admin",
    );
  });
});
