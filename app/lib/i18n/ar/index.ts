import { addMessages } from "../index.ts";
import { commonAr } from "./common.ts";
import { contentAr } from "./content.ts";
import { formsAr } from "./forms.ts";
import { propertyAr } from "./property.ts";
import { publicSiteAr } from "./public.ts";

/**
 * The Arabic catalogue of the public pages (the emails' ./mail.ts is not part of it), added to the translations when this module is
 * loaded: by the server at start (entry.server.tsx) and by a browser only on an Arabic page, before
 * it hydrates (entry.client.tsx imports it on demand, so English pages never download it).
 */
addMessages({ ...commonAr, ...publicSiteAr, ...propertyAr, ...contentAr, ...formsAr }, "ar");
