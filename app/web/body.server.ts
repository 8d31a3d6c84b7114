import { AppError } from "../lib/errors.ts";
import { limitBody, parseFormBytes, readBody } from "../lib/multipart.server.ts";

/** JSON and plain form bodies of the lead calls are small; a CV upload has its own limit. */
const FORM_BODY_LIMIT = 64 * 1024;

type SubmittedValue = string | File;
export type Submission = Record<string, unknown>;

/**
 * Reads a JSON, URL-encoded or multipart body into a plain object (a repeated field keeps its first
 * value; files stay `File`s), refusing anything over `maxBytes` (413). One reader for the API and
 * the page actions, so both accept the same shapes with the same limits.
 */
export async function readSubmission(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<Submission> {
  const body = await readBody(limitBody(request, maxBytes));
  if (body.kind === "json") {
    const data = body.data;
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      throw new AppError("bad_request", "The request body must be a JSON object.");
    }
    return data as Submission;
  }
  const out: Record<string, SubmittedValue> = {};
  for (const [key, value] of body.form) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * A page form post over its limit. `partial` holds the fields that arrived before the limit (a
 * browser sends the text fields before the file), so the page can keep what the visitor typed.
 */
export class TooLargeForm extends AppError {
  readonly partial: Submission;
  constructor(
    partial: Submission,
    message = "The request body is too large.",
    fields?: Record<string, string>,
  ) {
    super("payload_too_large", message, { fields });
    this.partial = partial;
  }
}

/** The complete parts of a multipart body cut short: everything before the last boundary seen. */
async function salvageParts(bytes: Uint8Array, contentType: string): Promise<Submission> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return {};
  const marker = new TextEncoder().encode(`\r\n--${b}`);
  let cut = -1;
  for (let i = bytes.length - marker.length; i >= 0; i--) {
    let match = true;
    for (let j = 0; j < marker.length; j++) {
      if (bytes[i + j] !== marker[j]) {
        match = false;
        break;
      }
    }
    if (match) {
      cut = i;
      break;
    }
  }
  if (cut < 0) return {};
  const closed = new Blob([bytes.subarray(0, cut) as BlobPart, `\r\n--${b}--\r\n`]);
  try {
    const form = await new Response(closed, { headers: { "content-type": contentType } }).formData();
    const out: Record<string, SubmittedValue> = {};
    for (const [key, value] of form) if (typeof value === "string" && !(key in out)) out[key] = value;
    return out;
  } catch {
    return {};
  }
}

/** A page form post beyond this is not read at all (the connection is closed after the answer). */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Reads a page's own form post (no-JavaScript path) into a plain object, like `readSubmission`.
 * Over `maxBytes` it keeps reading and discarding (up to 64 MB) before answering 413: a browser
 * that is still uploading only shows the answer once its upload is done, so refusing early would
 * leave the visitor with a connection error instead of the page explaining the limit.
 */
export async function readFormPost(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<Submission> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") {
    throw new AppError("unsupported_media_type", "Send the form as multipart/form-data.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > DRAIN_LIMIT) throw new TooLargeForm({});
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= maxBytes) chunks.push(value);
      else if (size > DRAIN_LIMIT) {
        await reader.cancel().catch(() => {});
        break;
      }
    }
  }
  if (size > maxBytes) {
    const kept = new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
    throw new TooLargeForm(await salvageParts(kept, request.headers.get("content-type") ?? ""));
  }
  const form = await parseFormBytes(Buffer.concat(chunks), request.headers.get("content-type") ?? type);
  const out: Record<string, SubmittedValue> = {};
  for (const [key, value] of form) if (!(key in out)) out[key] = value;
  return out;
}
