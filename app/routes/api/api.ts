import type { Route } from "./+types/api";
import { createApiHandler } from "./router.server.ts";
import { apiRoutes } from "./routes.server.ts";

const handle = createApiHandler(apiRoutes);

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context);
}
