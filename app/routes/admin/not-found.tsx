import { data, useRouteError } from "react-router";
import { AdminErrorContent } from "../../components/admin/error-content.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import type { Route } from "./+types/not-found";
import { adminOf } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.error.notFoundTitle");

/**
 * Any other /admin/* path. Logged out, the layout's guard has already sent the browser to the
 * login page (docs/product/specification.md §2); signed in, it is a 404 inside the admin frame.
 */
export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <AdminErrorContent error={useRouteError()} />;
}
