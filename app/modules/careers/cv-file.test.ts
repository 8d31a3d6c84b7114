import { describe, expect, it } from "vitest";
import { docBytes, docxBytes, htmlBytes, otherZipBytes, pdfBytes } from "../../../tests/http/leads-files.ts";
import { MAX_CV_BYTES as CV_MAX_BYTES } from "../../lib/limits.ts";
import { checkCv, detectCvKind, safeCvFileName, zipEntryNames } from "./cv-file.ts";

const u8 = (b: Buffer) => new Uint8Array(b);

describe("CV sniffing", () => {
  it("recognises PDF, DOC and DOCX by content", () => {
    expect(detectCvKind(u8(pdfBytes()))).toBe("pdf");
    expect(detectCvKind(u8(docBytes()))).toBe("doc");
    expect(detectCvKind(u8(docxBytes()))).toBe("docx");
  });

  it("rejects HTML, other ZIPs, other OLE files and empty input", () => {
    expect(detectCvKind(u8(htmlBytes()))).toBeNull();
    expect(detectCvKind(u8(otherZipBytes()))).toBeNull();
    const ole = docBytes();
    ole.fill(0, 512); // an OLE file without a WordDocument stream (e.g. a spreadsheet)
    expect(detectCvKind(u8(ole))).toBeNull();
    expect(detectCvKind(new Uint8Array())).toBeNull();
  });

  it("reads the ZIP central directory, not just the first bytes", () => {
    expect(zipEntryNames(u8(docxBytes()))).toContain("word/document.xml");
    const truncated = docxBytes().subarray(0, 100);
    expect(zipEntryNames(u8(truncated))).toBeNull();
    expect(detectCvKind(u8(truncated))).toBeNull();
  });

  it("requires the name's extension to match the content", () => {
    expect(checkCv("cv.pdf", 100, u8(pdfBytes()))).toEqual({ ok: true, kind: "pdf" });
    expect(checkCv("CV.DOCX", 100, u8(docxBytes()))).toEqual({ ok: true, kind: "docx" });
    const renamed = checkCv("cv.docx", 100, u8(pdfBytes()));
    expect(renamed).toMatchObject({ ok: false, key: "forms.error.cvMismatch" });
    expect(checkCv("cv.pdf", 100, u8(htmlBytes()))).toMatchObject({ ok: false, key: "forms.error.cvType" });
    expect(checkCv("cv.html", 100, u8(htmlBytes()))).toMatchObject({
      ok: false,
      key: "forms.error.cvExtension",
    });
    expect(checkCv("cv", 100, u8(pdfBytes()))).toMatchObject({ ok: false, key: "forms.error.cvExtension" });
  });

  it("refuses empty and oversized files before reading them", () => {
    expect(checkCv("cv.pdf", 0, null)).toMatchObject({ ok: false, key: "forms.error.cvEmpty" });
    expect(checkCv("cv.pdf", CV_MAX_BYTES + 1, null)).toMatchObject({ ok: false, tooLarge: true });
    expect(checkCv("cv.pdf", CV_MAX_BYTES, null)).toEqual({ ok: true, kind: "pdf" });
  });

  it("makes a safe ASCII download name with the real extension", () => {
    expect(safeCvFileName("Zoë Ämbér CV (final).pdf", "pdf", "cv-1")).toBe("Zoe-Amber-CV-final.pdf");
    expect(safeCvFileName('"; evil\r\nX-Header: 1.docx', "docx", "cv-1")).toBe("evil-X-Header-1.docx");
    expect(safeCvFileName("../../etc/passwd.pdf", "pdf", "cv-1")).toBe("etc-passwd.pdf");
    expect(safeCvFileName("مرحبا.pdf", "pdf", "cv-1")).toBe("cv-1.pdf");
    expect(safeCvFileName(null, "doc", "cv-1")).toBe("cv-1.doc");
  });
});
