import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { isShown, SECTIONS } from "./property-form-model.ts";
import { type FieldErrors, type FormState, fileProgress, toFormData } from "./property-form-state.ts";
import { useToast } from "./toast.tsx";
import "../../lib/i18n/admin.ts";

export type SaveState =
  | { phase: "idle" }
  | { phase: "uploading"; progress: Record<string, number>; pct: number }
  | { phase: "processing" };

interface ApiError {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * Sends the property form as the API's multipart body with XMLHttpRequest, so each new photo shows
 * its upload progress. A refusal comes back as field errors (the server's, next to the field they
 * concern) and a summary message; the form keeps every value and photo.
 */
export function usePropertySave({
  mode,
  record,
  state,
  onSuccess,
  showErrors,
}: {
  mode: "create" | "edit";
  record?: Property | null;
  state: FormState;
  onSuccess: (saved: Property) => void;
  showErrors: (found: FieldErrors, message: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [save, setSave] = useState<SaveState>({ phase: "idle" });
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => xhrRef.current?.abort(), []);

  function send() {
    const body = toFormData(state);
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
        setSave({ phase: "idle" });
        onSuccess(json as Property);
        return;
      }
      setSave({ phase: "idle" });
      const err = (json as ApiError | null)?.error;
      const message = failureMessage(xhr.status, err?.message);
      const fields: FieldErrors = {};
      for (const [k, v] of Object.entries(err?.fields ?? {})) {
        const key = k.split(".")[0];
        const def = SECTIONS.flatMap((s) => s.fields).find((f) => f.name === key);
        if (def && isShown(def, state.values)) fields[key] = v;
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

  return { save, send };
}
