import { map } from "./en/map.ts";
import { addMessages } from "./index.ts";

// The maps' strings (issue 24), added to the catalogue when the map's code is loaded (see
// addMessages in ./index.ts). Import this file for its effect: `import "…/i18n/map.ts";`.
addMessages(map);

// On an Arabic page in a browser the maps' Arabic is loaded here, before any module that uses it
// runs (a top-level await, as ./visitor.ts does). English pages never download it.
if (typeof document !== "undefined" && document.documentElement.lang === "ar") {
  addMessages((await import("./ar/map.ts")).mapAr, "ar");
}
