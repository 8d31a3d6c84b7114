import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import {
  DOC_TYPE,
  DOCX_TYPE,
  docBytes,
  docxBytes,
  htmlBytes,
  otherZipBytes,
  PDF_TYPE,
  pdfBytes,
} from "./leads-files.ts";
import { api, type ErrorJson, uniqueEmail } from "./leads-helpers.ts";

const fields = (over: Record<string, string | undefined> = {}) => ({
  name: "Priya Nair",
  email: uniqueEmail("priya"),
  phone: "+971 52 111 2233",
  age: "29",
  position: "Real Estate Agent",
  message: "Four years in off-plan sales in Dubai Hills and Business Bay; English, Hindi and Malayalam.",
  ...over,
});

function form(
  values: Record<string, string | undefined>,
  cv?: { bytes: Buffer; name: string; type: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) fd.set(k, v);
  if (cv) fd.set("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
  return fd;
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(
  server: TestServer,
  rawPath: string,
): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: server.port, path: rawPath, method: "GET" },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("latin1"),
            type: String(res.headers["content-type"] ?? ""),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Declares a body over the cap and sends only the headers: the server must answer 413 before
 * reading any of it (on a connection of its own, destroyed afterwards).
 */
function declareHugeUpload(
  server: TestServer,
  p: string,
  bytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: p,
        method: "POST",
        agent: false,
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(bytes) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          r.destroy();
        });
      },
    );
    r.on("error", reject);
    r.flushHeaders();
  });
}

