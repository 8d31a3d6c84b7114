import { Download, Upload } from "../../components/admin/icons.ts";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { InlineError, Required } from "../../components/admin/parts.tsx";
import { btn, field, table, userText } from "../../components/admin/ui.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import {
  CSV_FIELDS,
  CSV_MAX_MB,
  CSV_REQUIRED,
  suggestMapping,
  ZIP_MAX_MB,
} from "../../modules/properties/property.csv.ts";
import { PROPERTY_FIELDS } from "../../modules/properties/property.fields.ts";
import type { ImportMeta, RowError } from "../../modules/properties/property.csv.server.ts";
import type { Route } from "./+types/import";
import "../../lib/i18n/admin.ts";

// The steps of the CSV import page (import.tsx): upload, columns, check and import, each with what
// it shows and sends.

/** What the page's action answers. */
export type ActionResult =
  | { ok: false; message: string; missing?: string[] }
  | { ok: true; intent: "batch"; meta: ImportMeta; errors: RowError[]; finished: boolean };

export type View = NonNullable<Route.ComponentProps["loaderData"]["view"]>;
export type Step = "upload" | "mapping" | "check" | "import";
const STEPS: { step: Step; label: MessageKey }[] = [
  { step: "upload", label: "admin.import.step.upload" },
  { step: "mapping", label: "admin.import.step.mapping" },
  { step: "check", label: "admin.import.step.check" },
  { step: "import", label: "admin.import.step.import" },
];

