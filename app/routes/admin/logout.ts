import { redirect } from "react-router";

export function action() {
  return redirect("/admin/login");
}

export function loader() {
  return redirect("/admin/login");
}
