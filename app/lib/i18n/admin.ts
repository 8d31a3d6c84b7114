import { admin } from "./en/admin.ts";
import { adminApi } from "./en/admin-api.ts";
import { addMessages } from "./index.ts";

// The admin area's strings, added to the catalogue when a module that uses them is loaded
// (see addMessages in ./index.ts). Import this file for its effect: `import "…/i18n/admin.ts";`.
addMessages({ ...admin, ...adminApi });
