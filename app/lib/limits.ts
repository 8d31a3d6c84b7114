/**
 * Upload and list limits, declared once: the API checks, the admin form, the messages (which take
 * the numbers as parameters) and the API documentation all read them from here. Browser-safe.
 */

const MB = 1024 * 1024;

/** Largest image file accepted, in MB (the unit the messages speak in). */
export const MAX_IMAGE_MB = 15;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * MB;
/** Largest decoded image, in megapixels: checked from the header, before any decoding. */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Images per listing. */
export const MAX_IMAGES = 40;
/** Items per list field of a listing (features, amenities, …) and characters per item. */
export const MAX_LIST_ITEMS = 100;
export const MAX_LIST_ITEM_CHARS = 500;

/** Largest CV a career application may carry. */
export const MAX_CV_MB = 5;
export const MAX_CV_BYTES = MAX_CV_MB * MB;

/** Request body caps (bytes): a property upload is every image at its largest plus the text fields. */
export const BODY_LIMITS = {
  json: 1 * MB,
  propertyMultipart: MAX_IMAGES * MAX_IMAGE_BYTES + 2 * MB,
  careerMultipart: MAX_CV_BYTES + 1 * MB,
} as const;