export function Steps({ current }: { current: Step }) {
  const t = useT();
  return (
    <nav aria-label={t("admin.import.steps")} className="mb-5">
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map((s, i) => (
          <li
            key={s.step}
            aria-current={s.step === current ? "step" : undefined}
            className={s.step === current ? "font-semibold text-ink" : "text-muted"}
          >
            {i + 1}. {t(s.label)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function UploadStep({ error }: { error: string | null }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const csvId = useId();
  const zipId = useId();
  return (
    <Form method="post" encType="multipart/form-data" className="grid max-w-xl gap-4" data-upload>
      <input type="hidden" name="intent" value="upload" />
      {error ? <InlineError>{error}</InlineError> : null}
      <div>
        <label htmlFor={csvId} className={field.label}>
          {t("admin.import.file")}
          <Required />
        </label>
        <input
          id={csvId}
          name="csv"
          type="file"
          accept=".csv,text/csv"
          required
          className={field.input}
          aria-describedby={`${csvId}-hint`}
        />
        <p id={`${csvId}-hint`} className={field.hint}>
          {t("admin.import.fileHint", { mb: CSV_MAX_MB })}
        </p>
      </div>
      <div>
        <label htmlFor={zipId} className={field.label}>
          {t("admin.import.zip")}
        </label>
        <input
          id={zipId}
          name="zip"
          type="file"
          accept=".zip,application/zip"
          className={field.input}
          aria-describedby={`${zipId}-hint`}
        />
        <p id={`${zipId}-hint`} className={field.hint}>
          {t("admin.import.zipHint", { mb: ZIP_MAX_MB })}
        </p>
      </div>
      <div>
        <button type="submit" className={btn.primary} disabled={busy}>
          <Upload aria-hidden className="size-4" />
          {busy ? t("admin.import.uploading") : t("admin.import.upload")}
        </button>
      </div>
    </Form>
  );
}

export function DiscardButton({ id }: { id: string }) {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="discard" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={btn.secondary} data-discard>
        {t("admin.import.discard")}
      </button>
    </Form>
  );
}

export function MappingStep({ view, error }: { view: View; error: string | null }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { meta, sample } = view;
  const initial = meta.mapping ?? suggestMapping(meta.headers);
  return (
    <Form method="post" className="grid gap-4" data-mapping>
      <input type="hidden" name="intent" value="check" />
      <input type="hidden" name="id" value={meta.id} />
      <input type="hidden" name="columns" value={meta.headers.length} />
      <p className="text-sm">{t("admin.import.mappingIntro")}</p>
      {error ? <InlineError>{error}</InlineError> : null}
      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col" className={table.thWrap}>
                {t("admin.import.colHeader")}
              </th>
              <th scope="col" className={table.thWrap}>
                {t("admin.import.colField")}
              </th>
              <th scope="col" className={`${table.thWrap} ${table.notPhone}`}>
                {t("admin.import.colSample")}
              </th>
            </tr>
          </thead>
          <tbody>
            {meta.headers.map((h, i) => {
              const selectId = `map-${i}`;
              const f = initial[i] ?? null;
              return (
                <tr key={`${i}-${h}`}>
                  <td className={`${table.td} font-medium [overflow-wrap:anywhere]`}>
                    <label htmlFor={selectId}>
                      <bdi>{h || `#${i + 1}`}</bdi>
                    </label>
                  </td>
                  <td className={table.td}>
                    <select
                      id={selectId}
                      name={`map.${i}`}
                      defaultValue={f ?? ""}
                      className={`${field.input} mt-0 max-w-full`}
                      aria-label={t("admin.import.fieldFor", { header: h || `#${i + 1}` })}
                    >
                      <option value="">{t("admin.import.ignore")}</option>
                      {CSV_FIELDS.map((k) => (
                        <option key={k} value={k}>
                          {CSV_REQUIRED.includes(k)
                            ? t("admin.import.requiredMark", { label: PROPERTY_FIELDS[k].label })
                            : PROPERTY_FIELDS[k].label}{" "}
                          ({k})
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${table.td} ${table.notPhone} max-w-64 text-muted`}>
                    <span className={`line-clamp-2 [overflow-wrap:anywhere] ${userText}`}>
                      {sample[i] ?? ""}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={btn.primary} disabled={busy} data-check>
          {busy ? t("admin.import.checking") : t("admin.import.check")}
        </button>
      </div>
    </Form>
  );
}

function ErrorTable({ errors, more }: { errors: RowError[]; more: number }) {
  const t = useT();
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="import-errors" className="grid gap-2">
      <h2 id="import-errors" className="text-lg font-semibold">
        {t("admin.import.errorsTitle")}
      </h2>
      <div className="max-h-96 overflow-auto rounded-lg border border-line bg-white">
        <table className={table.table} data-errors>
          <thead>
            <tr>
              <th scope="col" className={table.thWrap}>
                {t("admin.import.col.row")}
              </th>
              <th scope="col" className={`${table.thWrap} ${table.notPhone}`}>
                {t("admin.import.col.reference")}
              </th>
              <th scope="col" className={table.thWrap}>
                {t("admin.import.col.column")}
              </th>
              <th scope="col" className={table.thWrap}>
                {t("admin.import.col.message")}
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={`${e.row}-${e.column}-${i}`}>
                <td className={`${table.td} tabular-nums`}>{e.row}</td>
                <td className={`${table.td} ${table.notPhone} [overflow-wrap:anywhere]`}>
                  <bdi>{e.reference}</bdi>
                </td>
                <td className={`${table.td} [overflow-wrap:anywhere]`}>
                  <bdi>{e.column}</bdi>
                </td>
                <td className={`${table.td} [overflow-wrap:anywhere]`}>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? <p className="text-sm text-muted">{t("admin.import.errorsMore", { n: more })}</p> : null}
    </section>
  );
}

function ReportLink({ id }: { id: string }) {
  const t = useT();
  return (
    <a href={`/admin/import/${id}/errors.csv`} className={btn.secondary} download data-report>
      <Download aria-hidden className="size-4" />
      {t("admin.import.report")}
    </a>
  );
}

function ProgressBar({ done, total }: { done: number; total: number }) {
  const t = useT();
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t("admin.import.progress")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t("admin.import.progressText", { done, total })}
        className="h-3 w-full overflow-hidden rounded-full bg-paper ring-1 ring-line"
        data-progress
      >
        <div className="h-full bg-ink transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-muted tabular-nums" aria-hidden>
        {t("admin.import.progressText", { done, total })}
      </p>
    </div>
  );
}

/** The check's result, then the import run by this page, batch after batch. */
export function ImportStep({ view }: { view: View }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [progress, setProgress] = useState(view.meta.progress);
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(view.meta.state === "done");
  const [stopped, setStopped] = useState<string | null>(null);
  const [errors, setErrors] = useState<RowError[]>(view.meta.state === "checked" ? [] : view.errors);
  const handled = useRef<unknown>(null);
  const { meta } = view;
  const checked = meta.checked;

  const send = (start: number) =>
    fetcher.submit({ intent: "batch", id: meta.id, start: String(start) }, { method: "post" });

  useEffect(() => {
    const r = fetcher.data;
    if (fetcher.state !== "idle" || !r || handled.current === r) return;
    handled.current = r;
    if (!r.ok) {
      setRunning(false);
      setStopped(r.message);
      return;
    }
    setProgress(r.meta.progress);
    setErrors((prev) => [...prev, ...r.errors].slice(0, 100));
    if (r.finished) {
      setRunning(false);
      setFinished(true);
    } else send(r.meta.progress.done);
  });

  const start = () => {
    setRunning(true);
    setStopped(null);
    send(progress.done);
  };

  if (finished)
    return (
      <section className="grid gap-4" data-summary aria-labelledby="import-done">
        <h2 id="import-done" className="text-lg font-semibold">
          {t("admin.import.done")}
        </h2>
        <ProgressBar done={meta.rows} total={meta.rows} />
        <p role="status" data-summary-text>
          {t("admin.import.summary", progress)}
        </p>
        <div className="flex flex-wrap gap-2">
          {progress.failed > 0 ? <ReportLink id={meta.id} /> : null}
          <Link to="/admin/realEstate" className={btn.secondary}>
            {t("admin.import.viewListings")}
          </Link>
          <Link to="/admin/import" className={btn.secondary} data-another>
            {t("admin.import.another")}
          </Link>
        </div>
        <ErrorTable errors={errors} more={Math.max(0, progress.failed - errors.length)} />
      </section>
    );

  const started = running || progress.done > 0;
  return (
    <section className="grid gap-4" data-checked>
      {checked ? (
        <div role="status" className="grid gap-1 text-sm">
          <p data-check-ok>
            {t("admin.import.checkedOk", {
              n: checked.valid,
              creates: checked.creates,
              updates: checked.updates,
            })}
          </p>
          {checked.failed > 0 ? (
            <p data-check-failed>{t("admin.import.checkedFailed", { n: checked.failed })}</p>
          ) : null}
          {!started ? <p className="text-muted">{t("admin.import.nothingWritten")}</p> : null}
        </div>
      ) : null}
      {started ? <ProgressBar done={progress.done} total={meta.rows} /> : null}
      {running ? <p className="text-sm">{t("admin.import.running")}</p> : null}
      {stopped ? <InlineError>{t("admin.import.stopped", { message: stopped })}</InlineError> : null}
      <div className="flex flex-wrap gap-2">
        {!running ? (
          <button type="button" className={btn.primary} onClick={start} data-start>
            {progress.done > 0
              ? t("admin.import.resume")
              : t("admin.import.start", { n: meta.checked?.valid ?? meta.rows })}
          </button>
        ) : null}
        {(checked?.failed ?? 0) > 0 || errors.length > 0 ? <ReportLink id={meta.id} /> : null}
      </div>
      {!started ? (
        <ErrorTable errors={view.errors} more={view.moreErrors} />
      ) : (
        <ErrorTable errors={errors} more={0} />
      )}
    </section>
  );
}
