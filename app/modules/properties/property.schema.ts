import { z } from "zod";
import {
  MAX_IMAGE_MB,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGES,
  MAX_LIST_ITEM_CHARS,
  MAX_LIST_ITEMS,
} from "../../lib/limits.ts";
import { isHttpUrl } from "../../lib/url.ts";
import { isCalendarDate } from "../../lib/time.ts";

import {
  CHEQUE_COUNTS,
  DISPLAYS,
  DISPLAYS_BY_TYPE,
  defaultRentFrequency,
  PROPERTY_TYPES,
  type PropertyType,
  type RentFrequency,
  rentFrequencyAllowed,
} from "./property.constants.ts";

import {
  FIELD_NAMES,
  type FieldName,
  type FieldSpec,
  type FieldValue,
  PROPERTY_FIELDS,
  type Property,
  type PropertyFieldTable,
  WRITABLE_FIELDS,
  type WritableField,
} from "./property.fields.ts";

export * from "./property.constants.ts";
export * from "./property.fields.ts";
export * from "./property.query.ts";

import { noNul } from "./property.query.ts";

// ---------- writes (POST / PUT /api/realEstate, the admin property form) ----------

export { MAX_IMAGES };

/** A form sends strings (a repeated field: several); the first value of a scalar field counts. */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** Blank, and what a browser form sends for an unset JS value (`"undefined"`, `"null"`), mean "none". */
const blankToNull = (v: unknown) => {
  const x = first(v);
  if (x === undefined || x === null) return null;
  if (typeof x === "string" && ["", "undefined", "null"].includes(x.trim())) return null;
  return x;
};

/** Numbers sent for text fields (a phone number as JSON number) are taken as their digits. */
const textInput = (v: unknown) => {
  const x = blankToNull(v);
  return typeof x === "number" && Number.isFinite(x) ? String(x) : x;
};
const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => textInput(v) ?? undefined,
    z
      .string({ error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`) })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(noNul, `${label} contains invalid characters`),
  );
const optionalTextField = (label: string, max: number) =>
  z.preprocess(
    textInput,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(noNul, `${label} contains invalid characters`)
      .nullable(),
  );
const numberInput = (v: unknown) => {
  const x = blankToNull(v);
  if (typeof x === "string") {
    const t = x.trim().replace(/,/g, "");
    return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : x;
  }
  return x;
};
const numberSchema = (label: string, opts: { int?: boolean; min?: number; max: number }) => {
  const min = opts.min ?? 0;
  const n = z
    .number({
      error: (i) =>
        i.input === undefined || i.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .min(min, `${label} must be at least ${min}`)
    .max(opts.max, `${label} must be at most ${opts.max}`);
  return opts.int ? n.int(`${label} must be a whole number`) : n;
};
const numberField = (label: string, opts: { int?: boolean; min?: number; max: number }) =>
  z.preprocess(numberInput, numberSchema(label, opts).nullable());
const requiredNumber = (label: string, opts: { int?: boolean; min?: number; max: number }) =>
  z.preprocess((v) => numberInput(v) ?? undefined, numberSchema(label, opts));

const enumSchema = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (i) =>
      i.input === undefined || i.input === null
        ? `${label} is required`
        : `${label} must be one of: ${values.join(", ")}`,
  });
const enumField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToNull, enumSchema(label, values).nullable());
const requiredEnum = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess((v) => blankToNull(v) ?? undefined, enumSchema(label, values));

const dateField = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a date (yyyy-mm-dd)` })
      .trim()
      .refine(isCalendarDate, `${label} must be a date (yyyy-mm-dd)`)
      .refine((s) => s >= "1900-01-01" && s <= "2200-12-31", `${label} must be between 1900 and 2200`)
      .nullable(),
  );
