import { Briefcase, GraduationCap, HandCoins, MessageCircleHeart, Target } from "../../components/icons.ts";
import { useCallback } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { ContactDetails } from "../../components/content/contact-details.tsx";
import { Field, Select } from "../../components/forms/fields.tsx";
import { FileInput } from "../../components/forms/file-input.tsx";
import { FormColumns } from "../../components/forms/form-page.tsx";
import { leadLabels, MessageField, PersonFields } from "../../components/forms/lead-fields.tsx";
import { LeadFormFrame } from "../../components/forms/lead-form.tsx";
import { useLeadForm } from "../../components/forms/use-lead-form.ts";
import { banner } from "../../components/public/media.ts";
import { PageHero } from "../../components/public/page-hero.tsx";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { appContext } from "../../lib/context.server.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { readCareerSubmission } from "../../web/career-body.server.ts";
import type { CAREER_OPENINGS } from "../../modules/careers/careers.schema.ts";
import { createApplication, cvFromSubmission } from "../../modules/careers/careers.service.server.ts";
import { CV_ACCEPT, checkCv } from "../../modules/careers/cv-file.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { runFormAction, submissionContext } from "../../web/public-form.server.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import type { PublicHandle } from "./layout.tsx";
import type { Route } from "./+types/career";
import "../../lib/i18n/content.ts";
import "../../lib/i18n/forms.ts";
import { MAX_CV_MB } from "../../lib/limits.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";

export const handle: PublicHandle = { hero: true };

const FIELDS = ["name", "email", "phone", "age", "position", "message", "cv"] as const;

const OPENINGS: { value: (typeof CAREER_OPENINGS)[number]; key: string; option: MessageKey }[] = [
  { value: "Real Estate Agent", key: "agent", option: "content.careerPage.agentOption" },
  { value: "Property Management Specialist", key: "pm", option: "content.careerPage.pmOption" },
];

const WHY = [
  { n: 1, icon: Target },
  { n: 2, icon: GraduationCap },
  { n: 3, icon: HandCoins },
] as const;

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.careerPage.metaTitle"),
    description: t("content.careerPage.metaDescription", { agency }),
    path: "/career",
    search: "",
  });
}

