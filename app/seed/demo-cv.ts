/**
 * A one-page CV as a small, valid PDF 1.4 file, written by hand: two standard fonts (no embedding),
 * one content stream, a correct cross-reference table. Deterministic: same CV, same bytes.
 */
import type { DemoCv } from "./demo-data.ts";

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

/** PDF text strings are Latin-1 here: anything else becomes a close ASCII equivalent. */
function pdfText(s: string): string {
  const ascii = s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\u2022/g, "\x95")
    .replace(/[^\x20-\x7e\x95\xa0-\xff]/g, "?");
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap by an approximate Helvetica advance width (0.5 em per character, wider capitals). */
function wrap(text: string, size: number, width: number): string[] {
  const em = (ch: string) => (/[A-Z@MW]/.test(ch) ? 0.66 : /[ il.,'|!:;]/.test(ch) ? 0.28 : 0.54);
  const measure = (s: string) => [...s].reduce((n, ch) => n + em(ch), 0) * size;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (measure(next) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const GOLD = "0.690 0.553 0.341";
const INK = "0.067 0.067 0.067";
const GREY = "0.38 0.38 0.38";

function contentStream(cv: DemoCv): string {
  const ops: string[] = [];
  let y = PAGE_H - 64;
  const text = (s: string, x: number, yy: number, font: "F1" | "F2", size: number, color = INK) =>
    ops.push(`BT /${font} ${size} Tf ${color} rg ${x} ${yy.toFixed(1)} Td (${pdfText(s)}) Tj ET`);

  // header band
  ops.push(`${GOLD} rg 0 ${PAGE_H - 12} ${PAGE_W} 12 re f`);
  text(cv.name, MARGIN, y, "F2", 24);
  y -= 22;
  text(`Applying for: ${cv.position}`, MARGIN, y, "F1", 12, GREY);
  y -= 18;
  text(`${cv.email}   |   ${cv.phone}   |   ${cv.location}`, MARGIN, y, "F1", 9.5, GREY);
  y -= 14;
  ops.push(`${GOLD} RG 1.2 w ${MARGIN} ${y} m ${PAGE_W - MARGIN} ${y} l S`);
  y -= 26;

  const section = (title: string) => {
    text(title.toUpperCase(), MARGIN, y, "F2", 11, GOLD);
    y -= 6;
    ops.push(`0.85 0.85 0.85 RG 0.6 w ${MARGIN} ${y} m ${PAGE_W - MARGIN} ${y} l S`);
    y -= 16;
  };
  const paragraph = (s: string, indent = 0, size = 10) => {
    for (const l of wrap(s, size, PAGE_W - 2 * MARGIN - indent)) {
      text(l, MARGIN + indent, y, "F1", size);
      y -= size + 4;
    }
  };
  const bullet = (s: string) => {
    text("\u2022", MARGIN + 8, y, "F1", 10, GOLD);
    paragraph(s, 20);
  };

  section("Profile");
  paragraph(cv.summary);
  y -= 10;

  section("Experience");
  for (const job of cv.experience) {
    text(job.role, MARGIN, y, "F2", 10.5);
    text(job.years, PAGE_W - MARGIN - 80, y, "F1", 9.5, GREY);
    y -= 14;
    text(job.company, MARGIN, y, "F1", 10, GREY);
    y -= 16;
    for (const p of job.points) bullet(p);
    y -= 8;
  }

  section("Education and licences");
  for (const e of cv.education) bullet(e);
  y -= 10;

  section("Skills");
  paragraph(cv.skills.join("  |  "));
  y -= 10;

  section("Languages");
  paragraph(cv.languages.join("  |  "));

  // footer
  ops.push(`0.85 0.85 0.85 RG 0.6 w ${MARGIN} 48 m ${PAGE_W - MARGIN} 48 l S`);
  text(
    "Demo document generated for a fictional applicant. References available on request.",
    MARGIN,
    34,
    "F1",
    8,
    GREY,
  );
  return ops.join("\n");
}

/** Builds the PDF bytes for `cv`. */
export function buildCvPdf(cv: DemoCv): Buffer {
  const content = contentStream(cv);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(`${cv.name} - CV`)}) /Author (${pdfText(cv.name)}) /Producer (Sandstone & Sea demo seed) /CreationDate (D:20261101090000Z) >>`,
  ];
  const parts: string[] = ["%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"];
  let offset = Buffer.byteLength(parts[0], "latin1");
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const obj = `${i + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(offset);
    parts.push(obj);
    offset += Buffer.byteLength(obj, "latin1");
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
  ].join("\n");
  parts.push(
    `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(""), "latin1");
}
