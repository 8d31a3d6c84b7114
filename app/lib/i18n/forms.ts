import { forms } from "./en/forms.ts";
import { addMessages } from "./index.ts";

// The forms area's strings, added to the catalogue when a module that uses them is loaded
// (see addMessages in ./index.ts). Import this file for its effect: `import "…/i18n/forms.ts";`.
addMessages(forms);

// On an Arabic page in a browser the area's Arabic is loaded here, before any module that uses it
// runs: a top-level await, so a page reached by a client navigation waits for it too. English pages
// never download it; the server has every language loaded at start (./ar/server.ts).
if (typeof document !== "undefined" && document.documentElement.lang === "ar") {
  addMessages((await import("./ar/forms.ts")).formsAr, "ar");
}