const urlField = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a web address` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine((u) => isHttpUrl(u) && noNul(u), `${label} must be an http(s) address`)
      .nullable(),
  );

/** What separates the items of a list sent as one value: a comma, and in an Arabic list the Arabic comma too. */
const COMMA = /,/;
export const ARABIC_LIST_SEPARATOR = /[,\u060C]/;

/**
 * A list field: repeated values (each one item), or one comma-separated value; items are trimmed
 * and empty items dropped. An Arabic list's single value is also split on the Arabic comma "،".
 */
export function splitList(v: unknown, separator: RegExp = COMMA): unknown {
  if (v === undefined || v === null) return [];
  if (typeof v === "string")
    return v
      .split(separator)
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(v)) {
    if (v.length === 1 && typeof v[0] === "string") return splitList(v[0], separator);
    return v.map((x) => (typeof x === "string" ? x.trim() : x)).filter((x) => x !== "");
  }
  return v;
}
const listField = (label: string, separator: RegExp) =>
  z.preprocess(
    (v) => splitList(v, separator),
    z
      .array(
        z
          .string({ error: `${label}: each item must be text` })
          .max(MAX_LIST_ITEM_CHARS, `${label}: each item must be at most ${MAX_LIST_ITEM_CHARS} characters`)
          .refine(noNul, `${label} contains invalid characters`),
        {
          error: `${label} must be a list of text`,
        },
      )
      .max(MAX_LIST_ITEMS, `${label} may have at most ${MAX_LIST_ITEMS} items`),
  );

/** A list whose items are choices (the portals): each one of `values`, each once, in `values`' order. */
const choiceListField = (label: string, values: readonly [string, ...string[]]) =>
  z.preprocess(
    (v) => splitList(v),
    z
      .array(enumSchema(label, values), { error: `${label} must be a list of: ${values.join(", ")}` })
      .transform((items) => values.filter((v) => items.includes(v))),
  );

const PHONE = /^\+?[0-9 ()./-]{5,40}$/;

type WriteSchema<K extends WritableField> = z.ZodType<FieldValue<PropertyFieldTable[K]>, unknown>;

/** How a field of the table is read from a form or JSON body, by its kind. */
function inputSchema(spec: FieldSpec): z.ZodType {
  const { label, required = false, max = 0 } = spec;
  switch (spec.kind) {
    case "text":
      return required
        ? requiredText(label, max).pipe(z.string().min(1, `${label} is required`))
        : optionalTextField(label, max);
    case "email":
      return requiredText(label, max).pipe(z.email("Enter a valid email address"));
    case "phone":
      return requiredText(label, max).pipe(
        z
          .string()
          .regex(PHONE, "Enter a valid phone number")
          .refine((s) => (s.match(/\d/g)?.length ?? 0) >= 5, "Enter a valid phone number"),
      );
    case "number": {
      const opts = { int: spec.int, min: spec.min, max };
      return required ? requiredNumber(label, opts) : numberField(label, opts);
    }
    case "enum": {
      const values = spec.values as readonly [string, ...string[]];
      return required ? requiredEnum(label, values) : enumField(label, values);
    }
    case "list":
      return spec.values
        ? choiceListField(label, spec.values as readonly [string, ...string[]])
        : listField(label, spec.arabicOf ? ARABIC_LIST_SEPARATOR : COMMA);
    case "date":
      return dateField(label);
    case "url":
      return urlField(label, max);
    case "images":
    case "media":
      throw new Error(`${label} is not written through the field schema`);
  }
}

/** What the API reference says of a field written in Arabic (`name_ar` …); other fields as they are. */
function arabicNote(spec: FieldSpec, schema: z.ZodType, side: "input" | "output"): z.ZodType {
  if (!spec.arabicOf) return schema;
  const english = `\`${spec.arabicOf}\``;
  const list = spec.kind === "list";
  if (side === "output")
    return schema.describe(
      list ? `${english} in Arabic; empty when not written` : `${english} in Arabic; null when not written`,
    );
  return schema.describe(
    list
      ? `Optional: ${english} in Arabic, shown on the Arabic site (empty: the English list is shown there). Limits as ${english}; one value is split on the Latin comma "," and the Arabic "،".`
      : `Optional: ${english} in Arabic, shown on the Arabic site (blank: the English is shown there). Limits as ${english}.`,
  );
}

