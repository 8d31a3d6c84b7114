import { randomBytes } from "node:crypto";

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A 24-hex identifier shaped like the old backend's ids: 4 bytes of seconds, 5 random bytes,
 * a 3-byte counter. Sortable by creation time, unguessable enough for public URLs.
 */
export function newId(date = new Date()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(date.getTime() / 1000) >>> 0, 0);
  randomBytes(5).copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString("hex");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
