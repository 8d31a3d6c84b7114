import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "../../app/routes/api/openapi.server.ts";
import { apiRoutes } from "../../app/routes/api/routes.server.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { client, queryDb, validProperty } from "./api-support.ts";
import { PDF_TYPE, pdfBytes } from "./leads-files.ts";
import { api, type ErrorJson, insertListing, uniqueEmail } from "./leads-helpers.ts";

// Issue 19, item 4: the calls of the agency's earlier frontend, kept working as aliases into the
// same services (docs/product/api.md "Legacy aliases"), against the built server on each database.

const ID = /^[0-9a-f]{24}$/;

/** The earlier client's "list a property" form: an owner asks for a visit at an address. */
const legacyListing = (over: Record<string, unknown> = {}) => ({
  name: "Hamad Al Mansoori",
  email: uniqueEmail("hamad"),
  phone: "+971 50 765 4321",
  message: "Four-bedroom villa, vacant; please come and value it.",
  date: "2026-12-20",
  time: "10:30",
  address: "Villa 12, Street 4, Al Barsha 2",
  ...over,
});

describe.each(DIALECTS)("legacy API aliases [%s]", (dialect) => {
  let server: TestServer;
  let cookie: string;
  let pub: ReturnType<typeof api>;
  let admin: ReturnType<typeof api>;

  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
    cookie = await adminCookie(server);
    pub = api(server);
    admin = api(server, cookie);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const total = async (p: string) =>
    Number((await admin.get(`${p}?pageSize=1`)).headers.get("x-total-count"));

  describe("POST /api/listAProperty", () => {
    it("stores the legacy payload as a list-your-property request, visible through both paths", async () => {
      const input = legacyListing({ unknownLegacyField: "ignored" });
      const res = await pub.post("/listAProperty", input);
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        address: input.address,
        preferredDate: "2026-12-20",
        preferredTime: "10:30",
        location: "",
        propertyType: null,
        type: null,
        bedrooms: null,
        price: null,
        status: "pending",
        readAt: null,
      });
      expect(rec._id).toMatch(ID);
      expect(rec).not.toHaveProperty("unknownLegacyField");
      expect(res.headers.get("location")).toBe(`/api/listProperty/${rec._id}`);

      // The admin list of the canonical call holds it, and so does the alias's.
      const list = (await (
        await admin.get(`/listProperty?email=${encodeURIComponent(input.email)}`)
      ).json()) as {
        _id: string;
      }[];
      expect(list).toEqual([expect.objectContaining({ _id: rec._id, address: input.address })]);
      const aliasList = await admin.get(`/listAProperty?email=${encodeURIComponent(input.email)}`);
      expect(aliasList.status).toBe(200);
      expect(aliasList.headers.get("x-total-count")).toBe("1");
      expect(await aliasList.json()).toEqual(list);
      const one = await admin.get(`/listAProperty/${rec._id}`);
      expect(one.status).toBe(200);
      expect(await one.json()).toMatchObject({ _id: rec._id, preferredDate: "2026-12-20", type: null });

      // Assigned (no agents here: to the admins) and its emails queued, the address in the staff one.
      const mail = await queryDb<{ purpose: string; text: string }>(
        server,
        "select purpose, text from mail_messages where lead_id = $1",
        [rec._id],
      );
      expect(mail.map((m) => m.purpose)).toEqual(expect.arrayContaining(["lead-staff", "lead-visitor"]));
      const staff = mail.find((m) => m.purpose === "lead-staff")?.text ?? "";
      expect(staff).toContain(input.address);
      expect(staff).toContain("10:30");
    });

    it("is shown in the admin: the lead's page and the CSV export", async () => {
      const input = legacyListing();
      const rec = await (await pub.post("/listAProperty", input)).json();
      const page = await fetch(`${server.url}/admin/listProperty/${rec._id}`, { headers: { cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Villa 12, Street 4, Al Barsha 2");
      expect(html).toContain("Preferred visit date");
      expect(html).toContain("20 Dec 2026");
      expect(html).toContain("10:30");
      const list = await fetch(`${server.url}/admin/listProperty?email=${encodeURIComponent(input.email)}`, {
        headers: { cookie },
      });
      expect(list.status).toBe(200);
      expect(await list.text()).toContain("Villa 12, Street 4, Al Barsha 2");
      const csv = await fetch(
        `${server.url}/admin/listProperty.csv?email=${encodeURIComponent(input.email)}`,
        {
          headers: { cookie },
        },
      );
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toBe(
        "createdAt,name,email,phone,status,assignee,message,location,propertyType,type,bedrooms,price,address,preferredDate,preferredTime",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/,,,,,,"Villa 12, Street 4, Al Barsha 2",2026-12-20,10:30$/);
    });

    it("edits and deletes through the alias, whatever the path's case", async () => {
      const rec = await (await pub.post("/LISTaProperty", legacyListing())).json();
      expect(rec._id).toMatch(ID);
      const upd = await admin.put(`/listAProperty/${rec._id}`, {
        status: "inprogress",
        preferredTime: "16:45",
        propertyType: "residential",
        type: "Buy",
      });
      expect(upd.status).toBe(200);
      expect(await upd.json()).toMatchObject({
        status: "inprogress",
        preferredDate: "2026-12-20",
        preferredTime: "16:45",
        propertyType: "residential",
        type: "Buy",
      });
      expect((await admin.get(`/LISTAPROPERTY/${rec._id}`)).status).toBe(200);
      expect((await admin.del(`/listaproperty/${rec._id}`)).status).toBe(204);
      expect((await admin.get(`/listProperty/${rec._id}`)).status).toBe(404);
      // Staff calls of the alias need a session like the canonical ones.
      expect((await pub.get("/listAProperty")).status).toBe(401);
      expect((await pub.get(`/listAProperty/${rec._id}`)).status).toBe(401);
    });

    it.each([
      ["a date that is not a day", { date: "2026-02-30" }, "date"],
      ["a date in another format", { date: "20/12/2026" }, "date"],
      ["a 12-hour time", { time: "10:30 AM" }, "time"],
      ["an address too long", { address: "a".repeat(301) }, "address"],
      ["no phone", { phone: "" }, "phone"],
    ])("answers 422 on %s and stores nothing", async (_label, over, field) => {
      const before = await total("/listProperty");
      const res = await pub.post("/listAProperty", legacyListing(over));
      expect(res.status).toBe(422);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe("validation_failed");
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
      expect(body.error.fields?.[field]?.length).toBeGreaterThan(10);
      expect(await total("/listProperty")).toBe(before);
    });

    it("accepts a multipart post, and answers a filled honeypot as a success without storing it", async () => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(legacyListing())) fd.set(k, String(v));
      expect((await pub.post("/listAProperty", fd)).status).toBe(201);
      const bot = legacyListing({ website: "http://spam.example" });
      const res = await pub.post("/listAProperty", bot);
      expect(res.status).toBe(201);
      const fake = await res.json();
      expect(fake).toMatchObject({ email: bot.email, preferredDate: "2026-12-20", status: "pending" });
      expect(await (await admin.get(`/listProperty?email=${encodeURIComponent(bot.email)}`)).json()).toEqual(
        [],
      );
    });

    it("the canonical POST /api/listProperty still requires propertyType (and the rest)", async () => {
      const before = await total("/listProperty");
      const res = await pub.post("/listProperty", {
        ...legacyListing(),
        location: "Al Barsha 2",
        type: "Buy",
      });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as ErrorJson).error.fields ?? {})).toEqual(["propertyType"]);
      const none = await pub.post("/listProperty", legacyListing());
      expect(Object.keys(((await none.json()) as ErrorJson).error.fields ?? {}).sort()).toEqual([
        "location",
        "propertyType",
        "type",
      ]);
      expect(await total("/listProperty")).toBe(before);
      // With them, it takes the new fields too (under their canonical names).
      const ok = await pub.post("/listProperty", {
        ...legacyListing(),
        location: "Al Barsha 2",
        propertyType: "residential",
        type: "Buy",
        preferredDate: "2026-12-21",
        preferredTime: "09:00",
      });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({
        address: "Villa 12, Street 4, Al Barsha 2",
        preferredDate: "2026-12-21",
        preferredTime: "09:00",
        propertyType: "residential",
      });
    });
  });

  describe("enquiries with propertyName", () => {
    const enquiry = (over: Record<string, unknown> = {}) => ({
      name: "Layla Haddad",
      email: uniqueEmail("layla"),
      phone: "+971 50 123 4567",
      message: "Is it still available?",
      ...over,
    });

    it("keeps the name the client sends", async () => {
      const res = await pub.post("/enquiry", enquiry({ propertyName: "Palm villa, frond K" }));
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({ propertyName: "Palm villa, frond K", propertyId: null, property: null });
      expect(await (await admin.get(`/enquiry/${rec._id}`)).json()).toMatchObject({
        propertyName: "Palm villa, frond K",
      });
      const page = await (
        await fetch(`${server.url}/admin/enquiry/${rec._id}`, { headers: { cookie } })
      ).text();
      expect(page).toContain("Palm villa, frond K");
    });

    it("derives it from the listing when only propertyId is sent", async () => {
      const listing = await insertListing(server, { name: "Creek Horizon 1BR" });
      const input = enquiry({ propertyId: listing.id });
      const rec = await (await pub.post("/enquiry", input)).json();
      expect(rec).toMatchObject({ propertyId: listing.id, propertyName: "Creek Horizon 1BR" });
      const csv = await (
        await fetch(`${server.url}/admin/enquiry.csv?email=${encodeURIComponent(input.email)}`, {
          headers: { cookie },
        })
      ).text();
      const [head, row] = csv.trim().split("\r\n");
      expect(head.endsWith(",propertyId,propertyName")).toBe(true);
      expect(row.endsWith(`,${listing.id},Creek Horizon 1BR`)).toBe(true);
    });

    it("refuses a name over 200 characters", async () => {
      const res = await pub.post("/enquiry", enquiry({ propertyName: "p".repeat(201) }));
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as ErrorJson).error.fields ?? {})).toEqual(["propertyName"]);
    });
  });

  describe("career CV in the part CV", () => {
    const application = (cv: Record<string, string>) => {
      const fd = new FormData();
      const values = {
        name: "Priya Nair",
        email: uniqueEmail("priya"),
        phone: "+971 52 111 2233",
        age: "29",
        position: "Real Estate Agent",
        message: "Four years in off-plan sales.",
      };
      for (const [k, v] of Object.entries(values)) fd.set(k, v);
      for (const [part, name] of Object.entries(cv))
        fd.set(part, new Blob([new Uint8Array(pdfBytes(name))], { type: PDF_TYPE }), name);
      return { fd, email: values.email };
    };

    it("stores a CV sent as CV", async () => {
      const { fd } = application({ CV: "priya-nair.pdf" });
      const res = await pub.post("/career", fd);
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({ cv: `career/${rec._id}/cv`, cvName: "priya-nair.pdf", cvType: PDF_TYPE });
      const dl = await admin.get(`/career/${rec._id}/cv`);
      expect(dl.status).toBe(200);
      expect(Buffer.from(await dl.arrayBuffer()).toString("latin1")).toContain("priya-nair.pdf");
    });

    it("answers 422 on cv when both cv and CV carry a file, and stores nothing", async () => {
      const { fd, email } = application({ cv: "a.pdf", CV: "b.pdf" });
      const res = await pub.post("/career", fd);
      expect(res.status).toBe(422);
      const body = (await res.json()) as ErrorJson;
      expect(Object.keys(body.error.fields ?? {})).toEqual(["cv"]);
      expect(body.error.fields?.cv).toMatch(/one CV/i);
      expect(await (await admin.get(`/career?email=${encodeURIComponent(email)}`)).json()).toEqual([]);
    });
  });

  describe("POST /api/realEstate without status", () => {
    it("creates the listing as notApproved, hidden from the public", async () => {
      const c = client(server, cookie);
      const { status: _status, ...body } = validProperty({ name: "Legacy form villa" });
      const res = await c.json("POST", "/api/realEstate", body);
      expect(res.status).toBe(201);
      const rec = (await res.json()) as { _id: string; status: string };
      expect(rec.status).toBe("notApproved");
      expect((await fetch(`${server.url}/api/realEstate/${rec._id}`)).status).toBe(404);
      // An update that does not send it keeps it.
      const upd = await c.json("PUT", `/api/realEstate/${rec._id}`, { price: 2_500_000 });
      expect(((await upd.json()) as { status: string }).status).toBe("notApproved");
    });
  });

  describe("the reference", () => {
    const aliases = apiRoutes.filter((r) => r.deprecated);

    it("declares every alias with its canonical call", () => {
      expect(aliases.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        "DELETE /listAProperty/:id",
        "GET /listAProperty",
        "GET /listAProperty/:id",
        "POST /listAProperty",
        "PUT /listAProperty/:id",
      ]);
      for (const r of aliases) {
        const [method, path] = (r.deprecated ?? "").split(" ");
        expect(
          apiRoutes.some((c) => !c.deprecated && c.method === method && openApiPath(c.path) === path),
          `${r.method} ${r.path} → ${r.deprecated}`,
        ).toBe(true);
      }
    });

    it("marks each alias deprecated in the OpenAPI document", async () => {
      const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { deprecated?: boolean; description?: string }>>;
      };
      for (const r of aliases) {
        const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
        expect(op?.deprecated, `${r.method} ${r.path}`).toBe(true);
        expect(op?.description).toContain(r.deprecated);
      }
      expect(doc.paths["/api/listProperty"].post.deprecated).toBeUndefined();
    });

    it("shows a deprecated call as such in the HTML reference, linked to its canonical call", async () => {
      const html = await (await fetch(`${server.url}/api/docs`)).text();
      expect(html).toContain(
        '<strong>Deprecated.</strong> An alias kept for an older client: use <a href="#post-listproperty"><code>POST /api/listProperty</code></a> instead.',
      );
      expect(html).toContain('id="post-listproperty"');
    });
  });
});
