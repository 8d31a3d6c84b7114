import { loadArea } from "./index.ts";

// The forms area's strings, added to the catalogue when a module that uses them is loaded.
// Import this file for its effect: `import "…/i18n/forms.ts";`.
// In a browser only the page's language is downloaded (see loadArea in ./index.ts).
await loadArea(
  () => import("./en/forms.ts").then((m) => m.forms),
  () => import("./ar/forms.ts").then((m) => m.formsAr),
);
