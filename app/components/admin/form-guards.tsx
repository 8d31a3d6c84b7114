import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { ConfirmDialog } from "./dialog.tsx";
import { Required } from "./parts.tsx";
import { field } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/**
 * Unsaved changes on an admin form: an in-app navigation to another page (or the same page with
 * another query) asks first, and the browser asks before unload. `isUnsaved` is asked at the moment
 * of leaving (its latest version). Returns the confirmation dialog to render.
 */
export function useLeaveGuard(isUnsaved: () => boolean, message: MessageKey = "admin.form.leaveBody") {
  const t = useT();
  const unsaved = useRef(isUnsaved);
  unsaved.current = isUnsaved;
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        unsaved.current() &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsaved.current()) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("admin.form.leaveTitle")}
      message={t(message)}
      confirmLabel={t("admin.form.leaveConfirm")}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * The ids and the hint and error lines of a form's fields: a field `name` has the id
 * `<uid>-<name>` (dots as dashes), its hint `…-hint`, its error `…-error`, and `aria-describedby`
 * names whichever of the two it has.
 */
export function useFieldParts(uid: string, errors: Record<string, string | undefined>) {
  const t = useT();
  // Stable for a given uid, so an effect that focuses a field can depend on it.
  const idOf = useCallback((name: string) => `${uid}-${name.replaceAll(".", "-")}`, [uid]);
  return {
    idOf,
    describedBy: (name: string, hint: boolean) =>
      [hint ? `${idOf(name)}-hint` : null, errors[name] ? `${idOf(name)}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined,
    hintOf: (name: string, key: MessageKey) => (
      <p id={`${idOf(name)}-hint`} className={field.hint}>
        {t(key)}
      </p>
    ),
    errorOf: (name: string) =>
      errors[name] ? (
        <p id={`${idOf(name)}-error`} className={field.error} data-field-error={name}>
          {errors[name]}
        </p>
      ) : null,
  };
}

/**
 * A fieldset of radios (one choice) or checkboxes (several) with its legend, hint and error: the
 * first box takes the group's id, so a refused save can focus the group.
 */
export function ChoiceGroup<V extends string>({
  parts,
  name,
  legend,
  required = false,
  multiple = false,
  choices,
  labelOf,
  checked,
  onPick,
  hint,
  invalid,
  busy,
  className = "",
  listClassName,
}: {
  parts: ReturnType<typeof useFieldParts>;
  name: string;
  legend: MessageKey;
  required?: boolean;
  /** Checkboxes instead of radios. */
  multiple?: boolean;
  choices: readonly V[];
  labelOf: (value: V) => MessageKey;
  /** Which boxes start ticked (the form keeps what is ticked after that). */
  checked: (value: V) => boolean;
  onPick?: (value: V) => void;
  hint: MessageKey;
  invalid: boolean;
  busy: boolean;
  className?: string;
  listClassName: string;
}) {
  const t = useT();
  const { idOf, describedBy, hintOf, errorOf } = parts;
  return (
    <fieldset
      className={`min-w-0 rounded-md border px-3 pt-1 pb-3 ${invalid ? "border-expired" : "border-line"} ${className}`}
      aria-describedby={describedBy(name, true)}
      data-field={name}
    >
      <legend className={`${field.label} px-1`}>
        {t(legend)}
        {required ? <Required /> : null}
      </legend>
      <div className={listClassName}>
        {choices.map((v, i) => (
          <label key={v} className="inline-flex items-center gap-2 text-sm">
            <input
              id={i === 0 ? idOf(name) : `${idOf(name)}-${v}`}
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={v}
              defaultChecked={checked(v)}
              disabled={busy}
              onChange={onPick ? () => onPick(v) : undefined}
              className="size-4 shrink-0 accent-ink"
            />
            {t(labelOf(v))}
          </label>
        ))}
      </div>
      {hintOf(name, hint)}
      {errorOf(name)}
    </fieldset>
  );
}
