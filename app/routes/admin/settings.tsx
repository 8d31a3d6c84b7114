import { LoaderCircle } from "../../components/icons.ts";
import { Save } from "../../components/admin/icons.ts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFieldParts, useLeaveGuard } from "../../components/admin/form-guards.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader, Required } from "../../components/admin/parts.tsx";
import { formatDay } from "../../components/admin/labels.ts";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { btn, field } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import { FOREIGN_CURRENCIES, type ForeignCurrency } from "../../lib/display-units.ts";
import type { SettingsField, SiteSettings } from "../../modules/settings/settings.schema.ts";
import { getSiteSettings, updateSiteSettings } from "../../modules/settings/settings.service.server.ts";
import type { Route } from "./+types/settings";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.settings.title");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = adminApp(context, { adminsOnly: true });
  return { settings: await getSiteSettings(db) };
}

type TextField = Exclude<SettingsField, "acknowledgeApplications">;
/** The form's values, one per setting; the settings' nested groups are flattened to "social.x". */
type Values = Record<TextField, string> & { acknowledgeApplications: boolean };

/** What the action answers: a save's outcome, with the settings as stored after a success. */
interface SettingsResult extends EditorResult {
  settings?: SiteSettings;
}

interface TextDef {
  name: TextField;
  /** Marked required; the server decides all the same. */
  required?: boolean;
  hint?: boolean;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "url" | "tel" | "email" | "decimal";
  autoComplete?: string;
  /** As long as the schema allows, so nobody types past it. */
  maxLength: number;
  /** Takes the whole width of the group. */
  wide?: boolean;
  multiline?: boolean;
  /** Written in Arabic: typed right to left, `lang="ar"`. */
  arabic?: boolean;
}

interface Group {
  id: string;
  title: MessageKey;
  hint: MessageKey;
  fields: TextDef[];
  /** The one checkbox (lead emails). */
  checkbox?: boolean;
  /** The currency rates: the day they were set is shown under the hint. */
  ratesSetOn?: boolean;
}

const pathOrUrl = { inputMode: "url", maxLength: 2000, wide: true } as const;
const social = (name: TextField): TextDef => ({ name, type: "url", maxLength: 2000 });
/** A rate's field: dirhams for one unit, typed as a decimal number; blank when not offered. */
const rateField = (code: ForeignCurrency): TextDef => ({
  name: `currencyRates.${code}`,
  hint: true,
  inputMode: "decimal",
  maxLength: 20,
});

/** Every setting, in the order of the screen; the service validates each with the same schema. */
const GROUPS: Group[] = [
  {
    id: "agency",
    title: "admin.settings.group.agency",
    hint: "admin.settings.group.agency.hint",
    fields: [
      { name: "agencyName", required: true, hint: true, maxLength: 120, autoComplete: "organization" },
      { name: "orn", hint: true, maxLength: 40 },
      { name: "licence", hint: true, maxLength: 40 },
      { name: "tagline", hint: true, maxLength: 200, wide: true },
      { name: "logo", hint: true, ...pathOrUrl },
    ],
  },
  {
    id: "contact",
    title: "admin.settings.group.contact",
    hint: "admin.settings.group.contact.hint",
    fields: [
      { name: "phone", required: true, hint: true, type: "tel", maxLength: 40 },
      { name: "whatsapp", required: true, hint: true, type: "tel", maxLength: 40 },
      { name: "email", required: true, hint: true, type: "email", maxLength: 320 },
      { name: "openingHours", hint: true, maxLength: 200 },
      { name: "address", maxLength: 300, wide: true, multiline: true },
    ],
  },
  {
    id: "arabic",
    title: "admin.settings.group.arabic",
    hint: "admin.settings.group.arabic.hint",
    fields: [
      { name: "arabic.tagline", maxLength: 200, wide: true, arabic: true },
      { name: "arabic.openingHours", maxLength: 200, arabic: true },
      { name: "arabic.address", maxLength: 300, wide: true, multiline: true, arabic: true },
    ],
  },
  {
    id: "social",
    title: "admin.settings.group.social",
    hint: "admin.settings.group.social.hint",
    fields: [
      social("social.instagram"),
      social("social.facebook"),
      social("social.linkedin"),
      social("social.youtube"),
      social("social.x"),
    ],
  },
  {
    id: "currency",
    title: "admin.settings.group.currency",
    hint: "admin.settings.group.currency.hint",
    fields: FOREIGN_CURRENCIES.map(rateField),
    ratesSetOn: true,
  },
  {
    id: "leads",
    title: "admin.settings.group.leads",
    hint: "admin.settings.group.leads.hint",
    fields: [{ name: "leadsEmail", hint: true, type: "email", maxLength: 320, wide: true }],
    checkbox: true,
  },
  {
    id: "hero",
    title: "admin.settings.group.hero",
    hint: "admin.settings.group.hero.hint",
    fields: [
      { name: "heroVideos.buy", ...pathOrUrl },
      { name: "heroVideos.holiday", ...pathOrUrl },
      { name: "heroVideos.areas", ...pathOrUrl },
    ],
  },
];

