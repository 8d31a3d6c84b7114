import { LegacyListPropertyBodySchema, legacyListPropertyNames } from "../../modules/leads/leads.schema.ts";
import { leadRoutesFor } from "./leads.api.server.ts";
import { openApiPath } from "./openapi.server.ts";
import type { ApiRoute } from "./router.server.ts";

// The calls of the agency's earlier frontend that differ from ours (docs/product/api.md "Legacy
// aliases"), kept working as deprecated aliases. Each is derived from its canonical call: the same
// handlers, services, rules, rate limits and answers under another path, so no rule is written
// twice. (The earlier client's other differences are accepted by the canonical calls themselves:
// an enquiry's `propertyName`, a career CV in the part `CV`, a property created without `status`.)

const TAG = "Legacy aliases";

/** Each alias with the canonical call it stands for (the same position in both lists). */
function aliasesOf(canonical: ApiRoute[], aliases: ApiRoute[], notes: Partial<Record<string, string>> = {}) {
  return aliases.map((alias, i): ApiRoute => {
    const target = canonical[i];
    if (!target || target.method !== alias.method)
      throw new Error(`alias ${alias.method} ${alias.path} does not match its canonical call`);
    const description = notes[alias.method];
    return {
      ...alias,
      tag: TAG,
      deprecated: `${target.method} ${openApiPath(target.path)}`,
      ...(description ? { description } : {}),
    };
  });
}

/**
 * `/api/listAProperty`: the earlier "list a property" form, where an owner asks for a visit at an
 * address on a date and time. It stores a list-your-property request like `POST /api/listProperty`
 * (`createLead`, kind listProperty, read with the legacy schema); the other calls are the
 * canonical ones under this path.
 */
const listAProperty = aliasesOf(
  leadRoutesFor("listProperty"),
  leadRoutesFor("listProperty", {
    path: "/listAProperty",
    body: LegacyListPropertyBodySchema,
    legacy: true,
    canonicalInput: legacyListPropertyNames,
  }),
  {
    POST: 'The earlier client\'s body `{name, email, phone, message, date, time, address}`: `date` and `time` are stored as `preferredDate` and `preferredTime`; `location`, `propertyType` and `type` may be left out here (location "", the types null). Any other field is ignored.',
  },
);

export const legacyRoutes: ApiRoute[] = [...listAProperty];
