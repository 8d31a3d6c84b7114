import { addMessages } from "../index.ts";
import "./index.ts";
import { contentAr } from "./content.ts";
import { formsAr } from "./forms.ts";
import { mailAr } from "./mail.ts";
import { mapAr } from "./map.ts";
import { visitorAr } from "./visitor.ts";

/**
 * Every Arabic string, for the server (entry.server.tsx imports this at start): any page it renders
 * may be Arabic, and the emails have their Arabic too. Browsers load Arabic by area (./index.ts).
 */
addMessages({ ...contentAr, ...formsAr, ...mailAr, ...mapAr, ...visitorAr }, "ar");
