/**
 * What every record id looks like: 24 lower-case hex digits (see `newId`). Unanchored, to build
 * other patterns from (stored file keys, OpenAPI).
 */
export const ID_SOURCE = "[0-9a-f]{24}";
export const ID_PATTERN = new RegExp(`^${ID_SOURCE}$`);

// Web Crypto rather than node:crypto: the pattern above is used by form schemas in the browser.
const random = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));

let counter: number | undefined;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A 24-hex identifier shaped like the old backend's ids: 4 bytes of seconds, 5 random bytes,
 * a 3-byte counter. Sortable by creation time, unguessable enough for public URLs.
 */
export function newId(date = new Date()): string {
  if (counter === undefined) {
    const [a, b, c] = random(3);
    counter = (a << 16) | (b << 8) | c;
  }
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(date.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, "0") + hex(random(5)) + counter.toString(16).padStart(6, "0");
}
