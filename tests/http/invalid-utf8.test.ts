import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { BROWSER_UA, type Client, client, propertyForm, queryDb, validProperty } from "./api-support.ts";
import type { ErrorJson } from "./leads-helpers.ts";

const MARK = "XXBADXX";
// A lone continuation byte, a byte never used in UTF-8 and a truncated two-byte sequence.
const BAD = [0x80, 0xff, 0xc3];

/**
 * A multipart body whose field `field` carries bytes that are not UTF-8: the form is encoded as a
 * browser would, then the marker in that field's value is swapped for the raw bytes.
 */
async function withBadField(form: FormData, field: string): Promise<{ body: Blob; type: string }> {
  form.set(field, `Start ${MARK} end`);
  const res = new Response(form);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = Buffer.from(bytes).toString("latin1");
  const at = text.indexOf(MARK);
  expect(at).toBeGreaterThan(0);
  const body = new Blob([bytes.subarray(0, at), new Uint8Array(BAD), bytes.subarray(at + MARK.length)]);
  return { body, type: res.headers.get("content-type") ?? "" };
}

function expectFieldRefused(status: number, body: ErrorJson, field: string): void {
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe("bad_request");
  expect(body.error.message).toContain(field);
  expect(body.error.fields?.[field]).toBeTruthy();
}

const careerForm = () => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    name: "Priya Nair",
    email: `utf8-${Math.random().toString(36).slice(2)}@example.com`,
    phone: "+971 52 111 2233",
    age: "29",
    position: "Real Estate Agent",
    message: "Four years in off-plan sales in Dubai Hills and Business Bay.",
  }))
    fd.set(k, v);
  return fd;
};

describe.each(DIALECTS)("multipart fields that are not UTF-8 [%s]", (dialect) => {
  let server: TestServer;
  let admin: Client;
  let pub: Client;
  const count = async (table: string) =>
    Number((await queryDb<{ n: number }>(server, `select count(*) as n from ${table}`))[0].n);

  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
    admin = client(server, await adminCookie(server));
    pub = client(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a career application through the API is refused with 400 naming the field, and nothing is stored", async () => {
    const before = await count("career_applications");
    const { body, type } = await withBadField(careerForm(), "message");
    const res = await pub.req("/api/career", { method: "POST", headers: { "content-type": type }, body });
    expectFieldRefused(res.status, (await res.json()) as ErrorJson, "message");
    expect(await count("career_applications")).toBe(before);
  });

  it("a career application from the page form (no JavaScript) is refused with 400, and nothing is stored", async () => {
    const before = await count("career_applications");
    const { body, type } = await withBadField(careerForm(), "name");
    const res = await pub.req("/career", {
      method: "POST",
      headers: { "content-type": type, "user-agent": BROWSER_UA },
      body,
    });
    expect(res.status).toBe(400);
    expect(await count("career_applications")).toBe(before);
  });

  it("a property create is refused with 400 naming the field, and nothing is stored", async () => {
    const before = await count("properties");
    const { body, type } = await withBadField(
      propertyForm(validProperty(), ["https://images.example.com/utf8-guard.jpg"]),
      "desc",
    );
    const res = await admin.req("/api/realEstate", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expectFieldRefused(res.status, (await res.json()) as ErrorJson, "desc");
    expect(await count("properties")).toBe(before);
  });

  it("a property update is refused with 400 naming the field, and the listing is unchanged", async () => {
    const created = await admin.json("POST", "/api/realEstate", validProperty({ name: "UTF-8 Guard Tower" }));
    expect(created.status).toBe(201);
    const rec = (await created.json()) as { _id: string };
    const { body, type } = await withBadField(propertyForm({ price: "2500000" }), "name");
    const res = await admin.req(`/api/realEstate/${rec._id}`, {
      method: "PUT",
      headers: { "content-type": type },
      body,
    });
    expectFieldRefused(res.status, (await res.json()) as ErrorJson, "name");
    const after = (await (await admin.req(`/api/realEstate/${rec._id}`)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ name: "UTF-8 Guard Tower", price: 2_450_000 });
  });

  it("valid UTF-8 beyond ASCII in a text field is accepted and stored as sent", async () => {
    const fd = careerForm();
    fd.set("name", "Zoë Ḿüller");
    const res = await pub.req("/api/career", { method: "POST", body: fd });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe("Zoë Ḿüller");
  });
});
