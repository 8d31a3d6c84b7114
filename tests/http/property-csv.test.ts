import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_FIELDS, suggestMapping } from "../../app/modules/properties/property.csv.ts";
import { DIALECTS } from "../setup/paths.ts";
import { adminCookie, startServer, type TestServer } from "../setup/server.ts";
import { type Client, client, jpeg, queryDb, validProperty } from "./api-support.ts";
import { checkRows, makeZip, parseCsvText, readMeta, runImport, uploadCsv } from "./csv-support.ts";

// Issue 21, items 3–5: the listings CSV over real HTTP, on both databases: export with the list's
// filter, the round trip into an empty site, the dry run, and every bad input refused with a message.

const count = async (server: TestServer) =>
  Number((await queryDb<{ n: number | string }>(server, "select count(*) as n from properties"))[0]?.n);

const importCount = (server: TestServer) => {
  const dir = path.join(server.dataDir, "imports");
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const FORMULAS = {
  name: '=HYPERLINK("http://evil.example","click")',
  desc: "+cmd|' /C calc'!A0 and more",
  location: "@SUM(A1:A2)",
  projectName: "-2+3",
  state: "'already quoted",
  reference: "CSV-FORMULA-1",
  features: ["=1+1", "Pool, gym and spa"],
  name_ar: "شقة على البحر",
  features_ar: ["مسبح", "موقف سيارات"],
};

async function exportCsv(
  admin: Client,
  query = "",
): Promise<{ text: string; bytes: Uint8Array; res: Response }> {
  const res = await admin.req(`/admin/realEstate.csv${query}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { text: new TextDecoder().decode(bytes), bytes, res };
}

/** Rows keyed by reference, without the columns a site gives its own values (the agent's id). */
function rowsByReference(text: string, drop: string[]): Map<string, string[]> {
  const [header, ...rows] = parseCsvText(text);
  if (!header) throw new Error("no header");
  const keep = header.map((h, i) => (drop.includes(h) ? -1 : i)).filter((i) => i >= 0);
  const ref = header.indexOf("reference");
  return new Map(rows.map((r) => [r[ref] ?? "", keep.map((i) => r[i] ?? "")]));
}

describe.each(DIALECTS)("listings CSV [%s]", (dialect) => {
  let demo: TestServer;
  let empty: TestServer;
  let demoAdmin: Client;
  let admin: Client;

  beforeAll(async () => {
    [demo, empty] = await Promise.all([startServer({ dialect }), startServer({ dialect, data: "empty" })]);
    demoAdmin = client(demo, await adminCookie(demo));
    admin = client(empty, await adminCookie(empty));
    const res = await demoAdmin.json("POST", "/api/realEstate", validProperty(FORMULAS));
    expect(res.status, await res.clone().text()).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([demo?.stop(), empty?.stop()]);
  });

  it("exports every listing with a BOM, the API names as header, formulas neutralised, Arabic intact", async () => {
    const { text, bytes, res } = await exportCsv(demoAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsvText(text);
    expect(header).toEqual([...CSV_FIELDS]);
    expect(rows.length).toBe(await count(demo));
    const row = rows.find((r) => r[header?.indexOf("reference") ?? -1] === "CSV-FORMULA-1");
    if (!row || !header) throw new Error("formula listing missing");
    const cell = (k: string) => row[header.indexOf(k)];
    expect(cell("name")).toBe(`'${FORMULAS.name}`);
    expect(cell("desc")).toBe(`'${FORMULAS.desc}`);
    expect(cell("location")).toBe(`'${FORMULAS.location}`);
    expect(cell("projectName")).toBe(`'${FORMULAS.projectName}`);
    expect(cell("state")).toBe(`''already quoted`);
    expect(cell("features")).toBe("'=1+1\nPool, gym and spa");
    expect(cell("name_ar")).toBe(FORMULAS.name_ar);
    expect(cell("features_ar")).toBe("مسبح\nموقف سيارات");
    // No cell of the file starts a formula.
    for (const r of rows) for (const c of r) expect(c).not.toMatch(/^[=+\-@]/);
  });

  it("exports with the list's filter, and per type", async () => {
    const approved = parseCsvText((await exportCsv(demoAdmin, "?status=approved")).text);
    const statusCol = approved[0]?.indexOf("status") ?? -1;
    expect(approved.length).toBeGreaterThan(1);
    expect(approved.slice(1).every((r) => r[statusCol] === "approved")).toBe(true);
    const buy = parseCsvText(await (await demoAdmin.req("/admin/buyRealEstate.csv")).text());
    const typeCol = buy[0]?.indexOf("type") ?? -1;
    expect(buy.slice(1).every((r) => r[typeCol] === "Buy")).toBe(true);
    const bad = await demoAdmin.req("/admin/realEstate.csv?status=nonsense");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/status/);
    const anon = await client(demo).req("/admin/realEstate.csv", { redirect: "manual" });
    expect(anon.status).toBe(302);
  });

  it("round trip: export → dry run (writes nothing) → import into an empty site → export gives the same rows", async () => {
    const first = (await exportCsv(demoAdmin)).text;
    const up = await uploadCsv(admin, first);
    expect(up.status, up.text.slice(0, 300)).toBe(302);
    const id = up.id as string;
    const meta = readMeta(empty, id);
    // Agents are this site's users: the empty site has none, so the column is left out.
    const mapping = suggestMapping(meta.headers).map((f) => (f === "agentId" ? null : f));
    expect(mapping.filter(Boolean).length).toBe(CSV_FIELDS.length - 1);
    const checked = await checkRows(admin, id, mapping);
    expect(checked.status).toBe(302);
    const after = readMeta(empty, id);
    expect(after.checked).toEqual({ valid: meta.rows, failed: 0, creates: meta.rows, updates: 0 });
    expect(await count(empty)).toBe(0);

    const done = await runImport(empty, admin, id);
    expect(done.progress).toEqual({ done: meta.rows, created: meta.rows, updated: 0, failed: 0 });
    expect(existsSync(path.join(empty.dataDir, "imports", id, "upload.csv"))).toBe(false);
    const second = (await exportCsv(admin)).text;
    const a = rowsByReference(first, ["agentId"]);
    const b = rowsByReference(second, ["agentId"]);
    expect(b.size).toBe(a.size);
    for (const [ref, row] of a) expect(b.get(ref), ref).toEqual(row);

    // Imported again, the same file updates every listing by reference and changes nothing.
    const again = await uploadCsv(admin, second);
    const againId = again.id as string;
    await checkRows(admin, againId, suggestMapping(readMeta(empty, againId).headers));
    const redo = await runImport(empty, admin, againId);
    expect(redo.progress).toMatchObject({ created: 0, updated: meta.rows, failed: 0 });
    expect(rowsByReference((await exportCsv(admin)).text, [])).toEqual(rowsByReference(second, []));
  });

  it("refuses a file that is not UTF-8, with a message, keeping nothing", async () => {
    const before = importCount(empty);
    const latin1 = new Uint8Array([...Buffer.from("name,price\n"), 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31, 0x0a]);
    const bad = await uploadCsv(admin, latin1);
    expect(bad.status).toBe(415);
    expect(bad.text).toContain("is not UTF-8 text");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("n\u0000a\u0000")]);
    const bad16 = await uploadCsv(admin, utf16);
    expect(bad16.status).toBe(415);
    expect(bad16.text).toContain("is UTF-16 text");
    expect(importCount(empty)).toBe(before);
  });

  it("refuses a 50 MB file with a message", async () => {
    const before = importCount(empty);
    const big = `name,price\n${"x,1\n".repeat((50 * 1024 * 1024) / 4)}`;
    const res = await uploadCsv(admin, big);
    expect(res.status).toBe(413);
    expect(res.text).toContain("larger than 20 MB");
    expect(importCount(empty)).toBe(before);
  });

  it("refuses a mapping without a required column, and writes nothing", async () => {
    const before = await count(empty);
    const csv = "name,desc,reference\nA flat,Nice,MISS-1\n";
    const up = await uploadCsv(admin, csv);
    const id = up.id as string;
    const res = await checkRows(admin, id, suggestMapping(readMeta(empty, id).headers));
    expect(res.status).toBe(422);
    expect(res.text).toContain("Choose a column for each required field: Type, Location, Price");
    expect(readMeta(empty, id).state).toBe("uploaded");
    expect(await count(empty)).toBe(before);
  });

  it("reports per-row problems in the dry run and never writes those rows; duplicate references are refused", async () => {
    const before = await count(empty);
    const good = validProperty();
    const header = [
      "reference",
      "name",
      "price",
      "desc",
      "type",
      "status",
      "propertyStatus",
      "propertyType",
      "location",
      "listedBy",
      "email",
      "number",
      "images",
    ];
    const line = (over: Record<string, unknown>) => {
      const p = { ...good, images: "https://images.example.com/a.jpg", ...over } as Record<string, unknown>;
      return header.map((k) => `"${String(p[k] ?? "").replace(/"/g, '""')}"`).join(",");
    };
    const csv = [
      header.join(","),
      line({ reference: "DUP-1" }),
      line({ reference: "OK-1" }),
      line({ reference: "DUP-1", name: "Second" }),
      line({ reference: "BAD-1", price: "lots", email: "nope" }),
      line({ reference: "TRAV-1", images: "../../etc/passwd.jpg" }),
    ].join("\r\n");
    const up = await uploadCsv(admin, csv);
    const id = up.id as string;
    const res = await checkRows(admin, id, suggestMapping(readMeta(empty, id).headers));
    expect(res.status).toBe(302);
    expect(readMeta(empty, id).checked).toEqual({ valid: 1, failed: 4, creates: 1, updates: 0 });
    expect(await count(empty)).toBe(before);
    const reportBytes = new Uint8Array(
      await (await admin.req(`/admin/import/${id}/errors.csv`)).arrayBuffer(),
    );
    expect([...reportBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const report = new TextDecoder().decode(reportBytes);
    const lines = parseCsvText(report);
    expect(lines[0]).toEqual(["row", "reference", "column", "message"]);
    expect(lines).toContainEqual([
      "2",
      "DUP-1",
      "reference",
      "Reference DUP-1 appears in more than one row (2, 4); each reference once per file.",
    ]);
    expect(lines).toContainEqual(["5", "BAD-1", "price", "Price must be a number"]);
    expect(lines).toContainEqual(["5", "BAD-1", "email", "Enter a valid email address"]);
    expect(lines).toContainEqual([
      "6",
      "TRAV-1",
      "images",
      'Image 1: "../../etc/passwd.jpg" is not a safe file name.',
    ]);
    const done = await runImport(empty, admin, id);
    expect(done.progress).toEqual({ done: 5, created: 1, updated: 0, failed: 4 });
    expect(await count(empty)).toBe(before + 1);
    expect(await queryDb(empty, "select id from properties where reference = $1", ["DUP-1"])).toEqual([]);
  });

  it("takes images from a ZIP, and refuses a ZIP bomb or a name that climbs out", async () => {
    const header =
      "reference,name,price,desc,type,status,propertyStatus,propertyType,location,listedBy,email,number,images";
    const p = validProperty();
    const cells = [
      "ZIP-1",
      p.name,
      p.price,
      p.desc,
      p.type,
      p.status,
      p.propertyStatus,
      p.propertyType,
      p.location,
      p.listedBy,
      p.email,
      p.number,
      "photos/one.jpg\ntwo.jpg",
    ];
    const csv = `${header}\n${cells.map((c) => `"${String(c)}"`).join(",")}\n`;
    const imports = () => importCount(empty);
    const before = imports();

    const bomb = makeZip([{ name: "one.jpg", data: new Uint8Array(200 * 1024 * 1024) }]);
    const b = await uploadCsv(admin, csv, bomb);
    expect(b.status).toBe(400);
    expect(b.text).toContain("unpacks too large");
    const trav = makeZip([{ name: "../../evil.jpg", data: await jpeg(40, 30) }]);
    const t = await uploadCsv(admin, csv, trav);
    expect(t.status).toBe(400);
    expect(t.text).toContain("unsafe name");
    expect(imports()).toBe(before);

    const zip = makeZip([
      { name: "photos/one.jpg", data: await jpeg(64, 48) },
      { name: "two.jpg", data: await jpeg(48, 64), store: true },
    ]);
    const up = await uploadCsv(admin, csv, zip);
    expect(up.status, up.text.slice(0, 300)).toBe(302);
    const id = up.id as string;
    await checkRows(admin, id, suggestMapping(readMeta(empty, id).headers));
    expect(readMeta(empty, id).checked?.failed).toBe(0);
    const done = await runImport(empty, admin, id);
    expect(done.progress.created).toBe(1);
    const [row] = await queryDb<{ id: string }>(empty, "select id from properties where reference = $1", [
      "ZIP-1",
    ]);
    const res = await admin.req(`/api/realEstate/${row?.id}`);
    const body = (await res.json()) as { images: string[] };
    expect(body.images).toHaveLength(2);
    for (const src of body.images) expect(src).toMatch(/^uploads\//);
  });

  it("is for admins only", async () => {
    const anon = await client(empty).req("/admin/import", { redirect: "manual" });
    expect(anon.status).toBe(302);
  });
});
