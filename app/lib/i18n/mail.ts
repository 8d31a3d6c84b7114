import { mail } from "./en/mail.ts";
import { addMessages } from "./index.ts";

// The emails' strings, added to the catalogue when the module that renders them is loaded
// (see addMessages in ./index.ts). Import this file for its effect: `import "…/i18n/mail.ts";`.
addMessages(mail);
