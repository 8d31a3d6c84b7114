import { loadArea } from "./index.ts";

// The maps' strings (issue 24): added to the catalogue when a module that uses them is loaded, in a
// browser in the page's language only (loadArea in ./index.ts). Import this file for its effect:
// `import "…/i18n/map.ts";`.
await loadArea(
  () => import("./en/map.ts").then((m) => m.map),
  () => import("./ar/map.ts").then((m) => m.mapAr),
);
