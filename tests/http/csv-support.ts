import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import * as zlib from "node:zlib";
import { parse } from "csv-parse/sync";
import { expect } from "vitest";
import type { ImportMeta } from "../../app/modules/properties/property.csv.server.ts";
import type { TestServer } from "../setup/server.ts";
import type { Client } from "./api-support.ts";

/**
 * A ZIP file written by hand (stored or deflated entries, no library), so tests can make the
 * archives a real tool would refuse to: names that climb out of the folder, entries that inflate
 * far beyond their size.
 */
export function makeZip(entries: { name: string; data: Uint8Array; store?: boolean }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const data = Buffer.from(e.data);
    const body = e.store ? data : deflateRawSync(data);
    const crc = zlib.crc32(data) >>> 0;
    const method = e.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

export const parseCsvText = (text: string): string[][] =>
  parse(text.replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][];

/** Posts the upload form; answers the new import's id, or the page's status and text. */
export async function uploadCsv(
  admin: Client,
  csv: Uint8Array | string,
  zip?: Uint8Array,
): Promise<{ id: string | null; status: number; text: string }> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set(
    "csv",
    new Blob([typeof csv === "string" ? csv : new Uint8Array(csv)], { type: "text/csv" }),
    "listings.csv",
  );
  if (zip) form.set("zip", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "images.zip");
  const res = await admin.req("/admin/import", { method: "POST", body: form, redirect: "manual" });
  const location = res.headers.get("location") ?? "";
  const id = /id=([a-f0-9]{24})/.exec(location)?.[1] ?? null;
  return { id, status: res.status, text: await res.text() };
}

export function readMeta(server: TestServer, id: string): ImportMeta {
  return JSON.parse(
    readFileSync(path.join(server.dataDir, "imports", id, "meta.json"), "utf8"),
  ) as ImportMeta;
}

/** Submits the mapping (the dry run); answers the status and the page. */
export async function checkRows(
  admin: Client,
  id: string,
  mapping: (string | null)[],
): Promise<{ status: number; text: string }> {
  const body = new URLSearchParams({ intent: "check", id, columns: String(mapping.length) });
  for (const [i, f] of mapping.entries()) body.set(`map.${i}`, f ?? "");
  const res = await admin.req("/admin/import", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

/** Runs every batch as the page does; answers the final state. */
export async function runImport(server: TestServer, admin: Client, id: string): Promise<ImportMeta> {
  for (let guard = 0; guard < 1000; guard++) {
    const meta = readMeta(server, id);
    if (meta.state === "done") return meta;
    const res = await admin.req("/admin/import", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "batch", id, start: String(meta.progress.done) }),
      redirect: "manual",
    });
    expect(res.status, await res.text().then((t) => t.slice(0, 300))).toBe(200);
  }
  throw new Error("import did not finish");
}
