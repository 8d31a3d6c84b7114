/** One entry of `images`, in display order. */
export type ImageInput =
  | { kind: "file"; file: File; alt: string | null }
  | { kind: "ref"; value: string; alt: string | null };

/**
 * What a create or update asks for, whatever it arrived as (multipart, urlencoded or JSON):
 * the fields that were sent (by API name) and the images, or `undefined` when no `images`
 * field was sent at all (PUT then keeps the images as they are).
 */
export interface PropertyWriteRequest {
  fields: Record<string, unknown>;
  images: ImageInput[] | undefined;
}
