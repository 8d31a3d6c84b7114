import { crc32 } from "node:zlib";

// Small but structurally real CV files for the upload tests, built in memory.

export function pdfBytes(extra = ""): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** An OLE compound file with a `WordDocument` directory entry, as Word 97–2003 writes. */
export function docBytes(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  const dir = Buffer.alloc(512);
  Buffer.from("Root Entry", "utf16le").copy(dir, 0);
  Buffer.from("WordDocument", "utf16le").copy(dir, 128);
  return Buffer.concat([header, dir, Buffer.alloc(1024)]);
}

/** A stored (uncompressed) ZIP with the given entries and a proper central directory. */
function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export function docxBytes(): Buffer {
  return zipBytes({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A ZIP that is not a Word document (e.g. a spreadsheet or an archive renamed .docx). */
export function otherZipBytes(): Buffer {
  return zipBytes({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
}

export const htmlBytes = (): Buffer =>
  Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

export const PDF_TYPE = "application/pdf";
export const DOC_TYPE = "application/msword";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
