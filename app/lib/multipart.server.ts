import { AppError } from "./errors.ts";
import { formatBytes } from "./format.ts";
import { translate } from "./i18n/index.ts";
import "./i18n/forms.ts";
import { BODY_LIMITS } from "./limits.ts";

// Re-exported where the body readers have always offered it; declared in limits.ts.
export { BODY_LIMITS };

const tooLarge = (max: number) =>
  new AppError("payload_too_large", `The request body is too large (limit ${formatBytes(max)}).`);

const limits = new WeakMap<Request, { max: number; exceeded: boolean }>();

/**
 * Refuses a declared Content-Length over `maxBytes` before reading anything, and returns a request
 * whose body stream errors as soon as more than `maxBytes` arrive (chunked uploads declare no
 * length). The parse helpers below turn that into a 413.
 */
export function limitBody(request: Request, maxBytes: number): Request {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d{1,16}$/.test(declared.trim())) throw new AppError("bad_request", "Invalid Content-Length.");
    if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
  }
  if (!request.body) return request;
  const state = { max: maxBytes, exceeded: false };
  let seen = 0;
  // A pull-through stream rather than pipeThrough: when the limit is hit the source is left alone
  // instead of cancelled (cancelling destroys the socket before the 413 can be sent).
  const reader = request.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      seen += value.byteLength;
      if (seen > maxBytes) {
        state.exceeded = true;
        reader.releaseLock();
        controller.error(tooLarge(maxBytes));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // @ts-expect-error: `duplex` is required by Node for a streamed body but missing from the DOM types
    duplex: "half",
  });
  limits.set(limited, state);
  return limited;
}

function readFailure(request: Request, what: string): AppError {
  const state = limits.get(request);
  if (state?.exceeded) return tooLarge(state.max);
  return new AppError("bad_request", `The ${what} could not be read.`);
}

/** The media type of the request without parameters, lower-cased ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

const isJsonType = (t: string) => t === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(t);
const isFormType = (t: string) => t === "multipart/form-data" || t === "application/x-www-form-urlencoded";

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Parses a JSON body; wrong type → 415, unreadable or not JSON → 400, too large → 413. */
export async function readJson(request: Request, opts: { allowTextPlain?: boolean } = {}): Promise<unknown> {
  const type = mediaType(request);
  if (!isJsonType(type) && !(opts.allowTextPlain && type === "text/plain")) {
    throw new AppError("unsupported_media_type", "Send the body as application/json.");
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    throw readFailure(request, "request body");
  }
  // JSON is UTF-8 (RFC 8259): bytes that are not are refused, not silently replaced by U+FFFD.
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    throw new AppError("bad_request", "The request body is not valid UTF-8.");
  }
  // No body this API accepts nests more than a few levels; refuse pathological nesting before
  // parsing it, so a deep structure cannot hide in an ignored field or exhaust the stack.
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError("bad_request", `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

export const MAX_JSON_DEPTH = 32;

/** Whether brackets outside strings nest deeper than `max` (one pass, no parse). */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses multipart/form-data or urlencoded; wrong type → 415, malformed or truncated → 400, a text
 * field that is not UTF-8 → 400 naming it.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormType(mediaType(request))) {
    throw new AppError("unsupported_media_type", "Send the body as multipart/form-data.");
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    throw readFailure(request, "form data");
  }
  return parseFormBytes(bytes, request.headers.get("content-type") ?? "");
}

/** A complete form body already in memory, checked as `readForm` checks it. */
export async function parseFormBytes(bytes: Uint8Array, contentType: string): Promise<FormData> {
  assertUtf8Fields(bytes, contentType);
  try {
    return await new Response(bytes as BlobPart, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "The form data could not be read.");
  }
}

function notUtf8(field: string): AppError {
  return new AppError("bad_request", `The field "${field}" is not valid UTF-8.`, {
    fields: { [field]: translate("en", "forms.error.notUtf8") },
  });
}

const strictUtf8 = (bytes: Uint8Array): boolean => {
  try {
    STRICT_UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * Refuses a text field whose bytes are not UTF-8, as `readJson` refuses such a body: the platform's
 * form parser would replace them with U+FFFD and the damaged text would be stored. File parts are
 * bytes and are not looked at; a body too malformed to walk is left to the parser to refuse.
 */
function assertUtf8Fields(bytes: Uint8Array, contentType: string): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (contentType.split(";")[0].trim().toLowerCase() === "application/x-www-form-urlencoded") {
    for (const pair of buf.toString("latin1").split("&")) {
      const eq = pair.indexOf("=");
      const name = percentBytes(eq < 0 ? pair : pair.slice(0, eq));
      const value = percentBytes(eq < 0 ? "" : pair.slice(eq + 1));
      if (!strictUtf8(name) || !strictUtf8(value)) throw notUtf8(name.toString("utf8"));
    }
    return;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return;
  const delimiter = Buffer.from(`\r\n--${b}`, "latin1");
  // The first delimiter may open the body without the line break before it.
  let at = buf.indexOf(delimiter.subarray(2));
  while (at >= 0) {
    const start = buf.indexOf("\r\n", at);
    const headerEnd = buf.indexOf("\r\n\r\n", at);
    if (start < 0 || headerEnd < 0) return;
    const next = buf.indexOf(delimiter, headerEnd + 4);
    if (next < 0) return;
    const headers = buf.toString("latin1", start, headerEnd);
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1] ?? "";
    if (!/;\s*filename\*?=/i.test(headers) && !strictUtf8(buf.subarray(headerEnd + 4, next))) {
      throw notUtf8(Buffer.from(name, "latin1").toString("utf8"));
    }
    at = next + 2;
  }
}

/** The bytes an urlencoded name or value stands for (`+` is a space, `%XX` one byte). */
function percentBytes(s: string): Buffer {
  const text = s.replaceAll("+", " ");
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "%" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else out.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(out);
}

export type Body = { kind: "json"; data: unknown } | { kind: "form"; form: FormData };

/** JSON or a form, whichever the request declares; anything else is 415. */
export async function readBody(request: Request): Promise<Body> {
  const type = mediaType(request);
  if (isJsonType(type)) return { kind: "json", data: await readJson(request) };
  if (isFormType(type)) return { kind: "form", form: await readForm(request) };
  throw new AppError("unsupported_media_type", "Send the body as application/json or multipart/form-data.");
}

/** A real uploaded file: browsers send an empty, nameless part for a file input left empty. */
export function isUpload(v: FormDataEntryValue | null | undefined): v is File {
  return typeof v === "object" && v !== null && !(v.size === 0 && v.name === "");
}

/**
 * Form fields as a plain object for zod: a field given once is a string, a repeated field an
 * array of strings; file parts are left out (read them with `form.getAll`).
 */
export function formFields(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}
