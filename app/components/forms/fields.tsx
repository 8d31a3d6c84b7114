import { AlertCircle } from "../icons.ts";
import { createContext, type ReactNode, useContext } from "react";
import { HoneypotField } from "./honeypot.tsx";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/forms.ts";

/**
 * Shared by every field of one form: its problems, the values to show again after a failed
 * no-JavaScript post, and an id prefix so two forms on a page never share ids.
 */
export interface FormFieldsState {
  idPrefix: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** The field the server-rendered page should focus (first problem), for the no-JS path. */
  autoFocus?: string;
}

const FieldsContext = createContext<FormFieldsState>({ idPrefix: "f", errors: {} });

export function FormFields({ value, children }: { value: FormFieldsState; children: ReactNode }) {
  return <FieldsContext.Provider value={value}>{children}</FieldsContext.Provider>;
}

function useFieldState(name: string) {
  const ctx = useContext(FieldsContext);
  const id = `${ctx.idPrefix}-${name}`;
  return {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    error: ctx.errors[name],
    value: ctx.values?.[name],
    autoFocus: ctx.autoFocus === name,
  };
}

const control =
  "block w-full scroll-mt-32 rounded-lg border bg-white px-4 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-sand disabled:bg-paper";
const controlBorder = (invalid: boolean) =>
  invalid ? "border-expired ring-1 ring-expired" : "border-line hover:border-muted/60";

/** What every control of a field carries: its id and name, and its wiring to the label and messages. */
interface ControlAttrs {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoFocus: boolean;
}

/** The props every field takes besides its control's own attributes. */
interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Shown after the label for fields that may stay empty. */
  optional?: boolean;
}

interface ShellProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Shown after the label for fields that may stay empty. */
  optional?: boolean;
  children: (a: { attrs: ControlAttrs; invalid: boolean; value?: string }) => ReactNode;
  className?: string;
}

/** Label, hint, control and message, wired with aria-describedby / aria-invalid. */
export function FieldShell({ name, label, hint, required, optional, children, className }: ShellProps) {
  const t = useT();
  const { id, hintId, errorId, error, value, autoFocus } = useFieldState(name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-expired">
            *
          </span>
        ) : null}
        {optional ? (
          <span className="ms-2 text-sm font-normal text-muted">({t("forms.optional")})</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        attrs: {
          id,
          name,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          // after a failed post without JavaScript, the first problem gets focus
          autoFocus,
        },
        invalid: !!error,
        value,
      })}
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-expired">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t(error as MessageKey)}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A field's props, split into what its shell takes and what goes on to its control. */
function splitField<P extends FieldProps & { required?: boolean; className?: string }>(props: P) {
  const { name, label, hint, required, optional, className, ...control } = props;
  return { shell: { name, label, hint, required, optional, className }, control };
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & FieldProps;

export function Field(props: InputProps) {
  const { shell, control: rest } = splitField(props);
  return (
    <FieldShell {...shell}>
      {({ attrs, invalid, value }) => (
        <input
          {...attrs}
          defaultValue={value}
          className={`${control} ${controlBorder(invalid)} min-h-12`}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> & FieldProps;

export function TextArea(props: TextAreaProps) {
  const {
    shell,
    control: { defaultValue, ...rest },
  } = splitField(props);
  return (
    <FieldShell {...shell}>
      {({ attrs, invalid, value }) => (
        <textarea
          {...attrs}
          defaultValue={value ?? defaultValue}
          rows={5}
          className={`${control} ${controlBorder(invalid)} min-h-32 py-3`}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
    /** The empty first option ("Choose…"); omit for selects that always have a value. */
    placeholder?: string;
  };

export function Select(props: SelectProps) {
  const {
    shell,
    control: { options, placeholder, defaultValue, ...rest },
  } = splitField(props);
  return (
    <FieldShell {...shell}>
      {({ attrs, invalid, value }) => (
        <select
          {...attrs}
          defaultValue={value ?? defaultValue ?? ""}
          className={`${control} ${controlBorder(invalid)} min-h-12 appearance-none bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pe-10 rtl:bg-[left_0.75rem_center]`}
          style={{
            backgroundImage:
              "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235b5b5b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
          }}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The hidden `website` field: people never see or reach it; naive bots fill it, and their post is
 * answered as a success and stored nowhere.
 */
export function Honeypot() {
  const t = useT();
  return <HoneypotField label={t("forms.honeypot")} />;
}
