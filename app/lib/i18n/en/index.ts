import { common } from "./common.ts";
import { property } from "./property.ts";
import { publicSite } from "./public.ts";

/**
 * The English catalogue every page needs. Each area keeps its strings in its own file, merged here,
 * so features can add strings without touching each other's files. Keys are namespaced by area
 * ("forms.…"). The form pages' strings (`forms.ts`), the content pages' (`content.ts`) and the admin
 * area's (`admin.ts`) are not part of it: they are added by the modules that use them
 * (app/lib/i18n/forms.ts, content.ts and admin.ts), so a public page does not download the admin's
 * strings, nor a listing page the privacy policy or the form errors.
 */
export const en = {
  ...common,
  ...property,
  ...publicSite,
} as const;
