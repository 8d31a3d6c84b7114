import type { MessageKey, Vars } from "../../lib/i18n/index.ts";
import "../../lib/i18n/forms.ts";
import { formatBytes } from "../../lib/format.ts";
import { MAX_CV_BYTES, MAX_CV_MB } from "../../lib/limits.ts";

// Browser-safe: the career form runs the same checks on the chosen file before uploading it, and
// the server runs them again on what arrived. A CV is recognised by its content, never by its name
// or the declared type; the name's extension must agree with the content.

export const CV_KINDS = ["pdf", "doc", "docx"] as const;
export type CvKind = (typeof CV_KINDS)[number];
export const CV_MIME: Record<CvKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
const CV_LABEL: Record<CvKind, string> = { pdf: "PDF", doc: "Word .doc", docx: "Word .docx" };
/** For the file picker's `accept`: extensions and types, so every platform offers the right files. */
export const CV_ACCEPT = [".pdf", ".doc", ".docx", ...Object.values(CV_MIME)].join(",");

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const utf16le = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);
/** Every Word 97–2003 file has a `WordDocument` stream; Excel or PowerPoint OLE files do not. */
const WORD_STREAM = utf16le("WordDocument");

function startsWith(bytes: Uint8Array, sig: number[]): boolean {
  if (bytes.length < sig.length) return false;
  return sig.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, sig: number[], from = 0): number {
  const first = sig[0];
  outer: for (
    let i = bytes.indexOf(first, from);
    i !== -1 && i <= bytes.length - sig.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    for (let j = 1; j < sig.length; j++) if (bytes[i + j] !== sig[j]) continue outer;
    return i;
  }
  return -1;
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** The names in a ZIP's central directory (the authoritative list of its entries), or null. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  const size = u32(bytes, eocd + 12);
  const offset = u32(bytes, eocd + 16);
  if (offset + size > eocd) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || u32(bytes, p) !== 0x02014b50) return null;
    const nameLength = u16(bytes, p + 28);
    const extraLength = u16(bytes, p + 30);
    const commentLength = u16(bytes, p + 32);
    if (p + 46 + nameLength > eocd) return null;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** What the bytes are: a PDF, a Word 97–2003 document, a Word 2007+ document, or none of them. */
export function detectCvKind(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE)) return indexOf(bytes, WORD_STREAM, 512) >= 0 ? "doc" : null;
  if (startsWith(bytes, ZIP_LOCAL)) {
    const names = zipEntryNames(bytes);
    if (names?.includes("word/document.xml") && names.includes("[Content_Types].xml")) return "docx";
  }
  return null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export type CvCheck =
  | { ok: true; kind: CvKind }
  | { ok: false; key: MessageKey; vars?: Vars; tooLarge?: boolean };

/**
 * Checks a CV. `bytes` is the whole file (the DOCX test reads its central directory at the end),
 * or null when only the name and size are known yet (the browser checks those first).
 */
export function checkCv(name: string, size: number, bytes: Uint8Array | null): CvCheck {
  if (size === 0) return { ok: false, key: "forms.error.cvEmpty" };
  if (size > MAX_CV_BYTES)
    return {
      ok: false,
      key: "forms.error.cvTooLarge",
      vars: { size: formatBytes(size), max: MAX_CV_MB },
      tooLarge: true,
    };
  const ext = extensionOf(name);
  if (!(CV_KINDS as readonly string[]).includes(ext)) return { ok: false, key: "forms.error.cvExtension" };
  if (!bytes) return { ok: true, kind: ext as CvKind };
  const kind = detectCvKind(bytes);
  if (!kind) return { ok: false, key: "forms.error.cvType" };
  if (kind !== ext)
    return { ok: false, key: "forms.error.cvMismatch", vars: { actual: CV_LABEL[kind], ext } };
  return { ok: true, kind };
}

/** An ASCII file name safe in a Content-Disposition header, with the extension of the real content. */
export function safeCvFileName(original: string | null, kind: CvKind, fallback: string): string {
  const stem = (original ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${stem || fallback}.${kind}`;
}
