import { data, redirect } from "react-router";
import { KIND_LABEL } from "../../components/property/enum-labels.ts";
import { Field, Select } from "../../components/forms/fields.tsx";
import { FormPage } from "../../components/forms/form-page.tsx";
import { leadLabels, MessageField, PersonFields } from "../../components/forms/lead-fields.tsx";
import { LeadFormFrame } from "../../components/forms/lead-form.tsx";
import { useLeadForm } from "../../components/forms/use-lead-form.ts";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { runFormAction, submissionContext } from "../../web/public-form.server.ts";
import { TEXT_LIMITS } from "../../modules/leads/leads.limits.ts";
import { createLead } from "../../modules/leads/leads.service.server.ts";
import type { Route } from "./+types/list-property";
import "../../lib/i18n/content.ts";
import "../../lib/i18n/forms.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";

const FIELDS = [
  "name",
  "email",
  "phone",
  "location",
  "type",
  "propertyType",
  "bedrooms",
  "price",
  "message",
] as const;

const TYPES: { value: string; key: MessageKey }[] = [
  { value: "Buy", key: "forms.listProperty.type.Buy" },
  { value: "Rent", key: "forms.listProperty.type.Rent" },
  { value: "HolidayHome", key: "forms.listProperty.type.HolidayHome" },
  { value: "Commercial", key: "forms.listProperty.type.Commercial" },
  { value: "NewProject", key: "forms.listProperty.type.NewProject" },
];

const KINDS: { value: string; key: MessageKey }[] = [
  { value: "residential", key: KIND_LABEL.residential },
  { value: "commercial", key: KIND_LABEL.commercial },
];

/** Text inputs with a numeric keyboard; the schema turns what is typed into a number. */
const NUMBER_FIELDS = [
  { name: "bedrooms", inputMode: "numeric", maxLength: 3 },
  { name: "price", inputMode: "decimal", maxLength: 15 },
] as const;

const STEPS = [1, 2, 3, 4] as const;

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.listPage.metaTitle"),
    description: t("content.listPage.metaDescription", { agency }),
    path: "/listProperty",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await runFormAction(request, {
    db: app.db,
    form: "listProperty",
    perMinute: app.env.RATE_LIMIT_FORMS_PER_MINUTE,
    save: (input) => createLead(app.db, "listProperty", input, PUBLIC, submissionContext(request)),
  });
  if (result.ok) throw redirect(localePath(localeOf(new URL(request.url).pathname), "/listProperty?sent=1"));
  return data(result.state, { status: result.status });
}

export default function ListPropertyPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useLeadForm({
    kind: "listProperty",
    fields: FIELDS,
    server: actionData,
  });
  const labels = {
    ...leadLabels(t),
    location: t("forms.listProperty.location"),
    propertyType: t("forms.listProperty.propertyType"),
    type: t("forms.listProperty.type"),
    bedrooms: t("forms.listProperty.bedrooms"),
    price: t("forms.listProperty.price"),
  };
  return (
    <FormPage
      page="listPage"
      aside={
        <>
          <h2 className="text-2xl">{t("content.listPage.stepsTitle")}</h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((n) => (
              <li key={n} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-display text-white"
                >
                  {n}
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold">
                    {t(`content.listPage.step${n}.title` as MessageKey)}
                  </h3>
                  <p className="mt-1 text-ink/75">{t(`content.listPage.step${n}.body` as MessageKey)}</p>
                </div>
              </li>
            ))}
          </ol>
        </>
      }
    >
      <LeadFormFrame
        kind="listProperty"
        idPrefix="list"
        form={form}
        labels={labels}
        againHref="/listProperty"
      >
        <PersonFields hints={false}>
          <Field
            name="location"
            label={labels.location}
            hint={t("forms.listProperty.locationHint")}
            required
            maxLength={TEXT_LIMITS.location}
            className="sm:col-span-2"
          />
          <Select
            name="type"
            label={labels.type}
            required
            placeholder={t("forms.select")}
            options={TYPES.map((o) => ({ value: o.value, label: t(o.key) }))}
          />
          <Select
            name="propertyType"
            label={labels.propertyType}
            required
            placeholder={t("forms.select")}
            options={KINDS.map((o) => ({ value: o.value, label: t(o.key) }))}
          />
          {NUMBER_FIELDS.map(({ name, inputMode, maxLength }) => (
            <Field
              key={name}
              name={name}
              label={labels[name]}
              hint={t(`forms.listProperty.${name}Hint`)}
              optional
              inputMode={inputMode}
              maxLength={maxLength}
            />
          ))}
        </PersonFields>
        <MessageField kind="listProperty" />
      </LeadFormFrame>
    </FormPage>
  );
}
