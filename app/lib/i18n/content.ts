import { loadArea } from "./index.ts";

// The content area's strings (the content and form pages): added to the catalogue when a module
// that uses them is loaded, in a browser in the page's language only (loadArea in ./index.ts).
// Import this file for its effect: `import "…/i18n/content.ts";`.
await loadArea(
  () => import("./en/content.ts").then((m) => m.content),
  () => import("./ar/content.ts").then((m) => m.contentAr),
);
