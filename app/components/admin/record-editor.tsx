import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { ConfirmDialog, Dialog, DialogFormFooter } from "./dialog.tsx";
import type { Icon as LucideIcon } from "../icons.ts";
import { formatDateTime } from "./labels.ts";
import { Required } from "./parts.tsx";
import { useToast } from "./toast.tsx";
import { field } from "./ui.ts";
import "../../lib/i18n/admin.ts";

export interface EditorField {
  name: string;
  label: MessageKey;
  kind: "text" | "email" | "tel" | "number" | "date" | "time" | "textarea" | "select";
  required?: boolean;
  options?: { value: string; label: string }[];
  wide?: boolean;
  min?: number;
  max?: number;
}

export interface EditorResult {
  ok: boolean;
  message: string;
  intent?: string;
  fields?: Record<string, string>;
}

interface Props {
  /** The record edited (a lead or an application); null: the dialog is closed. */
  record: { _id: string; createdAt: string } | null;
  title: string;
  fields: EditorField[];
  /** Closes the dialog; also called once a save has gone through. */
  onClose: () => void;
  /** Read-only details shown above the fields (e.g. the listing an enquiry is about). */
  extra?: React.ReactNode;
}

/** A record's values as its form shows them: numbers as text, null and nested values empty. */
function editorValues(record: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [
      k,
      v === null || v === undefined || typeof v === "object" ? "" : String(v),
    ]),
  );
}

/** What an editor's form hands its fields: ids are `${uid}-${name}`, errors by field name. */
export interface EditorFormState {
  uid: string;
  errors: Record<string, string>;
  busy: boolean;
}

/**
 * An edit dialog saved through the page's action: it keeps what was typed when a save is
 * refused, shows the server's message by each field (focusing the first), says when there are
 * unsaved changes, and asks before closing with them. The fields are the caller's.
 */
export function EditorDialog<R extends EditorResult>({
  open,
  title,
  description,
  onClose,
  onSaved,
  formClassName,
  formName,
  size = "lg",
  submitLabel,
  icon,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  onSaved: (result: R) => void;
  formClassName?: string;
  /** The form's `data-` attribute (what tests find it by). */
  formName: string;
  size?: "md" | "lg";
  /** The submit button's words and icon (default: Save). */
  submitLabel?: string;
  icon?: LucideIcon;
  children: (form: EditorFormState) => ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const fetcher = useFetcher<R>();
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const handled = useRef<R | undefined>(undefined);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!open) {
      setDirty(false);
      setErrors({});
      setAsking(false);
    }
  }, [open]);

  useEffect(() => {
    // A page's action answers plain JSON, so what comes back is R as it was sent.
    const result = fetcher.data as R | undefined;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setDirty(false);
      toast.success(result.message);
      onSaved(result);
    } else {
      setErrors(result.fields ?? {});
      toast.error(result.message);
      const first = Object.keys(result.fields ?? {})[0];
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
    }
  }, [fetcher.state, fetcher.data, toast, onSaved, uid]);

  const requestClose = () => (dirty && !busy ? setAsking(true) : onClose());

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        title={title}
        description={description}
        size={size}
        footer={
          <DialogFormFooter
            formId={`${uid}-form`}
            busy={busy}
            onCancel={requestClose}
            submitLabel={submitLabel}
            icon={icon}
            status={busy ? t("admin.form.saving") : dirty ? t("admin.form.unsaved") : ""}
          />
        }
      >
        <fetcher.Form
          id={`${uid}-form`}
          method="post"
          noValidate
          onChange={() => setDirty(true)}
          className={formClassName}
          {...{ [`data-${formName}`]: "" }}
        >
          {children({ uid, errors, busy })}
        </fetcher.Form>
      </Dialog>
      <ConfirmDialog
        open={open && asking}
        title={t("admin.form.discardTitle")}
        message={t("admin.form.discardBody")}
        confirmLabel={t("admin.form.discardConfirm")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}

/**
 * The edit dialog of the contact, enquiry, list-your-property and career screens: the record's
 * fields and its status, saved through the page's action.
 */
export function RecordEditor({ record, title, fields, onClose, extra }: Props) {
  const t = useT();
  const values = record ? editorValues(record) : {};
  return (
    <EditorDialog
      open={record !== null}
      title={title}
      description={record ? t("admin.leads.received", { date: formatDateTime(record.createdAt) }) : undefined}
      onClose={onClose}
      onSaved={onClose}
      formClassName="grid gap-4 sm:grid-cols-2"
      formName="record-editor"
    >
      {({ uid, errors, busy }) => (
        <>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={record?._id ?? ""} />
          {extra ? <div className="sm:col-span-2">{extra}</div> : null}
          {fields.map((f) => {
            const id = `${uid}-${f.name}`;
            const err = errors[f.name];
            const common = {
              id,
              name: f.name,
              defaultValue: values[f.name] ?? "",
              "aria-invalid": err ? true : undefined,
              "aria-describedby": err ? `${id}-error` : undefined,
              "aria-required": f.required || undefined,
              className: field.input,
              readOnly: busy,
            };
            return (
              <div key={f.name} className={f.wide || f.kind === "textarea" ? "sm:col-span-2" : ""}>
                <label htmlFor={id} className={field.label}>
                  {t(f.label)}
                  {f.required ? <Required /> : null}
                </label>
                {f.kind === "textarea" ? (
                  <textarea {...common} rows={6} />
                ) : f.kind === "select" ? (
                  <select {...common}>
                    {(f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type={f.kind}
                    min={f.min}
                    max={f.max}
                    inputMode={f.kind === "number" ? "numeric" : undefined}
                  />
                )}
                {err ? (
                  <p id={`${id}-error`} className={field.error}>
                    {err}
                  </p>
                ) : null}
              </div>
            );
          })}
        </>
      )}
    </EditorDialog>
  );
}
