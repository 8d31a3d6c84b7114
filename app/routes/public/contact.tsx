import { data, redirect, useSearchParams } from "react-router";
import { ContactDetails } from "../../components/content/contact-details.tsx";
import { agencyJsonLd, JsonLd } from "../../components/content/json-ld.tsx";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { Field, TextArea } from "../../components/forms/fields.tsx";
import { LeadFormFrame } from "../../components/forms/lead-form.tsx";
import { useLeadForm } from "../../components/forms/use-lead-form.ts";
import { pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { runFormAction } from "../../web/public-form.server.ts";
import { ContactInputSchema } from "../../modules/leads/leads.schema.ts";
import { createLead } from "../../modules/leads/leads.service.server.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/contact";
import "../../lib/i18n/content.ts";
import "../../lib/i18n/forms.ts";

const FIELDS = ["name", "email", "phone", "message"] as const;

export function meta(args: Route.MetaArgs) {
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: translate("en", "content.contactPage.metaTitle"),
    description: translate("en", "content.contactPage.metaDescription", { agency }),
    path: "/contact",
  });
}

/** The no-JavaScript path: the same rate limit, honeypot and service as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await runFormAction(request, {
    form: "contact",
    perMinute: app.env.RATE_LIMIT_FORMS_PER_MINUTE,
    save: (input) => createLead(app.db.db, "contact", input),
  });
  if (result.ok) throw redirect("/contact?sent=1");
  return data(result.state, { status: result.status });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const settings = root?.settings ?? DEFAULT_SETTINGS;
  const [params] = useSearchParams();
  const form = useLeadForm({
    schema: ContactInputSchema,
    endpoint: "/api/contact",
    fields: FIELDS,
    server: actionData,
    sentByServer: params.get("sent") === "1",
  });
  const labels = {
    name: t("forms.name"),
    email: t("forms.email"),
    phone: t("forms.phone"),
    message: t("forms.message"),
  };
  return (
    <main id="main">
      <PageIntro
        eyebrow={t("content.contactPage.eyebrow")}
        title={t("content.contactPage.title")}
        lead={t("content.contactPage.lead")}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <LeadFormFrame
            form={form}
            idPrefix="contact"
            server={actionData}
            order={FIELDS}
            labels={labels}
            title={t("forms.contact.title")}
            successTitle={t("forms.contact.success.title")}
            successBody={t("forms.contact.success.body")}
            againHref="/contact"
            submitLabel={t("forms.contact.submit")}
          >
            <div className="grid gap-6 sm:grid-cols-2">
              <Field
                name="name"
                label={labels.name}
                required
                autoComplete="name"
                maxLength={200}
                className="sm:col-span-2"
              />
              <Field
                name="email"
                type="email"
                label={labels.email}
                hint={t("forms.emailHint")}
                required
                autoComplete="email"
                inputMode="email"
                maxLength={320}
              />
              <Field
                name="phone"
                type="tel"
                label={labels.phone}
                hint={t("forms.phoneHint")}
                required
                autoComplete="tel"
                inputMode="tel"
                maxLength={40}
              />
            </div>
            <TextArea
              name="message"
              label={labels.message}
              hint={t("forms.contact.messageHint")}
              required
              maxLength={5000}
            />
          </LeadFormFrame>
        </div>
        <aside className="space-y-8 lg:border-s lg:border-line lg:ps-12">
          <div>
            <h2 className="text-2xl">{t("content.contactPage.visitTitle")}</h2>
            <p className="mt-2 text-ink/75">{t("content.contactPage.visitBody")}</p>
          </div>
          <ContactDetails settings={settings} />
        </aside>
      </div>
      <JsonLd data={agencyJsonLd(settings, root?.origin ?? "")} />
    </main>
  );
}
