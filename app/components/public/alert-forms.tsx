import { AlertCircle } from "../icons.ts";
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { isolate, type MessageKey, useT } from "../../lib/i18n/index.ts";
import {
  SAVED_SEARCH_FREQUENCIES,
  VISITOR_PATHS,
  type VisitorFormAnswer,
} from "../../modules/alerts/alerts.constants.ts";
import { HoneypotField } from "../forms/honeypot.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";

// The visitor's forms (issue 23), each posting to `/alerts` (routes/public/alerts.server.ts): in
// the background with JavaScript, as a plain post without it (the `/alerts` page then answers).
// They sit under every results page, so they carry only the alerts area's strings (not the forms
// area and its field components): the server answers their problems already in the page's language.

export const primary =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-6 font-medium text-white hover:bg-sand-dark disabled:opacity-70";

/** A form-wide problem (rate limit, bad page, server), or nothing. */
export function formProblem(answer: VisitorFormAnswer | undefined): string | null {
  if (!answer || answer.ok) return null;
  const { email: _e, frequency: _f, ...rest } = answer.errors;
  return Object.values(rest)[0] ?? null;
}

export function useVisitorForm(key: string, initial: VisitorFormAnswer | null | undefined, intent: string) {
  const fetcher = useFetcher<VisitorFormAnswer>({ key });
  const answer = fetcher.data ?? (initial?.intent === intent ? initial : undefined);
  const busy = fetcher.state !== "idle";
  return { fetcher, answer, busy, failed: answer && !answer.ok ? answer : null };
}

const control = "block min-h-12 w-full rounded-lg border bg-white px-4 text-base text-ink focus:border-sand";
const border = (invalid: boolean) =>
  invalid ? "border-expired ring-1 ring-expired" : "border-line hover:border-muted/60";

/** A labelled control with its problem (already in the page's language) wired to it. */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (a: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-expired">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export function EmailInput({
  id,
  failed,
}: {
  id: string;
  failed: Extract<VisitorFormAnswer, { ok: false }> | null;
}) {
  const t = useT();
  return (
    <Labelled id={id} label={t("pub.alertMe.email")} error={failed?.errors.email}>
      {(a) => (
        <input
          {...a}
          type="email"
          name="email"
          required
          autoComplete="email"
          defaultValue={failed?.values.email}
          className={`${control} ${border(!!failed?.errors.email)}`}
        />
      )}
    </Labelled>
  );
}

function HoneypotInput() {
  const t = useT();
  return <HoneypotField label={t("pub.alertMe.leaveEmpty")} />;
}

/** The answer under a form: done, or a problem that is not one field's. */
export function Outcome({ done, problem }: { done: string | null; problem: string | null }) {
  return (
    <p role="status" className="mt-3 min-h-6 text-sm font-medium">
      {done ? (
        <span className="text-approved">{done}</span>
      ) : problem ? (
        <span className="text-expired">{problem}</span>
      ) : null}
    </p>
  );
}

/** The frequency choices, in the form's words. */
/** A visitor's form as a card: its heading (named by `id`), a line on what it does, the form. */
function FormCard({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12 rounded-2xl border border-line bg-paper p-6 md:p-8">
      <h2 id={id} className="text-2xl">
        {heading}
      </h2>
      <p className="mt-1 max-w-2xl text-muted">{lead}</p>
      {children}
    </section>
  );
}

/**
 * The form element every visitor's form shares: it posts to `/alerts` in the page's language with
 * its `intent`, its hidden values and the honeypot.
 */
export function VisitorFormElement({
  fetcher,
  intent,
  hidden = {},
  className = "relative",
  children,
}: {
  fetcher: ReturnType<typeof useVisitorForm>["fetcher"];
  intent: string;
  hidden?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const localized = useLocalePath();
  return (
    <fetcher.Form method="post" action={localized(`/${VISITOR_PATHS.save}`)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotInput />
      {children}
    </fetcher.Form>
  );
}

export function frequencyOptions(t: ReturnType<typeof useT>) {
  return SAVED_SEARCH_FREQUENCIES.map((f) => ({
    value: f,
    label: t(`pub.alertMe.frequency.${f}` as MessageKey),
  }));
}

/**
 * "Alert me" under a results page: saves the page's filters (its address, `from`) with an email and
 * a frequency. Nothing is sent until the visitor confirms from the email.
 */
export function AlertMe({ from, initial }: { from: string; initial?: VisitorFormAnswer | null }) {
  const t = useT();
  const { fetcher, answer, busy, failed } = useVisitorForm("alert-me", initial, "alert");
  const done = answer?.ok && !busy ? t("pub.alertMe.done", { email: isolate(answer.email) }) : null;
  return (
    <FormCard id="alert-me-heading" heading={t("pub.alertMe.heading")} lead={t("pub.alertMe.lead")}>
      <VisitorFormElement fetcher={fetcher} intent="alert" hidden={{ from }} className="relative mt-5">
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-start">
          <EmailInput id="alert-me-email" failed={failed} />
          <Labelled
            id="alert-me-frequency"
            label={t("pub.alertMe.frequency")}
            error={failed?.errors.frequency}
          >
            {(a) => (
              <select
                {...a}
                name="frequency"
                defaultValue={failed?.values.frequency ?? "daily"}
                className={`${control} ${border(!!failed?.errors.frequency)}`}
              >
                {frequencyOptions(t).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <button type="submit" disabled={busy} className={`${primary} md:mt-8`}>
            {busy ? t("pub.alertMe.sending") : t("pub.alertMe.submit")}
          </button>
        </div>
        <Outcome done={done} problem={formProblem(answer)} />
      </VisitorFormElement>
    </FormCard>
  );
}

/**
 * "Keep this list on any device" on the saved listings: the ids kept in this browser go with the
 * address; the visitor gets the link to their page. It needs JavaScript (the list lives in the
 * browser), so it is shown once the page has hydrated.
 */
export function KeepFavouritesForm({ ids }: { ids: string[] }) {
  const t = useT();
  const { fetcher, answer, busy, failed } = useVisitorForm("keep-favourites", null, "favourites");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !ids.length) return null;
  const done = answer?.ok && !busy ? t("pub.keep.done", { email: isolate(answer.email) }) : null;
  return (
    <FormCard id="keep-heading" heading={t("pub.keep.heading")} lead={t("pub.keep.lead")}>
      <VisitorFormElement
        fetcher={fetcher}
        intent="favourites"
        hidden={{ ids: ids.join(",") }}
        className="relative mt-5"
      >
        <EmailRow id="keep-email" failed={failed} busy={busy} label={t("pub.keep.submit")} />
        <Outcome done={done} problem={formProblem(answer)} />
      </VisitorFormElement>
    </FormCard>
  );
}

/** An email field beside its submit button (the one-field forms). */
export function EmailRow({
  id,
  failed,
  busy,
  label,
}: {
  id: string;
  failed: Parameters<typeof EmailInput>[0]["failed"];
  busy: boolean;
  label: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <EmailInput id={id} failed={failed} />
      <button type="submit" disabled={busy} className={`${primary} sm:mt-8`}>
        {label}
      </button>
    </div>
  );
}
