import { analyticsRoutes } from "./analytics.api.server.ts";
import { authRoutes } from "./auth.api.server.ts";
import { careerRoutes } from "./careers.api.server.ts";
import { docsRoutes } from "./docs.api.server.ts";
import { leadRoutes } from "./leads.api.server.ts";
import { legacyRoutes } from "./legacy.api.server.ts";
import { newsletterRoutes } from "./newsletter.api.server.ts";
import { propertyRoutes } from "./properties.api.server.ts";
import type { ApiRoute } from "./router.server.ts";
import { siteRoutes } from "./site.api.server.ts";

/** Every API call, in one table: the dispatcher, the OpenAPI document and the auth tests read it. */
export const apiRoutes: ApiRoute[] = [
  ...siteRoutes,
  ...authRoutes,
  ...propertyRoutes,
  ...leadRoutes,
  ...careerRoutes,
  ...newsletterRoutes,
  ...analyticsRoutes,
  ...docsRoutes,
  ...legacyRoutes,
];