/** The no-JavaScript path: multipart with the CV, the same checks as POST /api/career. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await runFormAction(request, {
    db: app.db,
    form: "career",
    perMinute: app.env.RATE_LIMIT_FORMS_PER_MINUTE,
    read: (req) => readCareerSubmission(req, "page"),
    save: async (input) =>
      createApplication(
        app.db,
        app.env.DATA_DIR,
        input,
        await cvFromSubmission(input.cv),
        PUBLIC,
        submissionContext(request),
      ),
  });
  if (result.ok) throw redirect(localePath(localeOf(new URL(request.url).pathname), "/career?sent=1#apply"));
  return data(result.state, { status: result.status });
}

export default function CareerPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const [params] = useSearchParams();
  const preselected = params.get("position") ?? "";

  /** The same rules as the server, on the file itself: size first, then what the content really is. */
  const checkFile = useCallback(
    async (file: File): Promise<string | null> => {
      const quick = checkCv(file.name, file.size, null);
      if (!quick.ok) return t(quick.key, quick.vars);
      const full = checkCv(file.name, file.size, new Uint8Array(await file.arrayBuffer()));
      return full.ok ? null : t(full.key, full.vars);
    },
    [t],
  );
  const extraChecks = useCallback(
    async (formEl: HTMLFormElement): Promise<Record<string, string>> => {
      const input = formEl.elements.namedItem("cv") as HTMLInputElement | null;
      const file = input?.files?.[0];
      if (!file) return {};
      const problem = await checkFile(file);
      return problem ? { cv: problem } : {};
    },
    [checkFile],
  );

  const form = useLeadForm({
    kind: "career",
    fields: FIELDS,
    server: actionData,
    extraChecks,
    trackProgress: true,
  });
  const labels = {
    ...leadLabels(t),
    age: t("forms.career.age"),
    position: t("forms.career.position"),
    cv: t("forms.career.cv"),
  };

  return (
    <main id="main">
      <PageHero
        image={banner("banner-commercial")}
        eyebrow={t("content.careerPage.eyebrow")}
        title={t("content.careerPage.title")}
        lead={t("content.careerPage.lead")}
      />

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <h2 id="why-title" className="text-3xl md:text-4xl">
          {t("content.careerPage.whyTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {WHY.map(({ n, icon: Icon }) => (
            <li key={n} className="rounded-2xl border border-line bg-paper p-6">
              <Icon aria-hidden="true" className="size-7 text-sand-dark" />
              <h3 className="mt-4 font-sans text-lg font-semibold">
                {t(`content.careerPage.why${n}.title` as MessageKey)}
              </h3>
              <p className="mt-2 text-ink/75">{t(`content.careerPage.why${n}.body` as MessageKey)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-title" className="border-y border-line bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h2 id="openings-title" className="text-3xl md:text-4xl">
            {t("content.careerPage.openingsTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {OPENINGS.map((o) => (
              <li key={o.key} className="flex flex-col rounded-2xl border border-line bg-white p-6 md:p-8">
                <Briefcase aria-hidden="true" className="size-7 text-sand-dark" />
                <h3 className="mt-4 text-2xl">
                  {t(`content.careerPage.opening.${o.key}.title` as MessageKey)}
                </h3>
                <p className="mt-1 text-sm font-medium text-muted">
                  {t(`content.careerPage.opening.${o.key}.type` as MessageKey)}
                </p>
                <p className="mt-4 flex-1 text-ink/80">
                  {t(`content.careerPage.opening.${o.key}.body` as MessageKey)}
                </p>
                <Link
                  to={`?position=${encodeURIComponent(o.value)}#apply`}
                  preventScrollReset
                  className="mt-6 inline-flex min-h-11 items-center self-start rounded-full border border-ink px-6 font-medium hover:bg-ink hover:text-white"
                >
                  {t("content.careerPage.applyFor")}
                  <span className="sr-only">: {t(o.option)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FormColumns
        id="apply"
        spacious
        asideClassName="space-y-10"
        aside={
          <>
            <div>
              <h2 className="text-2xl">{t("content.careerPage.contactTitle")}</h2>
              <p className="mt-2 text-ink/75">{t("content.careerPage.contactBody")}</p>
              <div className="mt-6">
                <ContactDetails settings={settings} />
              </div>
            </div>
            <section aria-labelledby="feedback-title" className="rounded-2xl bg-sand-light p-6">
              <MessageCircleHeart aria-hidden="true" className="size-7 text-sand-dark" />
              <h2 id="feedback-title" className="mt-3 text-2xl">
                {t("content.careerPage.feedbackTitle")}
              </h2>
              <p className="mt-2 text-ink/80">
                {t("content.careerPage.feedbackBody", { email: settings.email })}
              </p>
            </section>
          </>
        }
      >
        <LeadFormFrame kind="career" form={form} labels={labels} againHref="/career#apply" multipart>
          <PersonFields>
            <Field name="age" label={labels.age} required inputMode="numeric" maxLength={3} />
            <Select
              key={preselected}
              name="position"
              label={labels.position}
              required
              placeholder={t("forms.select")}
              defaultValue={OPENINGS.some((o) => o.value === preselected) ? preselected : ""}
              options={OPENINGS.map((o) => ({ value: o.value, label: t(o.option) }))}
            />
          </PersonFields>
          <MessageField kind="career" />
          <FileInput
            name="cv"
            label={labels.cv}
            hint={t("forms.career.cvHint", { max: MAX_CV_MB })}
            accept={CV_ACCEPT}
            optional
            check={checkFile}
            onProblem={(message) => form.setFieldError("cv", message)}
          />
        </LeadFormFrame>
      </FormColumns>
    </main>
  );
}
