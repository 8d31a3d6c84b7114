import { loadArea } from "./index.ts";

// The forms area's strings: added to the catalogue when a module that uses them is loaded, in a
// browser in the page's language only (loadArea in ./index.ts). Import this file for its effect:
// `import "…/i18n/forms.ts";`.
await loadArea(
  () => import("./en/forms.ts").then((m) => m.forms),
  () => import("./ar/forms.ts").then((m) => m.formsAr),
);
