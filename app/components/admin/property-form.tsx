import { LoaderCircle } from "../icons.ts";
import { Save } from "./icons.ts";
import { useId, useMemo, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { useLeaveGuard } from "./form-guards.tsx";
import { FieldControl, FieldLabel } from "./property-form-controls.tsx";
import {
  type FormValues,
  isRequired,
  isShown,
  type ScalarField,
  SECTIONS,
  withValue,
} from "./property-form-model.ts";
import { type FieldErrors, type FormState, initialState, snapshot, validate } from "./property-form-state.ts";
import { btn, field } from "./ui.ts";
import { usePropertySave } from "./use-property-save.ts";
import "../../lib/i18n/admin.ts";

export interface PropertyFormProps {
  mode: "create" | "edit";
  record?: Property | null;
  defaults?: Partial<FormValues>;
  /** Called with the saved record after a successful save. */
  onSaved: (record: Property) => void;
  onCancel?: () => void;
}

/**
 * The one property form, on /addProperty and /editProperty/{id} (a listing has one edit screen):
 * every field, the rent terms only where they apply. It checks itself with the API's own schema,
 * then sends the API's multipart body with XMLHttpRequest so each new photo shows its upload
 * progress. A failed save keeps every value and photo, and puts the server's message next to the
 * field it concerns. Leaving with unsaved changes asks first (in-app navigation and tab close).
 */
export function PropertyForm({ mode, record, defaults, onSaved, onCancel }: PropertyFormProps) {
  const t = useT();
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [state, setState] = useState<FormState>(() => initialState(record, defaults));
  const [initial, setInitial] = useState(() => snapshot(state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = useMemo(() => snapshot(state) !== initial, [state, initial]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const savedRef = useRef(false);

  // Unsaved changes: ask before an in-app navigation, and let the browser ask before unload.
  const leaveGuard = useLeaveGuard(() => dirtyRef.current && !savedRef.current);

  const setValue = (name: ScalarField, value: string) =>
    setState((s) => ({ ...s, values: withValue(s.values, name, value) }));
  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  function focusField(name: string) {
    const el =
      document.getElementById(idOf(name)) ??
      document.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] button`);
    el?.focus();
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
  }

  function showErrors(found: FieldErrors, message: string) {
    setErrors(found);
    setSummary(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const { save, send } = usePropertySave({
    mode,
    record,
    state,
    showErrors,
    onSuccess: (saved) => {
      savedRef.current = true;
      const next = initialState(saved);
      setState(next);
      setInitial(snapshot(next));
      onSaved(saved);
    },
  });
  const saving = save.phase !== "idle";

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validate(state, t);
    if (Object.keys(found).length > 0) {
      showErrors(found, t("admin.form.fixErrors", { n: Object.keys(found).length }));
      return;
    }
    setErrors({});
    setSummary(null);
    send();
  }

  const errorCount = Object.keys(errors).filter((k) => k !== "_").length;

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} data-property-form>
      {summary ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="mb-5 rounded-lg border border-expired/30 bg-expired/5 px-4 py-3 text-sm text-expired focus:outline-none"
          data-form-summary
        >
          <p className="font-semibold">{summary}</p>
          {errors._ ? <p className="mt-1">{errors._}</p> : null}
          {errorCount > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {Object.entries(errors)
                .filter(([k]) => k !== "_")
                .map(([k, v]) => {
                  const def = SECTIONS.flatMap((s) => s.fields).find((f) => f.name === k);
                  return (
                    <li key={k}>
                      <a
                        href={`#${idOf(k)}`}
                        className="underline underline-offset-2"
                        onClick={(e) => {
                          e.preventDefault();
                          focusField(k);
                        }}
                      >
                        {def ? `${t(def.label)}: ` : ""}
                        {v}
                      </a>
                    </li>
                  );
                })}
            </ul>
          ) : null}
        </div>
      ) : null}

      <p className="mb-4 text-xs text-muted">
        <span aria-hidden className="text-expired">
          *
        </span>{" "}
        {t("admin.form.requiredNote")}
      </p>

      <div className="grid gap-5">
        {SECTIONS.map((section) => {
          const fields = section.fields.filter((f) => isShown(f, state.values));
          if (fields.length === 0) return null;
          return (
            <fieldset
              key={section.id}
              className="rounded-lg border border-line bg-white px-4 pt-2 pb-4 sm:px-5"
              disabled={saving}
              data-section={section.id}
            >
              <legend className="px-1 text-sm font-semibold">{t(section.title)}</legend>
              <div className="mt-2 grid gap-x-4 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
                {fields.map((f) => (
                  <div
                    key={f.name}
                    className={
                      f.wide || f.kind === "textarea" || f.kind === "images"
                        ? "sm:col-span-2 xl:col-span-3"
                        : ""
                    }
                    data-field={f.name}
                  >
                    <FieldLabel
                      def={f}
                      htmlFor={
                        f.kind === "features" || f.kind === "images" || f.kind === "checks"
                          ? undefined
                          : idOf(f.name)
                      }
                      required={isRequired(f, state.values)}
                    />
                    <FieldControl
                      def={f}
                      state={state}
                      setState={setState}
                      setValue={setValue}
                      errors={errors}
                      clearError={clearError}
                      idOf={idOf}
                      uid={uid}
                      save={save}
                    />
                    {f.hint ? (
                      <p id={`${idOf(f.name)}-hint`} className={field.hint}>
                        {t(f.hint)}
                      </p>
                    ) : null}
                    {errors[f.name] ? (
                      <p id={`${idOf(f.name)}-error`} className={field.error} data-field-error={f.name}>
                        {errors[f.name]}
                      </p>
                    ) : null}
                  </div>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <p className="me-auto text-sm text-muted" aria-live="polite" data-save-state={save.phase}>
          {save.phase === "uploading"
            ? t("admin.form.uploading", { pct: save.pct })
            : save.phase === "processing"
              ? t("admin.form.processing")
              : dirty
                ? t("admin.form.unsaved")
                : mode === "edit"
                  ? t("admin.form.noChanges")
                  : ""}
        </p>
        {onCancel ? (
          <button type="button" className={btn.secondary} onClick={onCancel} disabled={saving}>
            {t("admin.action.cancel")}
          </button>
        ) : null}
        <button type="submit" className={btn.primary} disabled={saving} data-save>
          {saving ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden className="size-4" />
          )}
          {saving
            ? t("admin.form.saving")
            : mode === "edit"
              ? t("admin.form.saveChanges")
              : t("admin.form.create")}
        </button>
      </div>

      {leaveGuard}
    </form>
  );
}
