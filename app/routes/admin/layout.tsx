import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { adminLinks, adminMeta } from "../../components/admin/meta.ts";
import { AdminErrorContent } from "../../components/admin/error-content.tsx";
import { AdminShell, type Agency, type Badges, type ShellUser } from "../../components/admin/shell.tsx";
import { isAdmin } from "../../lib/actor.ts";
import { ToastProvider } from "../../components/admin/toast.tsx";
import { careerCounts } from "../../modules/careers/careers.service.server.ts";
import { leadCounts } from "../../modules/leads/leads.service.server.ts";
import { mailCounts } from "../../modules/mail/mail.service.server.ts";
import { getSiteSettings } from "../../modules/settings/settings.service.server.ts";
import type { Route } from "./+types/layout";
import { adminApp, requireAdminMiddleware } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

/** Every page below (all of /admin/*, /addProperty, /editProperty/:id) needs a session. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

/**
 * The shell's data: the agency (name and logo from the site settings), who is signed in and the
 * sidebar's live "new" counts (re-read after every action).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const [leads, careers, settings, mail] = await Promise.all([
    leadCounts(db, actor),
    careerCounts(db, actor),
    getSiteSettings(db),
    // The outbox is the admins' (an agent sees neither the page nor its badge).
    isAdmin(actor) ? mailCounts(db, actor) : null,
  ]);
  const badges: Badges = {
    contact: leads.contact.unread,
    enquiry: leads.enquiry.unread,
    listProperty: leads.listProperty.unread,
    career: careers.unread,
    mailFailed: mail?.failed ?? 0,
  };
  const agency: Agency = { name: settings.agencyName, logo: settings.logo };
  const user: ShellUser = { name: actor.name, email: actor.email, role: actor.role };
  return { user, agency, badges };
}

export function useAdminLayoutData() {
  return useRouteLoaderData<typeof loader>("routes/admin/layout");
}

/** Whether the signed-in member of staff is an admin: pages hide what an agent may not do (the services refuse it anyway). */
export function useIsAdmin(): boolean {
  return useAdminLayoutData()?.user.role === "admin";
}

export const links: Route.LinksFunction = adminLinks;

/**
 * No indexing; and when a page below fails, its meta does not run, so the frame names the error
 * (every document has a title).
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ name: "robots", content: "noindex, nofollow" }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return adminMeta(
    status === 403
      ? "admin.error.forbiddenTitle"
      : status === 404
        ? "admin.error.notFoundTitle"
        : "admin.error.title",
  );
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <AdminShell agency={loaderData.agency} badges={loaderData.badges} user={loaderData.user}>
        <Outlet />
      </AdminShell>
    </ToastProvider>
  );
}

/**
 * A failure inside the admin keeps the frame when the layout's own data loaded, and says what to
 * do: retry, or go back to the dashboard.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useAdminLayoutData();
  const content = <AdminErrorContent error={error} />;
  if (!data)
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-16">
        {content}
      </main>
    );
  return (
    <ToastProvider>
      <AdminShell agency={data.agency} badges={data.badges} user={data.user}>
        {content}
      </AdminShell>
    </ToastProvider>
  );
}
