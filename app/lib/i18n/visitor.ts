import { loadArea } from "./index.ts";

// The visitor area's strings (the pages the alerts' emails open): added to the catalogue when a
// module that uses them is loaded, in a browser in the page's language only (loadArea in
// ./index.ts). Import this file for its effect: `import "…/i18n/visitor.ts";`.
await loadArea(
  () => import("./en/visitor.ts").then((m) => m.visitor),
  () => import("./ar/visitor.ts").then((m) => m.visitorAr),
);
