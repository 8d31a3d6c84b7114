import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { FormFields, Honeypot } from "./fields.tsx";
import { ErrorSummary, FormFailureAlert, SubmitButton, SuccessPanel, UploadProgress } from "./status.tsx";
import type { useLeadForm } from "./use-lead-form.ts";
import "../../lib/i18n/forms.ts";

/** The public forms; each has its heading, submit label, confirmation and hints under `forms.{kind}.*`. */
export type PublicFormKind = "contact" | "enquiry" | "listProperty" | "career";

/**
 * The frame of a public form: the confirmation once sent, otherwise the form with its summary of
 * problems, its failure message, its fields, the honeypot and the submit button.
 */
export function LeadFormFrame({
  kind,
  form,
  idPrefix = kind,
  labels,
  againHref,
  multipart,
  children,
}: {
  kind: PublicFormKind;
  form: ReturnType<typeof useLeadForm>;
  /** Prefixes the ids of the fields, so two forms on a page never share ids. */
  idPrefix?: string;
  labels: Record<string, string>;
  /** Where "Send another message" goes without JavaScript (the page without `?sent`). */
  againHref: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const localized = useLocalePath();
  const { phase, errors, hydrated, fields: order } = form;
  if (phase.kind === "sent") {
    return (
      <SuccessPanel
        title={t(`forms.${kind}.success.title`)}
        body={t(`forms.${kind}.success.body`)}
        action={
          hydrated ? (
            <button
              type="button"
              onClick={form.startOver}
              className="min-h-11 rounded-full border border-ink px-6 font-medium hover:bg-ink hover:text-white"
            >
              {t("forms.sendAnother")}
            </button>
          ) : (
            <a
              href={localized(againHref)}
              className="inline-flex min-h-11 items-center rounded-full border border-ink px-6 font-medium hover:bg-ink hover:text-white"
            >
              {t("forms.sendAnother")}
            </a>
          )
        }
      />
    );
  }
  // Without JavaScript the first problem is focused by the browser (autofocus on the new page).
  const firstProblem = !hydrated ? order.find((n) => errors[n]) : undefined;
  const headingId = `${idPrefix}-title`;
  return (
    <form
      {...form.formProps}
      encType={multipart ? "multipart/form-data" : undefined}
      aria-labelledby={headingId}
      className="relative space-y-6"
      data-lead-form={idPrefix}
      data-hydrated={hydrated ? "1" : undefined}
    >
      <h2 id={headingId} className="text-2xl md:text-3xl">
        {t(`forms.${kind}.title`)}
      </h2>
      <p className="text-sm text-muted">
        <span aria-hidden="true" className="text-expired">
          *
        </span>{" "}
        {t("forms.requiredNote")}
      </p>
      {form.showSummary ? (
        <ErrorSummary errors={errors} order={order} labels={labels} idPrefix={idPrefix} />
      ) : null}
      {phase.kind === "failed" ? (
        <FormFailureAlert reason={phase.reason} retryAfter={phase.retryAfter} />
      ) : null}
      <FormFields value={{ idPrefix, errors, values: form.serverValues, autoFocus: firstProblem }}>
        {children}
      </FormFields>
      <Honeypot />
      {phase.kind === "sending" && phase.progress !== null ? (
        <UploadProgress fraction={phase.progress} />
      ) : null}
      <SubmitButton pending={phase.kind === "sending"}>{t(`forms.${kind}.submit`)}</SubmitButton>
    </form>
  );
}
