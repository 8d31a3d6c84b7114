import { type FocusEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { issuesToFields } from "../../lib/validation.ts";
import { FORM_SCHEMAS } from "./form-schemas.ts";
import type { PublicFormKind } from "./lead-form.tsx";
import { sendForm } from "./submit.ts";

export type FormFailure = "network" | "rateLimited" | "server" | "tooLarge";

/** What the page action answered (the no-JavaScript path), when it answered with a problem. */
export interface ServerFormState {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  formError?: FormFailure;
  retryAfter?: number;
}

export type FormPhase =
  | { kind: "editing" }
  | { kind: "sending"; progress: number | null }
  | { kind: "sent" }
  | { kind: "failed"; reason: FormFailure; retryAfter?: number | null };

export interface LeadFormOptions {
  /**
   * Which public form: it names the JSON API call the enhanced form posts to (`/api/<kind>`) and the
   * schema it checks with in the browser, the one the service validates with (`FORM_SCHEMAS`, loaded
   * when the visitor starts filling the form in, not with the page).
   */
  kind: PublicFormKind;
  /** Field names in the order they appear: focus goes to the first with a problem. */
  fields: readonly string[];
  /** The page action's answer, when the page was rendered after a no-JavaScript post. */
  server?: ServerFormState | null;
  /** Checks that are not in the schema (the CV file); returns per-field messages. */
  extraChecks?: (form: HTMLFormElement) => Promise<Record<string, string>>;
  /** Report upload progress (worth it only for forms with a file). */
  trackProgress?: boolean;
}

function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new FormData(form)) if (!(k in out)) out[k] = v;
  return out;
}

/**
 * The behaviour every public form shares: validation on blur and on submit with the shared zod
 * schema, messages per field, focus on the first problem, sending in the background with a
 * pending state and no double submission, and an explanation for every way sending can fail.
 * Without JavaScript none of this runs and the form posts to its page action instead.
 */