const TEXT_FIELDS = GROUPS.flatMap((g) => g.fields.map((f) => f.name));
/** The fields in screen order, to focus the first one refused. */
const ORDER: SettingsField[] = GROUPS.flatMap((g) => [
  ...g.fields.map((f) => f.name),
  ...(g.checkbox ? (["acknowledgeApplications"] as const) : []),
]);

function toValues(s: SiteSettings): Values {
  return {
    agencyName: s.agencyName,
    logo: s.logo,
    tagline: s.tagline,
    orn: s.orn,
    licence: s.licence,
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    address: s.address,
    openingHours: s.openingHours,
    "arabic.tagline": s.arabic.tagline,
    "arabic.address": s.arabic.address,
    "arabic.openingHours": s.arabic.openingHours,
    "social.instagram": s.social.instagram,
    "social.facebook": s.social.facebook,
    "social.linkedin": s.social.linkedin,
    "social.youtube": s.social.youtube,
    "social.x": s.social.x,
    leadsEmail: s.leadsEmail,
    acknowledgeApplications: s.acknowledgeApplications,
    "heroVideos.buy": s.heroVideos.buy,
    "heroVideos.holiday": s.heroVideos.holiday,
    "heroVideos.areas": s.heroVideos.areas,
    ...rateValues(s.currencyRates),
  };
}

/** The rates as the form shows them: the number as written ("3.6725"), blank for a currency not offered. */
function rateValues(
  rates: SiteSettings["currencyRates"],
): Record<`currencyRates.${ForeignCurrency}`, string> {
  return Object.fromEntries(
    FOREIGN_CURRENCIES.map((c) => [`currencyRates.${c}`, rates[c] === null ? "" : String(rates[c])]),
  ) as Record<`currencyRates.${ForeignCurrency}`, string>;
}

