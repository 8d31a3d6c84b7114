import { forms } from "./en/forms.ts";
import { addMessages } from "./index.ts";

// The forms area's strings, added to the catalogue when a module that uses them is loaded
// (see addMessages in ./index.ts). Import this file for its effect: `import "…/i18n/forms.ts";`.
addMessages(forms);