export function useLeadForm(opts: LeadFormOptions) {
  const { kind, fields, server, extraChecks, trackProgress } = opts;
  const endpoint = `/api/${kind}`;
  // The page action redirects to `?sent=1` after a no-JavaScript post that succeeded.
  const sentByServer = useSearchParams()[0].get("sent") === "1";
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(server?.errors ?? {});
  const [phase, setPhase] = useState<FormPhase>(
    sentByServer
      ? { kind: "sent" }
      : server?.formError
        ? { kind: "failed", reason: server.formError, retryAfter: server.retryAfter ?? null }
        : { kind: "editing" },
  );
  const [focusTick, setFocusTick] = useState(server?.errors ? 1 : 0);
  /** The summary of problems shows after a submission found some, not while the visitor types. */
  const [showSummary, setShowSummary] = useState(!!server?.errors);
  const touched = useRef(new Set<string>());
  const sending = useRef(false);
  /** Counts finished submissions (problems found, sent or failed); tests and tools can wait on it. */
  const [submits, setSubmits] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const order = useMemo(() => [...fields, "_"], [fields]);

  // Move focus to the first field with a problem whenever a submission found problems.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submission (focusTick)
  useEffect(() => {
    if (!focusTick) return;
    const form = formRef.current;
    const first = order.find((f) => errors[f]);
    if (!form || !first) return;
    const el = form.querySelector<HTMLElement>(`[name="${first}"]`);
    el?.focus();
  }, [focusTick]);

  /**
   * The schema, loaded once: on the first focus in the form, or at the latest on a check. If it
   * cannot load (the network, or a deploy that replaced the file), the form goes on without
   * checks in the browser and the server's answer names the fields with problems.
   */
  const loaded = useRef<Promise<z.ZodType | null> | null>(null);
  const loadSchema = useCallback(() => {
    loaded.current ??= FORM_SCHEMAS[kind]().catch(() => {
      loaded.current = null;
      return null;
    });
    return loaded.current;
  }, [kind]);
  const validate = useCallback(
    async (form: HTMLFormElement): Promise<Record<string, string>> => {
      const values = valuesOf(form);
      const loadedSchema = await loadSchema();
      if (!loadedSchema) return {};
      const parsed = loadedSchema.safeParse(values);
      return parsed.success ? {} : issuesToFields(parsed.error.issues);
    },
    [loadSchema],
  );

  /**
   * Validation on leaving a field: only fields the visitor has been through show messages. Not
   * when focus moves to the submit button (the submission validates anyway), and a moment later
   * rather than at once: a message appearing under the field moves the button, and a click that
   * started on it must still land on it.
   */
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onBlur = useCallback(
    (e: FocusEvent<HTMLFormElement>) => {
      const target = e.target as unknown as HTMLInputElement;
      if (!target.name || target.type === "file" || target.type === "submit") return;
      touched.current.add(target.name);
      const next = e.relatedTarget as HTMLElement | null;
      if (next?.getAttribute("type") === "submit") return;
      const form = e.currentTarget;
      if (blurTimer.current) clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(async () => {
        blurTimer.current = null;
        if (sending.current || !form.isConnected) return;
        const all = await validate(form);
        if (sending.current || !form.isConnected) return;
        setErrors((prev) => {
          const merged = { ...prev };
          for (const name of touched.current) {
            if (all[name]) merged[name] = all[name];
            else delete merged[name];
          }
          return merged;
        });
      }, 200);
    },
    [validate],
  );
  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  /** A field that shows a problem is checked again as it changes, so the message goes once fixed. */
  const onInput = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const target = e.target as HTMLInputElement;
      if (!target.name || !errors[target.name] || target.type === "file") return;
      const all = await validate(e.currentTarget);
      if (!all[target.name]) {
        setErrors((prev) => {
          const next = { ...prev };
          delete next[target.name];
          return next;
        });
      }
    },
    [errors, validate],
  );

  const setFieldError = useCallback((name: string, message: string | null) => {
    setErrors((prev) => {
      const next = { ...prev };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const onSubmit = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (sending.current) return;
      if (blurTimer.current) {
        clearTimeout(blurTimer.current);
        blurTimer.current = null;
      }
      const form = e.currentTarget;
      // Held from here: the checks may wait for the schema to load, and a second press meanwhile
      // must not send twice.
      sending.current = true;
      for (const f of fields) touched.current.add(f);
      let found: Record<string, string>;
      try {
        found = { ...(await validate(form)), ...(extraChecks ? await extraChecks(form) : {}) };
      } catch (err) {
        sending.current = false;
        throw err;
      }
      setErrors(found);
      setShowSummary(Object.keys(found).length > 0);
      if (Object.keys(found).length) {
        sending.current = false;
        setPhase({ kind: "editing" });
        setFocusTick((n) => n + 1);
        setSubmits((n) => n + 1);
        return;
      }
      setPhase({ kind: "sending", progress: trackProgress ? 0 : null });
      const result = await sendForm(
        endpoint,
        new FormData(form),
        trackProgress ? (p) => setPhase({ kind: "sending", progress: p }) : undefined,
      );
      sending.current = false;
      setSubmits((n) => n + 1);
      switch (result.kind) {
        case "ok":
          form.reset();
          touched.current.clear();
          setErrors({});
          setPhase({ kind: "sent" });
          return;
        case "invalid":
          setErrors(result.fields);
          setShowSummary(true);
          setPhase({ kind: "editing" });
          setFocusTick((n) => n + 1);
          return;
        case "rateLimited":
          setPhase({ kind: "failed", reason: "rateLimited", retryAfter: result.retryAfter });
          return;
        case "tooLarge":
          setPhase({ kind: "failed", reason: "tooLarge" });
          return;
        case "server":
          setPhase({ kind: "failed", reason: "server" });
          return;
        default:
          setPhase({ kind: "failed", reason: "network" });
      }
    },
    [endpoint, extraChecks, fields, trackProgress, validate],
  );

  /** Back to an empty form after a confirmation ("Send another message"). */
  const startOver = useCallback(() => {
    setErrors({});
    touched.current.clear();
    setPhase({ kind: "editing" });
  }, []);

  return {
    formRef,
    fields,
    /** What the visitor typed, shown again after a failed no-JavaScript post. */
    serverValues: server?.values,
    errors,
    phase,
    hydrated,
    showSummary: showSummary && Object.keys(errors).length > 0,
    setFieldError,
    startOver,
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      method: "post" as const,
      noValidate: true,
      onSubmit,
      onBlur,
      onInput,
      onFocus: loadSchema,
      "aria-busy": phase.kind === "sending" ? true : undefined,
      "data-submits": submits,
    },
  };
}
