import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { ConfirmDialog, Dialog, DialogFormFooter } from "./dialog.tsx";
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
  open: boolean;
  title: string;
  description?: string;
  fields: EditorField[];
  values: Record<string, string>;
  /** Hidden fields sent with the form (intent, id). */
  hidden: Record<string, string>;
  onClose: () => void;
  onSaved: () => void;
  /** Read-only details shown above the fields (e.g. the listing an enquiry is about). */
  extra?: React.ReactNode;
}

/**
 * The edit dialog of the contact, enquiry, list-your-property and career screens: the record's
 * fields and its status, saved through the page's action. A refused save keeps what was typed and
 * shows the server's message next to each field; closing with changes asks first.
 */
export function RecordEditor({
  open,
  title,
  description,
  fields,
  values,
  hidden,
  onClose,
  onSaved,
  extra,
}: Props) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const fetcher = useFetcher<EditorResult>();
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const handled = useRef<EditorResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!open) {
      setDirty(false);
      setErrors({});
      setAsking(false);
    }
  }, [open]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setDirty(false);
      toast.success(result.message);
      onSaved();
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
        size="lg"
        footer={
          <DialogFormFooter
            formId={`${uid}-form`}
            busy={busy}
            onCancel={requestClose}
            status={busy ? t("admin.form.saving") : dirty ? t("admin.form.unsaved") : ""}
          />
        }
      >
        <fetcher.Form
          id={`${uid}-form`}
          method="post"
          noValidate
          onChange={() => setDirty(true)}
          className="grid gap-4 sm:grid-cols-2"
          data-record-editor
        >
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
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
                  {f.required ? (
                    <>
                      <span aria-hidden className="ms-0.5 text-expired">
                        *
                      </span>
                      <span className="sr-only"> ({t("admin.form.requiredShort")})</span>
                    </>
                  ) : null}
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
