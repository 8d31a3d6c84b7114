import { loadArea } from "./index.ts";

// The maps' strings (issue 24), added to the catalogue when the map's code is loaded. Import this
// file for its effect: `import "…/i18n/map.ts";`.
// In a browser only the page's language is downloaded (see loadArea in ./index.ts).
await loadArea(
  () => import("./en/map.ts").then((m) => m.map),
  () => import("./ar/map.ts").then((m) => m.mapAr),
);
