import { addMessages } from "../index.ts";
import { commonAr } from "./common.ts";
import { propertyAr } from "./property.ts";
import { publicSiteAr } from "./public.ts";

/**
 * The Arabic every public page needs (navigation, listings, a listing's page), added to the
 * translations when this module is loaded: by a browser only on an Arabic page, before it hydrates
 * (`pageCatalogue` in ../index.ts, so English pages never download it). The content pages' and the
 * forms' Arabic come with their areas (../content.ts, ../forms.ts); the server loads it all
 * (./server.ts).
 */
addMessages({ ...commonAr, ...publicSiteAr, ...propertyAr }, "ar");
