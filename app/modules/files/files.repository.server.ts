import type { DB } from "../../db/index.server.ts";

/** Every stored image folder a row refers to (`uploads/<id>`). */
export async function referencedImageKeys(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom("property_images")
    .select("storage_key")
    .where("storage_key", "is not", null)
    .execute();
  return new Set(rows.map((r) => r.storage_key as string));
}

/** Every CV file a row refers to (`cv/<id>.<ext>`). */
export async function referencedCvKeys(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom("career_applications")
    .select("cv_key")
    .where("cv_key", "is not", null)
    .execute();
  return new Set(rows.map((r) => r.cv_key as string));
}
