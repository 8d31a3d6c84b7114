import { fieldsNeedAttention } from "../lib/errors.ts";
import { formFields, isUpload, readBody } from "../lib/multipart.server.ts";
import { LIST_FIELDS, PROPERTY_FIELD_NAMES } from "../modules/properties/property.schema.ts";
import type { ImageInput, PropertyWriteRequest } from "../modules/properties/property.write-request.ts";

/** A create or update body, JSON or a form, as the property service takes it. */
export async function readPropertyWrite(request: Request): Promise<PropertyWriteRequest> {
  const body = await readBody(request);
  return body.kind === "json" ? writeRequestFromJson(body.data) : writeRequestFromForm(body.form);
}

const FIELD_SET = new Set<string>(PROPERTY_FIELD_NAMES);
const LIST_SET = new Set<string>(LIST_FIELDS);

// Control characters are dropped (PostgreSQL text cannot hold U+0000).
const altOf = (v: unknown): string | null => {
  if (typeof v !== "string") return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = v.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  return clean === "" ? null : clean.slice(0, 500);
};

/**
 * Multipart / urlencoded: scalar fields by name, list fields repeated or comma-separated,
 * `images` repeated (file parts are new uploads, text parts URLs or existing paths), `imageAlts`
 * a parallel repeated field. A file input left empty sends an empty nameless part: ignored. An
 * `images` field whose every part is empty counts as not sent.
 */
export function writeRequestFromForm(form: FormData): PropertyWriteRequest {
  const raw = formFields(form);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (FIELD_SET.has(key)) fields[key] = LIST_SET.has(key) ? value : Array.isArray(value) ? value[0] : value;
  }
  // A list field sent only as file parts (nonsense) still counts as sent, so it fails validation.
  for (const key of LIST_FIELDS) {
    if (!(key in fields) && form.has(key)) fields[key] = [];
  }
  const entries = form.getAll("images");
  const alts = form.getAll("imageAlts");
  const images: ImageInput[] = [];
  entries.forEach((entry, i) => {
    const alt = altOf(alts[i]);
    if (typeof entry === "string") {
      if (entry.trim() !== "") images.push({ kind: "ref", value: entry.trim(), alt });
    } else if (isUpload(entry)) {
      images.push({ kind: "file", file: entry, alt });
    }
  });
  return { fields, images: images.length > 0 ? images : undefined };
}

/** JSON: the same fields; `images` an array of strings (or one string); `imageAlts` parallel. */
export function writeRequestFromJson(data: unknown): PropertyWriteRequest {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw fieldsNeedAttention({ _: "The body must be a JSON object" });
  }
  const obj = data as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) if (FIELD_SET.has(key)) fields[key] = value;
  if (!("images" in obj) || obj.images === undefined) return { fields, images: undefined };
  const list = typeof obj.images === "string" ? [obj.images] : obj.images;
  if (!Array.isArray(list) || list.some((v) => typeof v !== "string")) {
    throw fieldsNeedAttention({ images: "Images must be a list of image paths or http(s) addresses" });
  }
  const alts = Array.isArray(obj.imageAlts) ? obj.imageAlts : [];
  const images: ImageInput[] = [];
  (list as string[]).forEach((value, i) => {
    if (value.trim() !== "") images.push({ kind: "ref", value: value.trim(), alt: altOf(alts[i]) });
  });
  return { fields, images };
}
