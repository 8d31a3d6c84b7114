import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { adminOf } from "./admin.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return redirect("/admin/home");
}
