import { BellRing } from "../icons.ts";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { isolate, type MessageKey, useT } from "../../lib/i18n/index.ts";
import {
  SAVED_SEARCH_FREQUENCIES,
  VISITOR_PATHS,
  type VisitorFormAnswer,
} from "../../modules/alerts/alerts.schema.ts";
import { Field, FormFields, Honeypot, Select } from "../forms/fields.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";
import "../../lib/i18n/forms.ts";

// The visitor's forms (issue 23), each posting to `/alerts` (routes/public/alerts.server.ts): in
// the background with JavaScript, as a plain post without it (the `/alerts` page then answers).

const primary =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-6 font-medium text-white hover:bg-sand-dark disabled:opacity-70";

/** A form-wide problem (rate limit, bad page, server), or nothing. */
function formProblem(answer: VisitorFormAnswer | undefined): string | null {
  if (!answer || answer.ok) return null;
  const { email: _e, frequency: _f, ...rest } = answer.errors;
  return Object.values(rest)[0] ?? null;
}

function useVisitorForm(key: string) {
  const fetcher = useFetcher<VisitorFormAnswer>({ key });
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const fields = {
    idPrefix: key,
    errors: answer && !answer.ok ? answer.errors : {},
    values: answer && !answer.ok ? answer.values : undefined,
  };
  return { fetcher, answer, busy, fields };
}

/** The frequency choices, in the form's words. */
export function frequencyOptions(t: ReturnType<typeof useT>) {
  return SAVED_SEARCH_FREQUENCIES.map((f) => ({ value: f, label: t(`alerts.frequency.${f}` as MessageKey) }));
}

/**
 * "Alert me" under a results page: saves the page's filters (its address, `from`) with an email and
 * a frequency. Nothing is sent until the visitor confirms from the email.
 */
export function AlertMe({ from, initial }: { from: string; initial?: VisitorFormAnswer | null }) {
  const t = useT();
  const localized = useLocalePath();
  const form = useVisitorForm("alert-me");
  const { fetcher, busy } = form;
  const answer = form.answer ?? (initial?.intent === "alert" ? initial : undefined);
  const fields =
    answer && !answer.ok ? { ...form.fields, errors: answer.errors, values: answer.values } : form.fields;
  const problem = formProblem(answer);
  const done = answer?.ok && !busy ? answer : null;
  return (
    <section
      aria-labelledby="alert-me-heading"
      className="mt-12 rounded-2xl border border-line bg-paper p-6 md:p-8"
    >
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="mt-1 size-6 shrink-0 text-sand-dark" />
        <div className="min-w-0">
          <h2 id="alert-me-heading" className="text-2xl">
            {t("alerts.form.heading")}
          </h2>
          <p className="mt-1 max-w-2xl text-muted">{t("alerts.form.lead")}</p>
        </div>
      </div>
      <fetcher.Form method="post" action={localized(`/${VISITOR_PATHS.save}`)} className="relative mt-5">
        <input type="hidden" name="intent" value="alert" />
        <input type="hidden" name="from" value={from} />
        <Honeypot />
        <FormFields value={fields}>
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-end">
            <Field name="email" type="email" label={t("alerts.form.email")} autoComplete="email" required />
            <Select
              name="frequency"
              label={t("alerts.form.frequency")}
              options={frequencyOptions(t)}
              defaultValue="daily"
            />
            <button type="submit" disabled={busy} className={primary}>
              {busy ? t("alerts.form.sending") : t("alerts.form.submit")}
            </button>
          </div>
        </FormFields>
        <p role="status" className="mt-3 min-h-6 text-sm font-medium">
          {done ? (
            <span className="text-approved">{t("alerts.form.done", { email: isolate(done.email) })}</span>
          ) : problem ? (
            <span className="text-expired">{t(problem as MessageKey)}</span>
          ) : null}
        </p>
      </fetcher.Form>
    </section>
  );
}

/** "Email me the link" to the visitor's own page (the `/alerts` page, an expired link's page). */
export function VisitorLinkForm({ initial }: { initial?: VisitorFormAnswer | null }) {
  const t = useT();
  const localized = useLocalePath();
  const form = useVisitorForm("visitor-link");
  const { fetcher, busy } = form;
  const answer = form.answer ?? (initial?.intent === "link" ? initial : undefined);
  const fields =
    answer && !answer.ok ? { ...form.fields, errors: answer.errors, values: answer.values } : form.fields;
  const done = answer?.ok && !busy ? answer : null;
  const problem = formProblem(answer);
  return (
    <fetcher.Form method="post" action={localized(`/${VISITOR_PATHS.save}`)} className="relative">
      <input type="hidden" name="intent" value="link" />
      <Honeypot />
      <FormFields value={fields}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field name="email" type="email" label={t("alerts.form.email")} autoComplete="email" required />
          <button type="submit" disabled={busy} className={primary}>
            {t("alerts.find.submit")}
          </button>
        </div>
      </FormFields>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium">
        {done ? (
          <span className="text-approved">{t("alerts.find.done", { email: isolate(done.email) })}</span>
        ) : problem ? (
          <span className="text-expired">{t(problem as MessageKey)}</span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}

/**
 * "Keep this list on any device" on the saved listings: the ids kept in this browser go with the
 * address; the visitor gets the link to their page. It needs JavaScript (the list lives in the
 * browser), so it is shown once the page has hydrated.
 */
export function KeepFavouritesForm({ ids }: { ids: string[] }) {
  const t = useT();
  const localized = useLocalePath();
  const { fetcher, answer, busy, fields } = useVisitorForm("keep-favourites");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !ids.length) return null;
  const done = answer?.ok && !busy ? answer : null;
  const problem = formProblem(answer);
  return (
    <section
      aria-labelledby="keep-heading"
      className="mt-12 rounded-2xl border border-line bg-paper p-6 md:p-8"
    >
      <h2 id="keep-heading" className="text-2xl">
        {t("alerts.keep.heading")}
      </h2>
      <p className="mt-1 max-w-2xl text-muted">{t("alerts.keep.lead")}</p>
      <fetcher.Form method="post" action={localized(`/${VISITOR_PATHS.save}`)} className="relative mt-5">
        <input type="hidden" name="intent" value="favourites" />
        <input type="hidden" name="ids" value={ids.join(",")} />
        <Honeypot />
        <FormFields value={fields}>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <Field name="email" type="email" label={t("alerts.form.email")} autoComplete="email" required />
            <button type="submit" disabled={busy} className={primary}>
              {t("alerts.keep.submit")}
            </button>
          </div>
        </FormFields>
        <p role="status" className="mt-3 min-h-6 text-sm font-medium">
          {done ? (
            <span className="text-approved">{t("alerts.keep.done", { email: isolate(done.email) })}</span>
          ) : problem ? (
            <span className="text-expired">{t(problem as MessageKey)}</span>
          ) : null}
        </p>
      </fetcher.Form>
    </section>
  );
}