/**
 * Every writable field of a property (docs/product/specification.md §3 names), from the field table. Required: docs/product/specification.md §5
 * / docs/product/api.md; display must be allowed for the type (docs/product/specification.md §4). Accepts form strings and JSON values
 * alike; blank optional fields become null. Images are checked separately (they may be files).
 */
const PropertyFieldsObject = z.object(
  Object.fromEntries(
    WRITABLE_FIELDS.map((k) => [k, arabicNote(PROPERTY_FIELDS[k], inputSchema(PROPERTY_FIELDS[k]), "input")]),
  ) as {
    [K in WritableField]: WriteSchema<K>;
  },
);

export const PropertyFieldsSchema = PropertyFieldsObject.superRefine((p, ctx) => {
  const problem = displayProblem(p.type, p.display);
  if (problem) ctx.addIssue({ code: "custom", path: ["display"], message: problem });
  const rent = rentProblem(p.type, p.rentFrequency, p.cheques);
  if (rent) ctx.addIssue({ code: "custom", path: [rent.field], message: rent.message });
}).transform((p) => ({ ...p, rentFrequency: p.rentFrequency ?? defaultRentFrequency(p.type) }));

/**
 * Why a rent frequency or a number of cheques does not fit the listing, or null: a frequency only
 * on rentals, holiday homes and commercial listings for rent; cheques only on yearly rents (a blank
 * frequency on a rental means its default, yearly), and only as many as Dubai landlords take.
 */
function rentProblem(
  type: PropertyType,
  rentFrequency: RentFrequency | null,
  cheques: number | null,
): { field: "rentFrequency" | "cheques"; message: string } | null {
  if (rentFrequency && !rentFrequencyAllowed(type))
    return { field: "rentFrequency", message: `Rent frequency applies to rentals only, not to ${type}` };
  if (cheques === null) return null;
  if ((rentFrequency ?? defaultRentFrequency(type)) !== "yearly")
    return { field: "cheques", message: "Cheques apply to yearly rents only" };
  if (!(CHEQUE_COUNTS as readonly number[]).includes(cheques))
    return { field: "cheques", message: `Cheques must be one of: ${CHEQUE_COUNTS.join(", ")}` };
  return null;
}

/**
 * Why `display` is not allowed for `type` (docs/product/specification.md §4), or null. Also used on raw input when other
 * fields failed, since zod skips object-level checks then.
 */
export function displayProblem(type: unknown, display: unknown): string | null {
  const t = PROPERTY_TYPES.find((x) => x === type);
  const d = DISPLAYS.find((x) => x === display);
  if (!t || !d || DISPLAYS_BY_TYPE[t].includes(d)) return null;
  const allowed = DISPLAYS_BY_TYPE[t];
  return allowed.length
    ? `Display for ${t} must be one of: ${allowed.join(", ")}`
    : `Display is not available for ${t}`;
}

/**
 * What a new listing takes for a field its create does not send at all (docs/product/api.md
 * "Writing a property"): no `status` means `notApproved`, so a listing created by a client that
 * sends none (the agency's earlier admin form) is not shown publicly until someone approves it. A
 * field that is sent, even blank or null, is validated as sent; updates merge over the stored record.
 */
export const CREATE_DEFAULTS = { status: "notApproved" } as const satisfies Partial<
  Record<WritableField, unknown>
>;

/** The fields of a create with `CREATE_DEFAULTS` filled in where none was sent. */
export function withCreateDefaults(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  for (const [key, value] of Object.entries(CREATE_DEFAULTS)) if (out[key] === undefined) out[key] = value;
  return out;
}

