import { AlertTriangle, CircleCheck as CheckCircle2, LoaderCircle as Loader2 } from "../icons.ts";
import { type ReactNode, useEffect, useRef } from "react";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import type { FormFailure } from "./use-lead-form.ts";
import "../../lib/i18n/forms.ts";
import { MAX_CV_MB } from "../../lib/limits.ts";

/** The submit button: a pending state while sending; a second press does nothing. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-8 font-medium text-white transition-colors hover:bg-sand-dark aria-disabled:cursor-progress aria-disabled:bg-ink/80 sm:w-auto"
    >
      {pending ? (
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : null}
      <span>{pending ? t("forms.sending") : children}</span>
    </button>
  );
}

const FAILURE: Record<FormFailure, MessageKey> = {
  network: "forms.failed.network",
  rateLimited: "forms.failed.rateLimitedShort",
  server: "forms.failed.server",
  tooLarge: "forms.failed.tooLarge",
};

/** Why sending failed (network, 429, 5xx): announced, and what was typed stays in the form. */
export function FormFailureAlert({
  reason,
  retryAfter,
}: {
  reason: FormFailure;
  retryAfter?: number | null;
}) {
  const t = useT();
  const text =
    reason === "rateLimited" && retryAfter
      ? t("forms.failed.rateLimited", { seconds: Math.ceil(retryAfter) })
      : t(FAILURE[reason], { max: MAX_CV_MB });
  return (
    <div
      role="alert"
      data-form-failure={reason}
      className="flex items-start gap-3 rounded-lg border border-expired/40 bg-expired/5 p-4 text-ink"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-expired" />
      <p>{text}</p>
    </div>
  );
}

/**
 * A list of the problems with links to their fields, at the top of a form that came back from the
 * server with problems (no JavaScript) or failed in the browser: one place to read them all.
 */
export function ErrorSummary({
  errors,
  order,
  labels,
  idPrefix,
}: {
  errors: Record<string, string>;
  order: readonly string[];
  labels: Record<string, string>;
  idPrefix: string;
}) {
  const t = useT();
  const names = [...order, "_"].filter((n) => errors[n]);
  if (!names.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-expired/40 bg-expired/5 p-4" data-error-summary>
      <p className="font-semibold text-ink">{t("forms.errorSummary")}</p>
      <p className="mt-1 text-sm text-muted">{t("forms.errorSummaryBody")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {names.map((n) =>
          n === "_" ? (
            <li key={n}>{t(errors[n] as MessageKey)}</li>
          ) : (
            <li key={n}>
              <a href={`#${idPrefix}-${n}`} className="text-expired underline underline-offset-2">
                {labels[n] ?? n}: {t(errors[n] as MessageKey)}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The confirmation after sending: what happens next. Focused when it appears, so it is read out. */
export function SuccessPanel({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-form-success
      className="scroll-mt-32 rounded-2xl border border-approved/30 bg-approved/5 p-6 outline-none md:p-8"
    >
      <CheckCircle2 aria-hidden="true" className="size-8 text-approved" />
      <h2 className="mt-3 text-2xl text-ink">{title}</h2>
      <p className="mt-2 text-ink/80">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** Upload progress of a file field: a real <progress> with its label and a spoken percentage. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3" data-upload-progress>
      <label className="block text-sm text-muted" htmlFor="upload-progress">
        {t("forms.uploading", { percent })}
      </label>
      <progress
        id="upload-progress"
        max={100}
        value={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-sand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-sand"
      />
    </div>
  );
}
