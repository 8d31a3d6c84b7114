import { visitor } from "./en/visitor.ts";
import { addMessages } from "./index.ts";

// The visitor area's strings (the pages the alerts' emails open), added to the catalogue when a
// module that uses them is loaded (see addMessages in ./index.ts). Import this file for its effect:
// `import "…/i18n/visitor.ts";`.
addMessages(visitor);

// On an Arabic page in a browser the area's Arabic is loaded here, before any module that uses it
// runs (a top-level await, as ./forms.ts does). English pages never download it.
if (typeof document !== "undefined" && document.documentElement.lang === "ar") {
  addMessages((await import("./ar/visitor.ts")).visitorAr, "ar");
}
