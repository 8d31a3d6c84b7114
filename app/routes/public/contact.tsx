import { data, redirect } from "react-router";
import { ContactDetails } from "../../components/content/contact-details.tsx";
import { agencyJsonLd, JsonLd } from "../../components/content/json-ld.tsx";
import { FormPage } from "../../components/forms/form-page.tsx";
import { leadLabels, MessageField, PersonFields } from "../../components/forms/lead-fields.tsx";
import { LeadFormFrame } from "../../components/forms/lead-form.tsx";
import { useLeadForm } from "../../components/forms/use-lead-form.ts";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { useT } from "../../lib/i18n/index.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { runFormAction, submissionContext } from "../../web/public-form.server.ts";
import { createLead } from "../../modules/leads/leads.service.server.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/contact";
import "../../lib/i18n/content.ts";
import "../../lib/i18n/forms.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";

const FIELDS = ["name", "email", "phone", "message"] as const;

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.contactPage.metaTitle"),
    description: t("content.contactPage.metaDescription", { agency }),
    path: "/contact",
  });
}

/** The no-JavaScript path: the same rate limit, honeypot and service as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await runFormAction(request, {
    db: app.db,
    form: "contact",
    perMinute: app.env.RATE_LIMIT_FORMS_PER_MINUTE,
    save: (input) => createLead(app.db, "contact", input, PUBLIC, submissionContext(request)),
  });
  if (result.ok) throw redirect(localePath(localeOf(new URL(request.url).pathname), "/contact?sent=1"));
  return data(result.state, { status: result.status });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const settings = root?.settings ?? DEFAULT_SETTINGS;
  const form = useLeadForm({
    kind: "contact",
    fields: FIELDS,
    server: actionData,
  });
  return (
    <FormPage
      page="contactPage"
      after={<JsonLd data={agencyJsonLd(settings, root?.origin ?? "")} />}
      asideClassName="space-y-8"
      aside={
        <>
          <div>
            <h2 className="text-2xl">{t("content.contactPage.visitTitle")}</h2>
            <p className="mt-2 text-ink/75">{t("content.contactPage.visitBody")}</p>
          </div>
          <ContactDetails settings={settings} />
        </>
      }
    >
      <LeadFormFrame kind="contact" form={form} labels={leadLabels(t)} againHref="/contact">
        <PersonFields />
        <MessageField kind="contact" required />
      </LeadFormFrame>
    </FormPage>
  );
}
