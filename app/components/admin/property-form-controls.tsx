import { Minus, Plus } from "./icons.ts";
import { type Dispatch, type ReactNode, type SetStateAction, useRef } from "react";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import { ImageManager } from "./image-manager.tsx";
import { DISPLAY_LABEL } from "./labels.ts";
import { agentOptionLabel, useAgentLocked, useAgentOptions } from "./property-form-agents.tsx";
import {
  type CommaField,
  displaysFor,
  type FieldDef,
  isRequired,
  type RowListField,
  type ScalarField,
} from "./property-form-model.ts";
import {
  agentFills,
  chosenAgent,
  commaItems,
  type FieldErrors,
  type FormState,
  withAgent,
} from "./property-form-state.ts";
import { Required } from "./parts.tsx";
import { btn, field } from "./ui.ts";
import type { SaveState } from "./use-property-save.ts";
import "../../lib/i18n/admin.ts";

/** One field's input, by its kind; ids tie it to its label, hint and error. */
export function FieldControl({
  def: f,
  state,
  setState,
  setValue,
  errors,
  clearError,
  idOf,
  uid,
  save,
}: {
  def: FieldDef;
  state: FormState;
  setState: Dispatch<SetStateAction<FormState>>;
  setValue: (name: ScalarField, value: string) => void;
  errors: FieldErrors;
  clearError: (name: string) => void;
  idOf: (name: string) => string;
  uid: string;
  save: SaveState;
}): ReactNode {
  const t = useT();
  const agents = useAgentOptions();
  const agentLocked = useAgentLocked();
  const agent = chosenAgent(state.values, agents);
  // A field the chosen agent's profile fills is shown as it will be saved, and not typed over.
  const fromAgent = f.name in agentFills(agent);
  const saving = save.phase !== "idle";
  const describedBy = () => {
    const ids = [
      f.hint ? `${idOf(f.name)}-hint` : null,
      f.name === "agentId" && agent ? `${idOf(f.name)}-agent` : null,
      errors[f.name] ? `${idOf(f.name)}-error` : null,
    ].filter(Boolean);
    return ids.length ? ids.join(" ") : undefined;
  };
  const common = {
    id: idOf(f.name),
    name: f.name,
    "aria-invalid": errors[f.name] ? true : undefined,
    "aria-describedby": describedBy(),
    "aria-required": isRequired(f, state.values) || undefined,
    className: fromAgent ? `${field.input} bg-paper text-muted` : field.input,
    // Arabic text is typed right to left, and read as Arabic (the admin around it stays English).
    ...arabicInput(f),
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
    const name = f.name as RowListField;
    return (
      <FeaturesEditor
        name={name}
        items={state[name]}
        onChange={(items) => setState((s) => ({ ...s, [name]: items }))}
        label={t(f.label)}
        idPrefix={idOf(name)}
        lang={f.lang}
      />
    );
  }
  if (f.kind === "comma") {
    const name = f.name as CommaField;
    const items = commaItems(state, name);
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
            {...arabicInput(f)}
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
  if (f.kind === "checks") {
    // A list of choices (the portals): one checkbox each, kept as the comma-separated value.
    const name = f.name as CommaField;
    const chosen = new Set(commaItems(state, name));
    const options = f.options?.(t) ?? [];
    return (
      <fieldset id={idOf(name)} aria-describedby={describedBy()} className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">{t(f.label)}</legend>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.has(o.value)}
              onChange={(e) => {
                const next = options
                  .map((x) => x.value)
                  .filter((v) => (v === o.value ? e.target.checked : chosen.has(v)));
                setState((s) => ({ ...s, comma: { ...s.comma, [name]: next.join(", ") } }));
                clearError(name);
              }}
              className="size-5 accent-ink"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    );
  }
  const name = f.name as ScalarField;
  const value = state.values[name];
  const onChange = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setValue(name, e.target.value);
    clearError(name);
  };
  if (f.kind === "textarea")
    return (
      <textarea
        {...common}
        rows={name === "desc" || name === "desc_ar" ? 6 : 3}
        value={value}
        onChange={onChange}
      />
    );
  if (name === "agentId") {
    // Choosing an agent fills the contact fields from their profile, as the save will.
    const known = new Set(agents.map((a) => a._id));
    return (
      <>
        <select
          {...common}
          value={value}
          disabled={agentLocked}
          onChange={(e) => {
            const id = e.target.value;
            setState((s) => ({ ...s, values: withAgent(s.values, id, agents) }));
            for (const key of ["agentId", "listedBy", "email", "number", "agentBrn"]) clearError(key);
          }}
        >
          <option value="">{t("admin.property.agent.none")}</option>
          {agents.map((a) => (
            <option key={a._id} value={a._id}>
              {agentOptionLabel(a, t)}
            </option>
          ))}
          {value && !known.has(value) ? (
            <option value={value}>{t("admin.property.agent.unknown", { id: value })}</option>
          ) : null}
        </select>
        {agent ? (
          <p id={`${idOf(f.name)}-agent`} className={field.hint} data-agent-note>
            {t("admin.property.agent.fromProfile", { name: agent.name })}
            {agentLocked ? ` ${t("admin.property.agent.locked")}` : ""}
          </p>
        ) : null}
      </>
    );
  }
  if (f.kind === "select") {
    const options =
      name === "display"
        ? displaysFor(state.values.type).map((d) => ({ value: d, label: t(DISPLAY_LABEL[d]) }))
        : (f.options?.(t) ?? []);
    const blank: MessageKey | null = f.blank
      ? f.blank(state.values)
      : name === "display"
        ? "admin.display.none"
        : isRequired(f, state.values)
          ? null
          : "admin.form.choose";
    return (
      <select
        {...common}
        value={value}
        onChange={onChange}
        disabled={name === "display" && options.length === 0}
      >
        {blank ? <option value="">{t(blank)}</option> : null}
        {!blank && value === "" ? <option value="">{t("admin.form.choose")}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
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
    return (
      <input
        {...common}
        type="email"
        autoComplete="off"
        value={value}
        onChange={onChange}
        readOnly={fromAgent}
      />
    );
  if (f.kind === "tel")
    return (
      <input
        {...common}
        type="tel"
        autoComplete="off"
        value={value}
        onChange={onChange}
        readOnly={fromAgent}
      />
    );
  if (f.kind === "url")
    return <input {...common} type="url" inputMode="url" value={value} onChange={onChange} />;
  return <input {...common} type="text" value={value} onChange={onChange} readOnly={fromAgent} />;
}

/** The direction and language of an Arabic field's inputs (none for the others). */
function arabicInput(f: Pick<FieldDef, "lang">): { dir?: "rtl"; lang?: "ar" } {
  return f.lang === "ar" ? { dir: "rtl", lang: "ar" } : {};
}

function allDone(s: FormState): Record<string, number> {
  return Object.fromEntries(s.images.filter((i) => i.kind === "file").map((i) => [i.key, 1]));
}

export function FieldLabel({
  def,
  htmlFor,
  required,
}: {
  def: FieldDef;
  htmlFor?: string;
  required: boolean;
}) {
  const t = useT();
  const content = (
    <>
      {t(def.label)}
      {required ? <Required /> : null}
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

/**
 * Features, one per row: "+" adds a row, "-" removes that row (docs/product/specification.md §2).
 * The Arabic features (`features_ar`) have an editor of their own, right to left.
 */
function FeaturesEditor({
  name,
  items,
  onChange,
  label,
  idPrefix,
  lang,
}: {
  name: RowListField;
  items: string[];
  onChange: (items: string[]) => void;
  label: string;
  idPrefix: string;
  lang?: "ar";
}) {
  const t = useT();
  const arabic = lang === "ar";
  const list = useRef<HTMLOListElement>(null);
  const focusRow = (i: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLInputElement>("input")[i]?.focus());
  return (
    <div>
      <ol
        ref={list}
        className="mt-1 grid gap-2"
        data-features={name === "features" ? "" : undefined}
        data-features-ar={name === "features_ar" ? "" : undefined}
      >
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
              {...arabicInput({ lang })}
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
              placeholder={t(arabic ? "admin.features.placeholderArabic" : "admin.features.placeholder")}
            />
            <button
              type="button"
              className={btn.icon}
              onClick={() => {
                const next = items.filter((_, j) => j !== i);
                onChange(next.length ? next : [""]);
                focusRow(Math.max(0, i - 1));
              }}
              aria-label={t(arabic ? "admin.features.removeArabic" : "admin.features.remove", { n: i + 1 })}
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
        {t(arabic ? "admin.features.addArabic" : "admin.features.add")}
      </button>
    </div>
  );
}