/** The posted form as the service takes it: every setting, in its groups; an unticked box is false. */
function settingsInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const v = form.get(name);
    const [group, key] = name.split(".");
    const value = typeof v === "string" ? v : undefined;
    if (key) input[group] = { ...(input[group] as Record<string, unknown> | undefined), [key]: value };
    else input[name] = value;
  }
  input.acknowledgeApplications = form.get("acknowledgeApplications") === "on";
  return input;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  let settings: SiteSettings | undefined;
  const result = await runEditorIntent(form, {
    save: async () => {
      settings = await updateSiteSettings(db, actor, settingsInput(form));
      return translate("en", "admin.settings.saved");
    },
  });
  if (!settings) return result;
  return { ...(result as EditorResult), settings } satisfies SettingsResult;
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const uid = useId();
  const fetcher = useFetcher<SettingsResult>();
  useActionToast(fetcher);
  const [saved, setSaved] = useState<Values>(() => toValues(loaderData.settings));
  const [values, setValues] = useState<Values>(saved);
  const [ratesSetOn, setRatesSetOn] = useState(loaderData.settings.currencyRatesSetOn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const handled = useRef<SettingsResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const dirty = ORDER.some((name) => values[name] !== saved[name]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const { idOf, describedBy, hintOf, errorOf } = useFieldParts(uid, errors);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.settings) {
      // What was stored (trimmed, the WhatsApp number as digits) is what the form shows now.
      const next = toValues(result.settings);
      setSaved(next);
      setValues(next);
      setRatesSetOn(result.settings.currencyRatesSetOn);
      setErrors({});
    } else {
      const fields = result.fields ?? {};
      setErrors(fields);
      const first = ORDER.find((name) => fields[name]);
      if (first) {
        const el = document.getElementById(idOf(first));
        el?.focus();
        el?.scrollIntoView({ block: "center" });
      }
    }
  }, [fetcher.state, fetcher.data, idOf]);

  // Unsaved changes: ask before leaving for another admin page, and let the browser ask on unload.
  const leaveGuard = useLeaveGuard(() => dirtyRef.current, "admin.settings.leaveBody");

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
  };

  // The rates as stored (not as being typed): that none are, or the day they were set.
  const ratesLine = FOREIGN_CURRENCIES.every((c) => saved[`currencyRates.${c}`] === "")
    ? t("admin.settings.currency.none")
    : ratesSetOn
      ? t("admin.settings.currency.setOn", { date: formatDay(ratesSetOn) })
      : null;

  const textField = (f: TextDef): ReactNode => {
    // An address (web or email) reads left to right and is not spell-checked; Arabic right to left.
    const address = f.type === "url" || f.inputMode === "url" || f.type === "email";
    const props = {
      id: idOf(f.name),
      name: f.name,
      value: values[f.name],
      maxLength: f.maxLength,
      autoComplete: f.autoComplete ?? "off",
      readOnly: busy,
      "aria-invalid": errors[f.name] ? true : undefined,
      "aria-describedby": describedBy(f.name, !!f.hint),
      "aria-required": f.required || undefined,
      dir: f.arabic ? "rtl" : address ? "ltr" : undefined,
      lang: f.arabic ? "ar" : undefined,
      // Kept clear of the sticky save bar (and the phone's top bar) when focus scrolls to them.
      className: `${field.input} min-w-0 scroll-mt-20 scroll-mb-24`,
    };
    return (
      <div key={f.name} className={`min-w-0 ${f.wide ? "sm:col-span-2" : ""}`} data-field={f.name}>
        <label htmlFor={idOf(f.name)} className={field.label}>
          {t(`admin.settings.field.${f.name}`)}
          {f.required ? <Required /> : null}
        </label>
        {f.multiline ? (
          <textarea
            {...props}
            rows={2}
            onChange={(e) => set(f.name, e.currentTarget.value)}
            className={`${props.className} resize-y`}
          />
        ) : (
          <input
            {...props}
            type={f.type ?? "text"}
            inputMode={f.inputMode}
            spellCheck={address ? false : undefined}
            onChange={(e) => set(f.name, e.currentTarget.value)}
          />
        )}
        {f.hint ? hintOf(f.name, `admin.settings.field.${f.name}.hint` as MessageKey) : null}
        {errorOf(f.name)}
      </div>
    );
  };

  return (
    <div className="max-w-4xl">
      <PageHeader title={t("admin.settings.title")} />
      <p className="mb-3 text-sm text-muted">{t("admin.settings.lead")}</p>
      <p className="mb-4 text-xs text-muted">
        <span aria-hidden className="text-expired">
          *
        </span>{" "}
        {t("admin.form.requiredNote")}
      </p>

      <fetcher.Form method="post" noValidate aria-busy={busy} data-settings-form>
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-5">
          {GROUPS.map((g) => (
            <fieldset
              key={g.id}
              className="min-w-0 rounded-lg border border-line bg-white px-4 pt-2 pb-4 sm:px-5"
              aria-describedby={
                g.ratesSetOn && ratesLine
                  ? `${uid}-${g.id}-hint ${uid}-${g.id}-set-on`
                  : `${uid}-${g.id}-hint`
              }
              data-section={g.id}
            >
              <legend className="px-1 text-sm font-semibold">{t(g.title)}</legend>
              <p id={`${uid}-${g.id}-hint`} className="mt-1 text-sm text-muted">
                {t(g.hint)}
              </p>
              {g.ratesSetOn && ratesLine ? (
                <p
                  id={`${uid}-${g.id}-set-on`}
                  className="mt-2 text-sm font-medium text-ink"
                  data-rates-set-on
                >
                  {ratesLine}
                </p>
              ) : null}
              <div className="mt-3 grid gap-x-4 gap-y-4 sm:grid-cols-2">
                {g.fields.map(textField)}
                {g.checkbox ? (
                  <div className="min-w-0 sm:col-span-2" data-field="acknowledgeApplications">
                    <label className="inline-flex items-start gap-2 text-sm font-medium text-ink">
                      <input
                        id={idOf("acknowledgeApplications")}
                        type="checkbox"
                        name="acknowledgeApplications"
                        value="on"
                        checked={values.acknowledgeApplications}
                        onChange={(e) => set("acknowledgeApplications", e.currentTarget.checked)}
                        disabled={busy}
                        aria-invalid={errors.acknowledgeApplications ? true : undefined}
                        aria-describedby={describedBy("acknowledgeApplications", true)}
                        className="mt-0.5 size-4 shrink-0 accent-ink"
                      />
                      {t("admin.settings.field.acknowledgeApplications")}
                    </label>
                    <div className="ps-6">
                      {hintOf("acknowledgeApplications", "admin.settings.field.acknowledgeApplications.hint")}
                      {errorOf("acknowledgeApplications")}
                    </div>
                  </div>
                ) : null}
              </div>
            </fieldset>
          ))}
        </div>

        <div className="sticky bottom-0 z-10 mt-5 flex flex-wrap items-center gap-3 rounded-t-lg border border-b-0 border-line bg-white/95 px-4 py-3 backdrop-blur sm:px-5">
          <p className="me-auto text-sm text-muted" aria-live="polite" data-save-state>
            {busy ? t("admin.form.saving") : dirty ? t("admin.form.unsaved") : t("admin.form.noChanges")}
          </p>
          <button type="submit" className={btn.primary} disabled={busy} data-save>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden className="size-4" />
            )}
            {t("admin.form.saveChanges")}
          </button>
        </div>
      </fetcher.Form>

      {leaveGuard}
    </div>
  );
}