describe.each(DIALECTS)("careers API [%s]", (dialect) => {
  let server: TestServer;
  let pub: ReturnType<typeof api>;
  let admin: ReturnType<typeof api>;
  const cvDir = () => path.join(server.dataDir, "private", "cv");
  const storedCvs = () => (existsSync(cvDir()) ? readdirSync(cvDir()) : []);
  const total = async () => Number((await admin.get("/career?pageSize=1")).headers.get("x-total-count"));

  beforeAll(async () => {
    server = await startServer({ dialect, data: "empty" });
    pub = api(server);
    admin = api(server, await adminCookie(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("stores an application without a CV: status None, cv null", async () => {
    const input = fields();
    const res = await pub.post("/career", form(input));
    expect(res.status).toBe(201);
    const rec = await res.json();
    expect(rec).toMatchObject({
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: 29,
      position: "Real Estate Agent",
      message: input.message,
      status: "",
      cv: null,
      readAt: null,
    });
    expect(res.headers.get("location")).toBe(`/api/career/${rec._id}`);
  });

  it("accepts JSON too, and an empty file input as no CV", async () => {
    const json = await pub.post("/career", { ...fields(), age: 41 });
    expect(json.status).toBe(201);
    expect((await json.json()).age).toBe(41);
    const fd = form(fields());
    fd.set("cv", new Blob([]), "");
    const empty = await pub.post("/career", fd);
    expect(empty.status).toBe(201);
    expect((await empty.json()).cv).toBeNull();
  });

  it.each([
    ["PDF", pdfBytes(), "Priya Nair CV.pdf", PDF_TYPE],
    ["DOC", docBytes(), "priya.doc", DOC_TYPE],
    ["DOCX", docxBytes(), "priya.DOCX", DOCX_TYPE],
  ])("accepts a %s CV, stores it privately and lets an admin download it", async (_k, bytes, name, type) => {
    const res = await pub.post("/career", form(fields(), { bytes, name, type: "application/octet-stream" }));
    expect(res.status).toBe(201);
    const rec = await res.json();
    expect(rec.cv).toBe(`career/${rec._id}/cv`);
    expect(rec.cvName).toBe(name);
    expect(rec.cvType).toBe(type);
    const onDisk = storedCvs().filter((f) => f.startsWith(rec._id));
    expect(onDisk).toEqual([`${rec._id}.${name.split(".").pop()?.toLowerCase()}`]);
    // Nothing of it under the public media folder.
    expect(existsSync(path.join(server.dataDir, "media", "cv"))).toBe(false);

    const dl = await admin.get(`/${rec.cv}`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe(type);
    const disposition = dl.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"$/);
    expect(disposition).toContain(`.${name.split(".").pop()?.toLowerCase()}"`);
    expect(dl.headers.get("x-content-type-options")).toBe("nosniff");
    expect(dl.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("gives a hostile file name a safe ASCII download name", async () => {
    const res = await pub.post(
      "/career",
      form(fields(), {
        bytes: pdfBytes(),
        name: '../../"evil"\r\nSet-Cookie: x=1 – Zoë.pdf',
        type: PDF_TYPE,
      }),
    );
    expect(res.status).toBe(201);
    const rec = await res.json();
    expect(storedCvs()).toContain(`${rec._id}.pdf`);
    const dl = await admin.get(`/career/${rec._id}/cv`);
    expect(dl.headers.get("content-disposition")).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(dl.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["HTML renamed .pdf", htmlBytes(), "cv.pdf", /PDF, Word/],
    ["a PDF renamed .docx", pdfBytes(), "cv.docx", /really a PDF/],
    ["a PDF renamed .doc", pdfBytes(), "cv.doc", /really a PDF/],
    ["a ZIP that is not a Word file, named .docx", otherZipBytes(), "cv.docx", /PDF, Word/],
    ["a PDF with another extension", pdfBytes(), "cv.txt", /\.pdf, \.doc or \.docx/],
  ])("415 for %s, with a message next to the CV and nothing stored", async (_l, bytes, name, message) => {
    const before = await total();
    const files = storedCvs().length;
    const res = await pub.post("/career", form(fields(), { bytes, name, type: PDF_TYPE }));
    expect(res.status).toBe(415);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("unsupported_media_type");
    expect(body.error.fields?.cv).toMatch(message);
    expect(await total()).toBe(before);
    expect(storedCvs().length).toBe(files);
  });

  it("413 for a CV over 5 MB (also when the whole body is over the cap)", async () => {
    const before = await total();
    const justOver = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdfBytes().length, 32)]);
    const res = await pub.post(
      "/career",
      form(fields(), { bytes: justOver, name: "big.pdf", type: PDF_TYPE }),
    );
    expect(res.status).toBe(413);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.fields?.cv).toMatch(/5 MB/);
    const res2 = await declareHugeUpload(server, "/api/career", 7 * 1024 * 1024);
    expect(res2.status).toBe(413);
    expect(JSON.parse(res2.body).error.code).toBe("payload_too_large");
    expect(await total()).toBe(before);
  });

  it("reports field problems and a bad CV together", async () => {
    const res = await pub.post(
      "/career",
      form(fields({ email: "nope" }), { bytes: htmlBytes(), name: "cv.pdf", type: PDF_TYPE }),
    );
    expect(res.status).toBe(415);
    const f = ((await res.json()) as ErrorJson).error.fields ?? {};
    expect(Object.keys(f).sort()).toEqual(["cv", "email"]);
  });

  it.each([
    ["name missing", { name: "" }, "name"],
    ["email invalid", { email: "priya.example.com" }, "email"],
    ["phone missing", { phone: undefined }, "phone"],
    ["phone with letters", { phone: "zero five zero" }, "phone"],
    ["age missing", { age: "" }, "age"],
    ["age under 18", { age: "17" }, "age"],
    ["age over 100", { age: "101" }, "age"],
    ["age not a number", { age: "twenty" }, "age"],
    ["age fractional", { age: "29.5" }, "age"],
    ["position missing", { position: " " }, "position"],
    ["position too long", { position: "x".repeat(201) }, "position"],
    ["message too long", { message: "x".repeat(5001) }, "message"],
  ])("422 for %s", async (_l, over, field) => {
    const res = await pub.post("/career", form(fields(over)));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorJson;
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
  });

  it("message is optional", async () => {
    const res = await pub.post("/career", form(fields({ message: undefined })));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe("");
  });

  it("a CV cannot be fetched without a session, by any path", async () => {
    const secret = pdfBytes("CONFIDENTIAL-CV-MARKER");
    const res = await pub.post(
      "/career",
      form(fields(), { bytes: secret, name: "secret.pdf", type: PDF_TYPE }),
    );
    const rec = await res.json();
    const file = `${rec._id}.pdf`;
    const paths = [
      `/api/career/${rec._id}/cv`,
      `/api/Career/${rec._id}/CV`,
      `/api/career/${rec._id}`,
      `/api/career`,
      `/private/cv/${file}`,
      `/cv/${file}`,
      `/api/private/cv/${file}`,
      `/api/cv/${file}`,
      `/api/uploads/../private/cv/${file}`,
      `/api/uploads/../../private/cv/${file}`,
      `/api/uploads/%2e%2e/private/cv/${file}`,
      `/api/uploads/%2e%2e/%2e%2e/private/cv/${file}`,
      `/api/uploads/..%2fprivate%2fcv%2f${file}`,
      `/api/uploads/%2e%2e%2fprivate%2fcv%2f${file}`,
      `/api/uploads/....//private/cv/${file}`,
      `/assets/../private/cv/${file}`,
      `/%2e%2e/private/cv/${file}`,
      `/api/career/${rec._id}/cv/..`,
      `/api/career/${rec._id}/cv%00`,
    ];
    for (const p of paths) {
      const r = await rawGet(server, p);
      expect(r.body, p).not.toContain("CONFIDENTIAL-CV-MARKER");
      expect(r.body, p).not.toContain("%PDF-");
      // Unknown page paths may render the site's HTML "not found" page; never the file.
      if (r.status === 200) expect(r.type, p).toMatch(/^text\/html/);
    }
    // The admin can.
    const dl = await admin.get(`/career/${rec._id}/cv`);
    expect(Buffer.from(await dl.arrayBuffer()).toString()).toContain("CONFIDENTIAL-CV-MARKER");
  });

  it("lists with email search, opens, edits status (including None) and validates edits", async () => {
    const tag = `car${Date.now().toString(36)}`;
    const rec = await (await pub.post("/career", form(fields({ email: `${tag}@Example.com` })))).json();
    const list = await admin.get(`/Career?email=${tag.toUpperCase()}`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { _id: string }[]).map((r) => r._id)).toEqual([rec._id]);
    expect(list.headers.get("x-total-count")).toBe("1");

    const opened = await (await admin.get(`/career/${rec._id}`)).json();
    expect(opened.readAt).toBeTruthy();

    const upd = await admin.put(`/career/${rec._id}`, {
      name: "Priya N.",
      email: `${tag}@example.com`,
      phone: "+971 52 111 2234",
      age: 30,
      position: "Property Management Specialist",
      message: "Updated",
      status: "inprogress",
    });
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({
      name: "Priya N.",
      age: 30,
      position: "Property Management Specialist",
      status: "inprogress",
    });
    expect((await (await admin.put(`/career/${rec._id}`, { status: "" })).json()).status).toBe("");
    const bad = await admin.put(`/career/${rec._id}`, { status: "hired", age: 12 });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as ErrorJson).error.fields ?? {}).sort()).toEqual([
      "age",
      "status",
    ]);
    expect((await admin.put(`/career/0123456789abcdef01234567`, { status: "" })).status).toBe(404);
    expect((await admin.get(`/career/${rec._id}/cv`)).status).toBe(404);
  });

  it("filters by status and age like the lead lists, and exports what is filtered as CSV", async () => {
    const tag = `carf${Date.now().toString(36)}`;
    const a = await (await pub.post("/career", form(fields({ email: `${tag}.a@example.com` })))).json();
    const b = await (await pub.post("/career", form(fields({ email: `${tag}.b@example.com` })))).json();
    await admin.put(`/career/${b._id}`, { status: "won" });
    const ids = async (q: string) =>
      ((await (await admin.get(`/career?email=${tag}&${q}`)).json()) as { _id: string }[]).map((r) => r._id);
    expect(await ids("status=won")).toEqual([b._id]);
    expect((await ids("age=day")).sort()).toEqual([a._id, b._id].sort());
    expect(await ids("age=older")).toEqual([]);
    expect((await ids("assignee=none")).length).toBe(2);
    const cookie = (await adminCookie(server)) as string;
    const csv = await fetch(`${server.url}/admin/career.csv?email=${tag}&status=won`, {
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="job-applications-/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("createdAt,name,email,phone,status,assignee,message,position,age,cvName");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag}.b@example.com`);
  });

  it("deletes an application with its CV file", async () => {
    const rec = await (
      await pub.post("/career", form(fields(), { bytes: pdfBytes(), name: "bye.pdf", type: PDF_TYPE }))
    ).json();
    expect(storedCvs()).toContain(`${rec._id}.pdf`);
    const res = await admin.del(`/Career/${rec._id}`);
    expect(res.status).toBe(204);
    expect(storedCvs()).not.toContain(`${rec._id}.pdf`);
    expect((await admin.get(`/career/${rec._id}`)).status).toBe(404);
    expect((await admin.get(`/career/${rec._id}/cv`)).status).toBe(404);
    expect((await admin.del(`/career/${rec._id}`)).status).toBe(404);
  });

  it("every admin call answers 401 without a session; a honeypot is answered but not stored", async () => {
    const id = "0123456789abcdef01234567";
    for (const [method, p] of [
      ["GET", "/career"],
      ["GET", `/career/${id}`],
      ["GET", `/career/${id}/cv`],
      ["PUT", `/career/${id}`],
      ["DELETE", `/career/${id}`],
    ]) {
      const res = await fetch(`${server.url}/api${p}`, { method });
      expect(res.status, `${method} ${p}`).toBe(401);
    }
    const before = await total();
    const files = storedCvs().length;
    const bot = await pub.post(
      "/career",
      form(
        { ...fields(), website: "https://spam.example" },
        { bytes: pdfBytes(), name: "x.pdf", type: PDF_TYPE },
      ),
    );
    expect(bot.status).toBe(201);
    expect((await bot.json()).status).toBe("");
    expect(await total()).toBe(before);
    expect(storedCvs().length).toBe(files);
  });
});
