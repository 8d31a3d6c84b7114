import { LoaderCircle, Minus, Plus, Save } from "lucide-react";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBlocker } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { ConfirmDialog } from "./dialog.tsx";
import { ImageManager } from "./image-manager.tsx";
import { DISPLAY_LABEL } from "./labels.ts";
import {
  type CommaField,
  displaysFor,
  type FieldDef,
  type FieldErrors,
  type FormState,
  type FormValues,
  type FormVariant,
  fileProgress,
  initialState,
  isRequired,
  isShown,
  type ScalarField,
  SECTIONS,
  snapshot,
  splitComma,
  toFormData,
  validate,
} from "./property-form-model.ts";
import { useToast } from "./toast.tsx";
import { btn, field } from "./ui.ts";
import "../../lib/i18n/admin.ts";

export interface PropertyFormProps {
  mode: "create" | "edit";
  variant: FormVariant;
  record?: Property | null;
  defaults?: Partial<FormValues>;
  /** Called with the saved record after a successful save. */
  onSaved: (record: Property) => void;
  onCancel?: () => void;
  /** Reports whether there are unsaved changes (a modal asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
  /** On a page: warn before leaving with unsaved changes (in-app navigation and tab close). */
  guardNavigation?: boolean;
  /** Where the Save and Cancel buttons go: a sticky bar under a page form, or a modal footer. */
  actions?: "sticky" | "inline";
  /** Extra content at the start of the action bar (e.g. a link to the full form). */
  extraActions?: ReactNode;
}

type SaveState =
  | { phase: "idle" }
  | { phase: "uploading"; progress: Record<string, number>; pct: number }
  | { phase: "processing" };