export type PropertyFields = z.output<typeof PropertyFieldsSchema>;
export const PROPERTY_FIELD_NAMES: readonly WritableField[] = WRITABLE_FIELDS;

/**
 * The documented request shape of a property write (OpenAPI): the fields above plus `images`, in
 * display order: a file part (multipart only) is a new upload, a string an absolute http(s) URL or
 * the path of an image this property already has (as `images[]` returns it). `imageAlts` is a
 * parallel list: `imageAlts[i]` is the alt text of `images[i]`.
 */
export const PropertyWriteDocSchema = z.object({
  ...PropertyFieldsObject.shape,
  status: PropertyFieldsObject.shape.status.describe(
    `On create, left out means ${CREATE_DEFAULTS.status} (not shown publicly); blank is refused`,
  ),
  images: z
    .array(z.string())
    .min(1)
    .max(MAX_IMAGES)
    .describe(
      "Display order. Multipart: repeated; each part a file (new upload: JPEG, PNG, WebP or AVIF by content, ≤ " +
        MAX_IMAGE_MB +
        " MB, ≤ " +
        MAX_IMAGE_MEGAPIXELS +
        " MP) or text (an absolute http(s) URL, or an existing image path of this property such as `uploads/<id>/<hash>-1200.jpg`). On PUT the list replaces the current images; omit the field to keep them.",
    ),
  imageAlts: z
    .array(z.string().max(500))
    .max(MAX_IMAGES)
    .optional()
    .describe(
      "Optional alt text per image, parallel to `images` (repeated in multipart). An empty or missing entry keeps the image's current alt text (new images: the property name).",
    ),
});

// ---------- the record as the API returns it (documentation) ----------

const nullableNumber = z.number().nullable();

const PropertyMediaSchema = z.object({
  src: z.string().describe("URL of the image: `/api/uploads/…` for stored images, else the external URL"),
  alt: z.string(),
  width: nullableNumber,
  height: nullableNumber,
  srcset: z
    .string()
    .describe("WebP variants as `url 480w, url 800w, url 960w, url 1600w`; empty for external URLs"),
});

/** How a field of the table appears in the API record, by its kind. */
function outputSchema(spec: FieldSpec): z.ZodType {
  const required = spec.required === true;
  switch (spec.kind) {
    case "text":
    case "email":
    case "phone":
    case "url":
      return required ? z.string() : z.string().nullable();
    case "date":
      return z.string().nullable().describe("yyyy-mm-dd");
    case "number":
      return required ? z.number() : z.number().nullable();
    case "enum": {
      const e = z.enum(spec.values as readonly [string, ...string[]]);
      return required ? e : e.nullable();
    }
    case "list":
      return z.array(spec.values ? z.enum(spec.values as readonly [string, ...string[]]) : z.string());
    case "images":
      return z
        .array(z.string())
        .describe(
          "Display order; a stored image is a path relative to `/api/` (`uploads/…`), else the absolute URL",
        );
    case "media":
      return z.array(PropertyMediaSchema);
  }
}

export const PropertyRecordSchema = z.object({
  _id: z.string(),
  ...(Object.fromEntries(
    FIELD_NAMES.map((k) => [k, arabicNote(PROPERTY_FIELDS[k], outputSchema(PROPERTY_FIELDS[k]), "output")]),
  ) as {
    [K in FieldName]: z.ZodType<FieldValue<PropertyFieldTable[K]>>;
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  position: z
    .object({ lat: z.number(), lng: z.number(), approximate: z.boolean() })
    .nullable()
    .describe(
      "Where the listing sits on a map (read only): its latitude/longitude, else its community's centre with `approximate: true`; null when neither is known. What `bbox` searches.",
    ),
});

// Keeps the documented shape and the TypeScript record in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _recordShapeMatches: Same<z.output<typeof PropertyRecordSchema>, Property> = true;
void _recordShapeMatches;

export const LocationCountSchema = z.object({ location: z.string(), count: z.number() });
