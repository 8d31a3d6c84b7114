import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.server.ts";
import { freshDb, TEST_DIALECTS } from "../../db/test-db.ts";
import { PUBLIC, type StaffActor } from "../../lib/actor.ts";
import { issuesToFields } from "../../lib/validation.ts";
import { insertPropertyRow } from "../properties/property.rows.server.ts";
import { propertyTestRow } from "../properties/property.test-rows.ts";
import { createBoss } from "../users/staff.test-support.server.ts";
import { leadDetail } from "./lead-desk.service.server.ts";
import { leadFactsOf } from "./lead-mail.server.ts";
import {
  EnquiryInputSchema,
  LEAD_UPDATE_SCHEMAS,
  LegacyListPropertyInputSchema,
  ListPropertyInputSchema,
} from "./leads.schema.ts";
import { createLead, listLeads, updateLead } from "./leads.service.server.ts";

// The agency's earlier client (docs/product/api.md "Legacy aliases"): a list-your-property request
// with an address and a visit's date and time but no property types, and an enquiry that names its
// property. The same service stores them; the canonical call keeps its required fields.

const person = {
  name: "Hamad Al Mansoori",
  email: "hamad@owner.example",
  phone: "+971 50 765 4321",
  message: "Please come and see the villa.",
};
const legacy = { ...person, date: "2026-12-20", time: "10:30", address: "Villa 12, Street 4, Al Barsha 2" };
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : issuesToFields(r.error?.issues ?? []);

describe("the list-your-property schemas", () => {
  it("reads the earlier client's form as a request with a visit and no property types", () => {
    expect(LegacyListPropertyInputSchema.parse({ ...legacy, ignored: "x" })).toEqual({
      ...person,
      location: "",
      propertyType: null,
      type: null,
      bedrooms: undefined,
      price: undefined,
      address: "Villa 12, Street 4, Al Barsha 2",
      preferredDate: "2026-12-20",
      preferredTime: "10:30",
    });
  });

  it.each([
    ["not a real day", { date: "2026-02-30" }, "date"],
    ["another format", { date: "20/12/2026" }, "date"],
    ["not a time", { time: "half past ten" }, "time"],
    ["past midnight", { time: "24:00" }, "time"],
    ["12-hour", { time: "10:30 AM" }, "time"],
    ["address too long", { address: "a".repeat(301) }, "address"],
    ["unknown type", { type: "Sell" }, "type"],
  ])("refuses a legacy %s on that field", (_label, over, field) => {
    expect(Object.keys(fieldsOf(LegacyListPropertyInputSchema.safeParse({ ...legacy, ...over })))).toEqual([
      field,
    ]);
  });

  it("blank visit fields are not given", () => {
    const parsed = LegacyListPropertyInputSchema.parse({ ...legacy, date: " ", time: "", address: "" });
    expect(parsed).toMatchObject({ preferredDate: null, preferredTime: null, address: null });
  });

  it("the canonical call still requires location, propertyType and type, and takes the new fields", () => {
    expect(Object.keys(fieldsOf(ListPropertyInputSchema.safeParse(person))).sort()).toEqual([
      "location",
      "propertyType",
      "type",
    ]);
    const ok = ListPropertyInputSchema.parse({
      ...person,
      location: "Al Barsha",
      propertyType: "residential",
      type: "Buy",
      preferredDate: "2026-12-20",
      preferredTime: "09:05",
    });
    expect(ok).toMatchObject({ address: null, preferredDate: "2026-12-20", preferredTime: "09:05" });
    expect(
      Object.keys(
        fieldsOf(
          ListPropertyInputSchema.safeParse({
            ...person,
            location: "Al Barsha",
            propertyType: "residential",
            type: "Buy",
            preferredDate: "2026-13-01",
          }),
        ),
      ),
    ).toEqual(["preferredDate"]);
  });

  it("an edit may leave the property types blank (null) and keeps what it does not send", () => {
    const update = LEAD_UPDATE_SCHEMAS.listProperty;
    expect(update.parse({ type: "", propertyType: null })).toMatchObject({ type: null, propertyType: null });
    const none = update.parse({ status: "won" });
    expect(none.type).toBeUndefined();
    expect(none.address).toBeUndefined();
    expect(none.preferredDate).toBeUndefined();
  });

  it("an enquiry's propertyName is optional text of at most 200 characters", () => {
    expect(EnquiryInputSchema.parse({ ...person, propertyName: "  Marina Gate 2, 1804 " }).propertyName).toBe(
      "Marina Gate 2, 1804",
    );
    expect(EnquiryInputSchema.parse(person).propertyName).toBeNull();
    expect(
      Object.keys(fieldsOf(EnquiryInputSchema.safeParse({ ...person, propertyName: "p".repeat(201) }))),
    ).toEqual(["propertyName"]);
  });
});