interface ApiError {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The one property form: the full form on /addProperty and /editProperty/{id}, the short form in
 * the list modals. It checks itself with the API's own schema, then sends the API's multipart body
 * with XMLHttpRequest so each new photo shows its upload progress. A failed save keeps every value
 * and photo, and puts the server's message next to the field it concerns.
 */
export function PropertyForm({
  mode,
  variant,
  record,
  defaults,
  onSaved,
  onCancel,
  onDirtyChange,
  guardNavigation,
  actions = "sticky",
  extraActions,
}: PropertyFormProps) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [state, setState] = useState<FormState>(() => initialState(record, defaults));
  const [initial, setInitial] = useState(() => snapshot(state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ phase: "idle" });
  const summaryRef = useRef<HTMLDivElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const saving = save.phase !== "idle";
  const dirty = useMemo(() => snapshot(state) !== initial, [state, initial]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const savedRef = useRef(false);

  // Layout effect: the owner knows at once, so an Escape pressed right after typing still asks.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => xhrRef.current?.abort(), []);

  // Unsaved changes: ask before an in-app navigation, and let the browser ask before unload.
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        !!guardNavigation &&
        dirtyRef.current &&
        !savedRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [guardNavigation],
    ),
  );
  useEffect(() => {
    if (!guardNavigation) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (dirtyRef.current && !savedRef.current) {
        e.preventDefault();
        e.returnValue = "";
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guardNavigation]);

  const setValue = (name: ScalarField, value: string) =>
    setState((s) => {
      const values = { ...s.values, [name]: value };
      // Display options depend on the type (SPEC.md §4): drop one the new type does not allow.
      if (name === "type" && values.display && !displaysFor(value).includes(values.display as never))
        values.display = "";
      return { ...s, values };
    });
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

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validate(state, variant, t);
    if (Object.keys(found).length > 0) {
      showErrors(found, t("admin.form.fixErrors", { n: Object.keys(found).length }));
      return;
    }
    setErrors({});
    setSummary(null);
    send();
  }

  function send() {
    const body = toFormData(state, variant);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    const url =
      mode === "edit" && record ? `/api/realEstate/${encodeURIComponent(record._id)}` : "/api/realEstate";
    xhr.open(mode === "edit" ? "PUT" : "POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    setSave({ phase: "uploading", progress: {}, pct: 0 });
    xhr.upload.onprogress = (ev) => {
      if (!ev.lengthComputable) return;
      setSave({
        phase: "uploading",
        progress: fileProgress(state, ev.loaded, ev.total),
        pct: Math.round((ev.loaded / ev.total) * 100),
      });
    };
    // Uploaded: the server now checks and renders the photos.
    xhr.upload.onload = () => setSave({ phase: "processing" });
    xhr.onerror = () => {
      setSave({ phase: "idle" });
      showErrors({}, t("admin.form.networkError"));
      toast.error(t("admin.form.networkError"));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status === 200 || xhr.status === 201) {
        const saved = json as Property;
        savedRef.current = true;
        const next = initialState(saved);
        setState(next);
        setInitial(snapshot(next));
        setSave({ phase: "idle" });
        onSaved(saved);
        return;
      }
      setSave({ phase: "idle" });
      const err = (json as ApiError | null)?.error;
      const message = failureMessage(xhr.status, err?.message);
      const fields: FieldErrors = {};
      for (const [k, v] of Object.entries(err?.fields ?? {})) {
        const key = k.split(".")[0];
        const def = SECTIONS.flatMap((s) => s.fields).find((f) => f.name === key);
        if (def && isShown(def, variant)) fields[key] = v;
        else fields._ = fields._ ? `${fields._} ${v}` : v;
      }
      // A file problem (415, 413) names the image in its message: show it by the photos.
      if ((xhr.status === 413 || xhr.status === 415) && !fields.images && err?.message)
        fields.images = err.message;
      showErrors(fields, message);
      toast.error(message);
    };
    xhr.send(body);
  }

  function failureMessage(status: number, message?: string): string {
    if (status === 401) return t("admin.form.sessionEnded");
    if (status === 403) return t("admin.form.forbidden");
    if (status === 404) return t("admin.form.gone");
    if (status === 413) return message ?? t("admin.form.tooLarge");
    if (status === 415) return message ?? t("admin.form.badFile");
    if (status === 422) return t("admin.form.rejected");
    if (status === 429) return t("admin.form.rateLimited");
    return t("admin.form.serverError", { status });
  }

  const errorCount = Object.keys(errors).filter((k) => k !== "_").length;

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} data-property-form={variant}>
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
          const fields = section.fields.filter((f) => isShown(f, variant));
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
                      htmlFor={f.kind === "features" || f.kind === "images" ? undefined : idOf(f.name)}
                      required={isRequired(f, variant, state.values)}
                    />
                    {renderControl(f)}
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

      <div
        className={
          actions === "sticky"
            ? "sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
            : "mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-4"
        }
      >
        {extraActions}
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

      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("admin.form.leaveTitle")}
        message={t("admin.form.leaveBody")}
        confirmLabel={t("admin.form.leaveConfirm")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );

  function describedBy(f: FieldDef) {
    const ids = [
      f.hint ? `${idOf(f.name)}-hint` : null,
      errors[f.name] ? `${idOf(f.name)}-error` : null,
    ].filter(Boolean);
    return ids.length ? ids.join(" ") : undefined;
  }

  function renderControl(f: FieldDef): ReactNode {
    const common = {
      id: idOf(f.name),
      name: f.name,
      "aria-invalid": errors[f.name] ? true : undefined,
      "aria-describedby": describedBy(f),
      "aria-required": isRequired(f, variant, state.values) || undefined,
      className: field.input,
    };
    if (f.kind === "images") {
      return (
        <ImageManager
          images={state.images}
          onChange={(images) => {
            setState((s) => ({ ...s, images }));
            clearError("images");
          }}
          progress={
            save.phase === "uploading" ? save.progress : save.phase === "processing" ? allDone(state) : null
          }
          error={errors.images}
          errorId={errors.images ? `${idOf("images")}-error` : undefined}
          disabled={saving}
        />
      );
    }
    if (f.kind === "features") {
      return (
        <FeaturesEditor
          items={state.features}
          onChange={(features) => setState((s) => ({ ...s, features }))}
          label={t(f.label)}
          idPrefix={idOf("features")}
        />
      );
    }
    if (f.kind === "comma") {
      const name = f.name as CommaField;
      const items = splitComma(state.comma[name]);
      return (
        <>
          <textarea
            {...common}
            rows={2}
            value={state.comma[name]}
            onChange={(e) => {
              const value = e.target.value;
              setState((s) => ({ ...s, comma: { ...s.comma, [name]: value } }));
              clearError(name);
            }}
          />
          {items.length > 0 ? (
            <ul
              className="mt-1.5 flex flex-wrap gap-1"
              aria-label={t("admin.field.comma.preview", { n: items.length })}
            >
              {items.map((item, i) => (
                <li
                  key={`${i}-${item}`}
                  className="rounded bg-paper px-1.5 py-0.5 text-xs text-muted ring-1 ring-line"
                >
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
    }
    const name = f.name as ScalarField;
    const value = state.values[name];
    const onChange = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValue(name, e.target.value);
      clearError(name);
    };
    if (f.kind === "textarea")
      return <textarea {...common} rows={name === "desc" ? 6 : 3} value={value} onChange={onChange} />;
    if (f.kind === "select") {
      const options =
        name === "display"
          ? displaysFor(state.values.type).map((d) => ({ value: d, label: DISPLAY_LABEL[d] }))
          : (f.options?.() ?? []);
      const optional = !isRequired(f, variant, state.values) || name === "display";
      return (
        <select
          {...common}
          value={value}
          onChange={onChange}
          disabled={name === "display" && options.length === 0}
        >
          {optional ? (
            <option value="">{name === "display" ? t("admin.display.none") : t("admin.form.choose")}</option>
          ) : null}
          {!optional && value === "" ? <option value="">{t("admin.form.choose")}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
      );
    }
    if (f.kind === "location") {
      return (
        <>
          <input
            {...common}
            type="text"
            list={`${uid}-locations`}
            autoComplete="off"
            value={value}
            onChange={onChange}
          />
          <datalist id={`${uid}-locations`}>
            {LOCATIONS.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        </>
      );
    }
    if (f.kind === "number") {
      return (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          min={f.min}
          step={f.step}
          value={value}
          onChange={onChange}
        />
      );
    }
    if (f.kind === "date") return <input {...common} type="date" value={value} onChange={onChange} />;
    if (f.kind === "email")
      return <input {...common} type="email" autoComplete="off" value={value} onChange={onChange} />;
    if (f.kind === "tel")
      return <input {...common} type="tel" autoComplete="off" value={value} onChange={onChange} />;
    if (f.kind === "url")
      return <input {...common} type="url" inputMode="url" value={value} onChange={onChange} />;
    return <input {...common} type="text" value={value} onChange={onChange} />;
  }
}

function allDone(s: FormState): Record<string, number> {
  return Object.fromEntries(s.images.filter((i) => i.kind === "file").map((i) => [i.key, 1]));
}

function FieldLabel({ def, htmlFor, required }: { def: FieldDef; htmlFor?: string; required: boolean }) {
  const t = useT();
  const content = (
    <>
      {t(def.label)}
      {required ? (
        <>
          <span aria-hidden className="ms-0.5 text-expired">
            *
          </span>
          <span className="sr-only"> ({t("admin.form.requiredShort")})</span>
        </>
      ) : null}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className={field.label}>
      {content}
    </label>
  ) : (
    <p className={field.label}>{content}</p>
  );
}

/** Features, one per row: "+" adds a row, "-" removes that row (SPEC.md §2). */
function FeaturesEditor({
  items,
  onChange,
  label,
  idPrefix,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  label: string;
  idPrefix: string;
}) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const focusRow = (i: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLInputElement>("input")[i]?.focus());
  return (
    <div>
      <ol ref={list} className="mt-1 grid gap-2" data-features>
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-2">
            <label htmlFor={i === 0 ? idPrefix : `${idPrefix}-${i}`} className="sr-only">
              {t("admin.features.item", { label, n: i + 1 })}
            </label>
            <input
              id={i === 0 ? idPrefix : `${idPrefix}-${i}`}
              type="text"
              value={item}
              maxLength={500}
              onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  // Enter adds the next feature rather than submitting the whole form.
                  e.preventDefault();
                  onChange([...items.slice(0, i + 1), "", ...items.slice(i + 1)]);
                  focusRow(i + 1);
                }
              }}
              className={`${field.input} mt-0`}
              placeholder={t("admin.features.placeholder")}
            />
            <button
              type="button"
              className={btn.icon}
              onClick={() => {
                const next = items.filter((_, j) => j !== i);
                onChange(next.length ? next : [""]);
                focusRow(Math.max(0, i - 1));
              }}
              aria-label={t("admin.features.remove", { n: i + 1 })}
              data-feature-remove
            >
              <Minus aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${btn.secondary} mt-2`}
        onClick={() => {
          onChange([...items, ""]);
          focusRow(items.length);
        }}
        data-feature-add
      >
        <Plus aria-hidden className="size-4" />
        {t("admin.features.add")}
      </button>
    </div>
  );
}
