import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { api, confirmSubscriberInDb, type ErrorJson, insertListing, uniqueEmail } from "./leads-helpers.ts";

const ID = /^[0-9a-f]{24}$/;

const contact = (over: Record<string, unknown> = {}) => ({
  name: "Layla Haddad",
  email: uniqueEmail("layla"),
  phone: "+971 50 123 4567",
  message: "We are looking for a three-bedroom villa in Arabian Ranches, ready by summer.",
  ...over,
});

const listing = (over: Record<string, unknown> = {}) => ({
  name: "Omar Khalid",
  email: uniqueEmail("omar"),
  phone: "+971 55 987 6543",
  location: "Jumeirah Village Circle",
  propertyType: "residential",
  type: "Rent",
  bedrooms: 2,
  price: 95000,
  message: "Vacant from March, unfurnished.",
  ...over,
});

describe.each(DIALECTS)("leads API [%s]", (dialect) => {
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

  async function fieldsOf(res: Response, status = 422): Promise<Record<string, string>> {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe(status === 422 ? "validation_failed" : body.error.code);
    expect(typeof body.error.message).toBe("string");
    return body.error.fields ?? {};
  }

  describe("contact messages", () => {
    it("stores a valid message as pending and answers 201 with the record", async () => {
      const input = contact({ name: "  Layla Haddad  " });
      const res = await pub.post("/contact", input);
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({
        name: "Layla Haddad",
        email: input.email,
        phone: input.phone,
        message: input.message,
        status: "pending",
        readAt: null,
      });
      expect(rec._id).toMatch(ID);
      expect(Number.isNaN(Date.parse(rec.createdAt))).toBe(false);
      expect(res.headers.get("location")).toBe(`/api/contact/${rec._id}`);
      const stored = await (await admin.get(`/contact/${rec._id}`)).json();
      expect(stored).toMatchObject({ _id: rec._id, name: "Layla Haddad", status: "pending" });
    });

    it("ignores a status sent by a public caller", async () => {
      const res = await pub.post("/contact", contact({ status: "postponed" }));
      expect(res.status).toBe(201);
      expect((await res.json()).status).toBe("pending");
    });

    it("accepts a plain form post and multipart too", async () => {
      const input = contact();
      const urlencoded = await pub.post("/contact", new URLSearchParams(input as Record<string, string>));
      expect(urlencoded.status).toBe(201);
      const fd = new FormData();
      for (const [k, v] of Object.entries(contact())) fd.set(k, String(v));
      expect((await pub.post("/contact", fd)).status).toBe(201);
    });

    it.each([
      ["name missing", { name: "" }, "name"],
      ["name only spaces", { name: "   " }, "name"],
      ["name too long", { name: "x".repeat(201) }, "name"],
      ["name not text", { name: 12 }, null],
      ["email missing", { email: undefined }, "email"],
      ["email invalid", { email: "layla@" }, "email"],
      ["email with spaces inside", { email: "la yla@example.com" }, "email"],
      ["phone missing", { phone: "" }, "phone"],
      ["phone with letters", { phone: "call me maybe" }, "phone"],
      ["phone too short", { phone: "12345" }, "phone"],
      ["phone too long", { phone: "+97150123456789012" }, "phone"],
      ["message missing", { message: "" }, "message"],
      ["message too long", { message: "x".repeat(5001) }, "message"],
    ])("422 for %s", async (_label, over, field) => {
      const before = Number((await admin.get("/contact?pageSize=1")).headers.get("x-total-count"));
      const res = await pub.post("/contact", contact(over));
      if (field === null) {
        // A number where text is expected is read as text: "12" is a valid name.
        expect(res.status).toBe(201);
        return;
      }
      const fields = await fieldsOf(res);
      expect(Object.keys(fields)).toEqual([field]);
      expect(fields[field].length).toBeGreaterThan(10);
      const after = Number((await admin.get("/contact?pageSize=1")).headers.get("x-total-count"));
      expect(after).toBe(before);
    });

    it("reports every invalid field at once", async () => {
      const fields = await fieldsOf(await pub.post("/contact", {}));
      expect(Object.keys(fields).sort()).toEqual(["email", "message", "name", "phone"]);
      expect(fields.email).toMatch(/email/i);
    });

    it("400 for a malformed body, 415 for an unsupported type", async () => {
      const bad = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{not json",
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorJson).error.code).toBe("bad_request");
      const arr = await pub.post("/contact", [contact()]);
      expect(arr.status).toBe(400);
      const text = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "hello",
      });
      expect(text.status).toBe(415);
    });

    it("413 for a body over the limit", async () => {
      const res = await pub.post("/contact", contact({ message: "x".repeat(200_000) }));
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorJson).error.code).toBe("payload_too_large");
    });

    it("lists newest first as an array, searches email case-insensitively, pages with headers", async () => {
      const tag = `srch${Date.now().toString(36)}`;
      const a = await (await pub.post("/contact", contact({ email: `${tag}.one@example.com` }))).json();
      const b = await (await pub.post("/contact", contact({ email: `Second.${tag}@Example.com` }))).json();
      const res = await admin.get(`/contact?email=${tag.toUpperCase()}`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as { _id: string }[];
      expect(Array.isArray(list)).toBe(true);
      expect(list.map((r) => r._id)).toEqual([b._id, a._id]);
      expect(res.headers.get("x-total-count")).toBe("2");
      const paged = await admin.get(`/contact?email=${tag}&pageSize=1&page=1`);
      expect(((await paged.json()) as unknown[]).length).toBe(1);
      expect(paged.headers.get("x-total-count")).toBe("2");
      expect(paged.headers.get("link")).toMatch(/rel="next"/);
      const none = await admin.get("/contact?email=nobody-like-this");
      expect(await none.json()).toEqual([]);
      expect(none.headers.get("x-total-count")).toBe("0");
      // A LIKE wildcard in the search is a literal character, not "anything".
      expect(await (await admin.get("/contact?email=%25")).json()).toEqual([]);
      expect((await admin.get("/contact?page=0")).status).toBe(400);
      expect((await admin.get("/contact?pageSize=501")).status).toBe(400);
      expect((await admin.get("/contact?status=done")).status).toBe(400);
    });

    it("filters by status, assignee and age, and exports exactly what is filtered as CSV", async () => {
      const tag = `flt${Date.now().toString(36)}`;
      const made = [];
      for (const name of ["Aisha Rahman", '=HYPERLINK("http://evil.example")', "Ben, Jr."])
        made.push(
          await (
            await pub.post("/contact", contact({ name, email: `${tag}.${made.length}@example.com` }))
          ).json(),
        );
      await admin.put(`/contact/${made[0]._id}`, { status: "inprogress" });
      const ids = async (q: string) =>
        ((await (await admin.get(`/contact?email=${tag}&${q}`)).json()) as { _id: string }[]).map(
          (r) => r._id,
        );
      expect(await ids("status=inprogress")).toEqual([made[0]._id]);
      // No agent on this site: every lead is with the admins.
      expect((await ids("assignee=none")).length).toBe(3);
      expect(await ids("assignee=0123456789abcdef01234567")).toEqual([]);
      expect((await ids("age=day")).length).toBe(3);
      expect(await ids("age=older")).toEqual([]);
      expect((await admin.get("/contact?age=yesterday")).status).toBe(400);

      const csv = await fetch(`${server.url}/admin/contact.csv?email=${tag}&status=pending`, {
        headers: { cookie },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a byte-order mark: UTF-8 for spreadsheets
      const text = new TextDecoder().decode(bytes);
      expect(text.startsWith("createdAt,name,email,phone,status,assignee,message\r\n")).toBe(true);
      const rows = text.trim().split("\r\n").slice(1);
      expect(rows).toHaveLength(2); // the two still pending
      // A name that would run as a spreadsheet formula is written as text; a comma is quoted.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(text).toContain(`"Ben, Jr."`);
      expect(text).not.toContain("Aisha Rahman");
      const bad = await fetch(`${server.url}/admin/contact.csv?age=yesterday`, { headers: { cookie } });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toMatch(/age must be one of/);
    });

    it("records when a message is first read", async () => {
      const rec = await (await pub.post("/contact", contact())).json();
      const quiet = await (await admin.get(`/contact/${rec._id}?markRead=false`)).json();
      expect(quiet.readAt).toBeNull();
      const first = await (await admin.get(`/contact/${rec._id}`)).json();
      expect(first.readAt).toBeTruthy();
      const again = await (await admin.get(`/Contact/${rec._id}`)).json();
      expect(again.readAt).toBe(first.readAt);
      const unread = await (await admin.put(`/contact/${rec._id}`, { read: false })).json();
      expect(unread.readAt).toBeNull();
    });

    it("updates with the old client's JSON shape and validates it", async () => {
      const rec = await (await pub.post("/contact", contact())).json();
      const email = uniqueEmail("edited");
      const res = await admin.put(`/contact/${rec._id}`, {
        name: "Layla H.",
        email,
        message: "Edited",
        status: "inprogress",
        phone: "+971 4 555 0101",
      });
      expect(res.status).toBe(200);
      const updated = await res.json();
      expect(updated).toMatchObject({
        _id: rec._id,
        name: "Layla H.",
        email,
        message: "Edited",
        status: "inprogress",
        phone: "+971 4 555 0101",
      });
      expect(updated.updatedAt >= rec.updatedAt).toBe(true);
      const partial = await (await admin.put(`/contact/${rec._id}`, { status: "postponed" })).json();
      expect(partial).toMatchObject({ name: "Layla H.", status: "postponed" });
      expect(Object.keys(await fieldsOf(await admin.put(`/contact/${rec._id}`, { status: "done" })))).toEqual(
        ["status"],
      );
      expect(Object.keys(await fieldsOf(await admin.put(`/contact/${rec._id}`, { email: "nope" })))).toEqual([
        "email",
      ]);
      expect((await admin.put("/contact/0123456789abcdef01234567", { status: "pending" })).status).toBe(404);
      expect((await admin.put("/contact/not-an-id", { status: "pending" })).status).toBe(404);
    });

    it("deletes with 204, then 404", async () => {
      const rec = await (await pub.post("/contact", contact())).json();
      const res = await admin.del(`/CONTACT/${rec._id}`);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
      expect((await admin.get(`/contact/${rec._id}`)).status).toBe(404);
      expect((await admin.del(`/contact/${rec._id}`)).status).toBe(404);
    });
  });

  describe("enquiries", () => {
    it("links an enquiry to a published listing and shows which", async () => {
      const home = await insertListing(server);
      const res = await pub.post("/enquiry", { ...contact(), propertyId: home.id });
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({
        propertyId: home.id,
        property: { _id: home.id, name: home.name, location: home.location },
        status: "pending",
      });
      const listed = (await (await admin.get(`/enquiry?email=${encodeURIComponent(rec.email)}`)).json()) as {
        property: { name: string } | null;
      }[];
      expect(listed[0].property?.name).toBe(home.name);
    });

    it("keeps an enquiry about an unpublished or unknown listing, without the link", async () => {
      const hidden = await insertListing(server, { status: "notApproved" });
      for (const propertyId of [hidden.id, "0123456789abcdef01234567"]) {
        const res = await pub.post("/enquiry", { ...contact(), propertyId });
        expect(res.status).toBe(201);
        const rec = await res.json();
        expect(rec.propertyId).toBeNull();
        expect(rec.property).toBeNull();
        expect(JSON.stringify(rec)).not.toContain(hidden.name);
      }
    });

    it("a general enquiry needs no listing; a malformed reference is a 422", async () => {
      const res = await pub.post("/enquiry", { ...contact(), propertyId: "" });
      expect(res.status).toBe(201);
      expect((await res.json()).propertyId).toBeNull();
      expect(
        Object.keys(await fieldsOf(await pub.post("/enquiry", { ...contact(), propertyId: "abc" }))),
      ).toEqual(["propertyId"]);
      expect(Object.keys(await fieldsOf(await pub.post("/enquiry", { ...contact(), email: "x" })))).toEqual([
        "email",
      ]);
    });

    it("is managed like contact messages", async () => {
      const rec = await (await pub.post("/enquiry", contact())).json();
      const upd = await admin.put(`/enquiry/${rec._id}`, { status: "inprogress" });
      expect((await upd.json()).status).toBe("inprogress");
      expect((await admin.del(`/enquiry/${rec._id}`)).status).toBe(204);
      expect((await admin.get(`/enquiry/${rec._id}`)).status).toBe(404);
    });
  });

  describe("list-your-property requests", () => {
    it("stores every field, numbers from text too", async () => {
      const res = await pub.post("/listProperty", listing({ bedrooms: "3", price: "2750000" }));
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({
        location: "Jumeirah Village Circle",
        propertyType: "residential",
        type: "Rent",
        bedrooms: 3,
        price: 2_750_000,
        status: "pending",
      });
    });

    it("bedrooms, price and message are optional", async () => {
      const res = await pub.post(
        "/listProperty",
        listing({ bedrooms: undefined, price: "", message: undefined, propertyType: "commercial" }),
      );
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        bedrooms: null,
        price: null,
        message: "",
        propertyType: "commercial",
      });
    });

    it.each([
      ["location missing", { location: "" }, "location"],
      ["property type unknown", { propertyType: "villa" }, "propertyType"],
      ["property type missing", { propertyType: undefined }, "propertyType"],
      ["type unknown", { type: "Sell" }, "type"],
      ["bedrooms negative", { bedrooms: -1 }, "bedrooms"],
      ["bedrooms fractional", { bedrooms: 2.5 }, "bedrooms"],
      ["bedrooms not a number", { bedrooms: "three" }, "bedrooms"],
      ["price with commas", { price: "1,000,000" }, "price"],
      ["price negative", { price: -5 }, "price"],
      ["phone missing", { phone: undefined }, "phone"],
    ])("422 for %s", async (_label, over, field) => {
      expect(Object.keys(await fieldsOf(await pub.post("/listProperty", listing(over))))).toEqual([field]);
    });

    it("updates its own fields and status", async () => {
      const rec = await (await pub.post("/listProperty", listing())).json();
      const upd = await (
        await admin.put(`/listProperty/${rec._id}`, { price: 99000, status: "postponed" })
      ).json();
      expect(upd).toMatchObject({ price: 99000, status: "postponed", location: rec.location });
      const cleared = await (await admin.put(`/listProperty/${rec._id}`, { price: null })).json();
      expect(cleared.price).toBeNull();
      expect((await admin.del(`/listProperty/${rec._id}`)).status).toBe(204);
    });
  });

  describe("newsletter", () => {
    it("subscribes once per address, case-insensitively: pending until confirmed, then already subscribed", async () => {
      const email = uniqueEmail("News");
      const res = await pub.post("/subscribe", { email });
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec).toMatchObject({ email, status: "pending", confirmedAt: null, locale: "en" });
      expect(rec._id).toMatch(ID);
      expect(Number.isNaN(Date.parse(rec.subscribedAt))).toBe(false);
      // Not confirmed yet: asking again is the same record, still pending.
      const pending = await pub.post("/subscribe", { email: `  ${email.toUpperCase()} ` });
      expect(pending.status).toBe(201);
      expect(await pending.json()).toMatchObject({ _id: rec._id, status: "pending" });
      await confirmSubscriberInDb(server, rec._id);
      const again = await pub.post("/subscribe", { email: `  ${email.toUpperCase()} ` });
      expect(again.status).toBe(400);
      const body = (await again.json()) as ErrorJson;
      expect(body.error.code).toBe("bad_request");
      expect(body.error.message).toMatch(/already subscribed/i);
    });

    it("422 for a missing or invalid email", async () => {
      expect(Object.keys(await fieldsOf(await pub.post("/subscribe", {})))).toEqual(["email"]);
      expect(Object.keys(await fieldsOf(await pub.post("/subscribe", { email: "not-an-email" })))).toEqual([
        "email",
      ]);
    });

    it("lists {_id, email, status, subscribedAt} with email and status search, and deletes", async () => {
      const tag = `nl${Date.now().toString(36)}`;
      const rec = await (await pub.post("/subscribe", { email: `${tag}@example.com` })).json();
      const res = await admin.get(`/subscribe?email=${tag.toUpperCase()}`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as Record<string, unknown>[];
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        _id: rec._id,
        email: `${tag}@example.com`,
        status: "pending",
        subscribedAt: rec.subscribedAt,
      });
      expect(res.headers.get("x-total-count")).toBe("1");
      expect(await (await admin.get(`/subscribe?email=${tag}&status=confirmed`)).json()).toEqual([]);
      expect(await (await admin.get(`/subscribe?email=${tag}&status=pending`)).json()).toHaveLength(1);
      expect((await admin.get(`/subscribe?status=everyone`)).status).toBe(400);
      expect((await admin.del(`/subscribe/${rec._id}`)).status).toBe(204);
      expect(await (await admin.get(`/subscribe?email=${tag}`)).json()).toEqual([]);
      expect((await admin.del(`/subscribe/${rec._id}`)).status).toBe(404);
      // After unsubscribing, the address may subscribe again.
      expect((await pub.post("/subscribe", { email: `${tag}@example.com` })).status).toBe(201);
    });
  });

  describe("honeypot", () => {
    it.each([
      ["/contact", () => contact()],
      ["/enquiry", () => contact()],
      ["/listProperty", () => listing()],
      ["/subscribe", () => ({ email: uniqueEmail("bot") })],
    ])("%s answers a filled honeypot as a success and stores nothing", async (path, make) => {
      const input = { ...make(), website: "http://spam.example" };
      const res = await pub.post(path, input);
      expect(res.status).toBe(201);
      const rec = await res.json();
      expect(rec._id).toMatch(ID);
      expect(rec.email).toBe(input.email);
      const found = await (await admin.get(`${path}?email=${encodeURIComponent(input.email)}`)).json();
      expect(found).toEqual([]);
      if (path !== "/subscribe") expect((await admin.get(`${path}/${rec._id}`)).status).toBe(404);
    });
  });

  describe("access", () => {
    it("every admin call of these resources answers 401 without a session", async () => {
      const id = "0123456789abcdef01234567";
      const calls: [string, string][] = [];
      for (const p of ["/contact", "/enquiry", "/listProperty"]) {
        calls.push(["GET", p], ["GET", `${p}/${id}`], ["PUT", `${p}/${id}`], ["DELETE", `${p}/${id}`]);
      }
      calls.push(["GET", "/subscribe"], ["DELETE", `/subscribe/${id}`]);
      for (const [method, p] of calls) {
        const res = await fetch(`${server.url}/api${p}`, {
          method,
          headers: { "Content-Type": "application/json" },
          body: method === "PUT" ? JSON.stringify({ status: "pending" }) : undefined,
        });
        expect(res.status, `${method} ${p}`).toBe(401);
        expect(((await res.json()) as ErrorJson).error.code).toBe("unauthorized");
      }
    });

    it("refuses an admin change coming from another site (403)", async () => {
      const rec = await (await pub.post("/contact", contact())).json();
      const res = await admin.put(
        `/contact/${rec._id}`,
        { status: "postponed" },
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      );
      expect(res.status).toBe(403);
      expect((await (await admin.get(`/contact/${rec._id}`)).json()).status).toBe("pending");
    });

    it("answers 405 for a wrong method", async () => {
      const res = await fetch(`${server.url}/api/subscribe/0123456789abcdef01234567`, { method: "PUT" });
      expect(res.status).toBe(405);
    });
  });
});

describe("form rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ data: "empty", env: { RATE_LIMIT_FORMS_PER_MINUTE: "2" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 429 with Retry-After after the limit, per form", async () => {
    const pub = api(server);
    expect((await pub.post("/contact", contact())).status).toBe(201);
    expect((await pub.post("/contact", contact({ name: "" }))).status).toBe(422);
    const limited = await pub.post("/contact", contact());
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as ErrorJson).error.code).toBe("rate_limited");
    // Bots that fill the honeypot are counted too.
    expect((await pub.post("/contact", { ...contact(), website: "x" })).status).toBe(429);
    // Another form has its own budget.
    expect((await pub.post("/subscribe", { email: uniqueEmail("rl") })).status).toBe(201);
  });
});
