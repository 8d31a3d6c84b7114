import { AlertMe } from "../../components/public/alert-forms.tsx";
import { VisitorLinkForm } from "../../components/public/visitor-page.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";
import { Link } from "../../components/ui/locale-link.tsx";
import { isolate, useT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/alerts";
import { visitorFormAction } from "./alerts.server.ts";
import "../../lib/i18n/visitor.ts";

/**
 * `/alerts`: where the visitor's forms post (issue 23), and a page of its own: "Email me the link
 * to my page". Without JavaScript a form's answer is shown here: done, or the form again with what
 * to fix.
 */
export const action = (args: Route.ActionArgs) => visitorFormAction(args);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const title = t("visitor.find.title");
  return pageMeta({ matches, location }, { title, description: t("visitor.find.lead"), noindex: true });
}

/** A results page the answer may link back to: a path of this site, never another's. */
const sitePath = (from: string | undefined) => (from && /^\/(?![/\\])/.test(from) ? from : null);

export default function AlertsPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData;
  const back = sitePath(answer?.from);
  if (answer?.intent === "alert") {
    return (
      <main id="main" className="mx-auto max-w-3xl px-6 py-16">
        {answer.ok ? (
          <>
            <h1 className="text-3xl md:text-4xl">{t("pub.alertMe.heading")}</h1>
            <p role="status" className="mt-4 text-lg">
              {t("pub.alertMe.done", { email: isolate(answer.email) })}
            </p>
          </>
        ) : back ? (
          <AlertMe from={back} initial={answer} />
        ) : (
          <p role="alert" className="text-lg text-expired">
            {Object.values(answer.errors)[0] ?? t("visitor.form.failed")}
          </p>
        )}
        {back ? (
          <p className="mt-8">
            <Link to={back} className="font-medium underline">
              {t("visitor.form.back")}
            </Link>
          </p>
        ) : null}
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl md:text-4xl">{t("visitor.find.title")}</h1>
      <p className="mt-3 mb-8 text-lg text-muted">{t("visitor.find.lead")}</p>
      <VisitorLinkForm initial={answer} />
    </main>
  );
}
