import { admin } from "./admin.ts";
import { common } from "./common.ts";
import { content } from "./content.ts";
import { forms } from "./forms.ts";
import { property } from "./property.ts";
import { publicSite } from "./public.ts";

/**
 * The English catalogue. Each area keeps its strings in its own file, merged here, so features can
 * add strings without touching each other's files. Keys are namespaced by area ("admin.…").
 */
export const en = {
  ...common,
  ...forms,
  ...content,
  ...property,
  ...publicSite,
  ...admin,
} as const;
