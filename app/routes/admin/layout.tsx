import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminErrorContent } from "../../components/admin/error-content.tsx";
import { AdminShell, type Agency, type Badges } from "../../components/admin/shell.tsx";
import { ToastProvider } from "../../components/admin/toast.tsx";
import { careerCounts } from "../../modules/careers/careers.service.server.ts";
import { leadCounts } from "../../modules/leads/leads.service.server.ts";
import { mailCounts } from "../../modules/mail/mail.service.server.ts";
import { getSiteSettings } from "../../modules/settings/settings.service.server.ts";
import type { Route } from "./+types/layout";
import { adminApp, requireAdminMiddleware } from "./admin.server.ts";

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
    mailCounts(db, actor),
  ]);
  const badges: Badges = {
    contact: leads.contact.unread,
    enquiry: leads.enquiry.unread,
    listProperty: leads.listProperty.unread,
    career: careers.unread,
    mailFailed: mail.failed,
  };
  const agency: Agency = { name: settings.agencyName, logo: settings.logo };
  return { admin: { name: actor.name, email: actor.email }, agency, badges };
}

export function useAdminLayoutData() {
  return useRouteLoaderData<typeof loader>("routes/admin/layout");
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <AdminShell
        agency={loaderData.agency}
        badges={loaderData.badges}
        adminName={loaderData.admin.name}
        adminEmail={loaderData.admin.email}
      >
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
      <AdminShell
        agency={data.agency}
        badges={data.badges}
        adminName={data.admin.name}
        adminEmail={data.admin.email}
      >
        {content}
      </AdminShell>
    </ToastProvider>
  );
}
