import { z } from "zod";
import { json, type ApiRoute } from "./router.server.ts";

export const siteRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/health",
    audience: "public",
    tag: "Site",
    summary: "Liveness and database check: 200 when the database answers, else 503.",
    response: z.object({ status: z.literal("ok") }),
    handler: async ({ app }) => {
      try {
        await app.database.ping();
        return json({ status: "ok" });
      } catch {
        return json({ status: "unavailable" }, { status: 503 });
      }
    },
  },
];