describe("what the staff email says", () => {
  it("lists a request's address and visit, and leaves out what it does not have", () => {
    const facts = leadFactsOf("listProperty", {
      _id: "x",
      ...person,
      location: "",
      propertyType: null,
      type: null,
      bedrooms: null,
      price: null,
      address: "Villa 12, Al Barsha 2",
      preferredDate: "2026-12-20",
      preferredTime: "10:30",
    });
    expect(facts.details).toEqual([
      ["emails.staff.address", "Villa 12, Al Barsha 2"],
      ["emails.staff.preferredDate", "20 Dec 2026"],
      ["emails.staff.preferredTime", "10:30"],
    ]);
  });

  it("names an enquiry's property when no listing is linked", () => {
    const base = { _id: "x", ...person };
    expect(leadFactsOf("enquiry", { ...base, propertyName: "Marina Gate 2" }).details).toEqual([
      ["emails.staff.propertyName", "Marina Gate 2"],
    ]);
    // With a listing, the email shows the listing itself.
    expect(
      leadFactsOf("enquiry", { ...base, propertyId: "0123456789abcdef01234567", propertyName: "X" }).details,
    ).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)("legacy fields through the service and the database [%s]", (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let admin: StaffActor;
  const listing = propertyTestRow({ name: "Creek Horizon 1BR", status: "approved" });

  beforeAll(async () => {
    ({ db, cleanup } = await freshDb(dialect));
    admin = await createBoss(db.db);
    await insertPropertyRow(db.db, listing);
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("stores a legacy request with the same service, and shows it on the lead page", async () => {
    const lead = await createLead(db.db, "listProperty", legacy, PUBLIC, {}, { legacy: true });
    expect(lead).toMatchObject({
      location: "",
      propertyType: null,
      type: null,
      address: legacy.address,
      preferredDate: "2026-12-20",
      preferredTime: "10:30",
      status: "pending",
    });
    const page = await listLeads(db.db, admin, "listProperty", {});
    expect(page.items.find((l) => l._id === lead._id)).toEqual(lead);
    const detail = await leadDetail(db.db, admin, "listProperty", lead._id);
    expect(detail.lead.facts).toMatchObject({
      address: legacy.address,
      preferredDate: "2026-12-20",
      preferredTime: "10:30",
      propertyType: null,
    });
    // Its emails were queued with it.
    const mail = await db.db
      .selectFrom("mail_messages")
      .select(["purpose", "text"])
      .where("lead_id", "=", lead._id)
      .execute();
    expect(mail.map((m) => m.purpose).sort()).toEqual(["lead-staff", "lead-visitor"]);
    expect(mail.find((m) => m.purpose === "lead-staff")?.text).toContain(legacy.address);
  });

  it("without `legacy` the same body is refused: the canonical call requires the property types", async () => {
    await expect(createLead(db.db, "listProperty", legacy)).rejects.toMatchObject({
      status: 422,
      fields: { location: expect.any(String), propertyType: expect.any(String), type: expect.any(String) },
    });
  });

  it("edits the new fields, and may complete or clear the property types", async () => {
    const lead = await createLead(db.db, "listProperty", legacy, PUBLIC, {}, { legacy: true });
    const done = await updateLead(db.db, admin, "listProperty", lead._id, {
      location: "Al Barsha 2",
      propertyType: "residential",
      type: "Rent",
      preferredTime: "16:00",
    });
    expect(done).toMatchObject({
      location: "Al Barsha 2",
      propertyType: "residential",
      type: "Rent",
      preferredDate: "2026-12-20",
      preferredTime: "16:00",
      address: legacy.address,
    });
    const cleared = await updateLead(db.db, admin, "listProperty", lead._id, { type: "", address: "" });
    expect(cleared).toMatchObject({ type: null, address: null, propertyType: "residential" });
    await expect(
      updateLead(db.db, admin, "listProperty", lead._id, { preferredDate: "tomorrow" }),
    ).rejects.toMatchObject({ status: 422, fields: { preferredDate: expect.any(String) } });
  });

  it("keeps an enquiry's propertyName as sent, or takes the listing's name", async () => {
    const named = await createLead(db.db, "enquiry", { ...person, propertyName: "Palm villa, frond K" });
    expect(named).toMatchObject({ propertyName: "Palm villa, frond K", propertyId: null });
    const derived = await createLead(db.db, "enquiry", { ...person, propertyId: listing.id });
    expect(derived).toMatchObject({ propertyId: listing.id, propertyName: "Creek Horizon 1BR" });
    const both = await createLead(db.db, "enquiry", {
      ...person,
      propertyId: listing.id,
      propertyName: "As the client calls it",
    });
    expect(both.propertyName).toBe("As the client calls it");
    const general = await createLead(db.db, "enquiry", person);
    expect(general.propertyName).toBeNull();
    const detail = await leadDetail(db.db, admin, "enquiry", named._id);
    expect(detail.lead).toMatchObject({ listing: null, propertyName: "Palm villa, frond K" });
  });
});
