import { alerts } from "./en/alerts.ts";
import { addMessages } from "./index.ts";

// The alerts area's strings (saved searches, the visitor's page), added to the catalogue when a
// module that uses them is loaded (see addMessages in ./index.ts). Import this file for its effect:
// `import "…/i18n/alerts.ts";`. The listing pages load it for their "Alert me" form.
addMessages(alerts);

// On an Arabic page in a browser the area's Arabic is loaded here, before any module that uses it
// runs (a top-level await, as ./forms.ts does). English pages never download it.
if (typeof document !== "undefined" && document.documentElement.lang === "ar") {
  addMessages((await import("./ar/alerts.ts")).alertsAr, "ar");
}
