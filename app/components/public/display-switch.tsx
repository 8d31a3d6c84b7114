import { Coins } from "../icons.ts";
import { useId } from "react";
import { useLocation } from "react-router";
import { useDisplay } from "../../lib/display.ts";
import { AREA_UNITS } from "../../lib/display-units.ts";
import { useT } from "../../lib/i18n/index.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { offeredCurrencies } from "../../modules/settings/settings.display.ts";
import { useRootData } from "../../root.tsx";
import { Form } from "../ui/locale-link.tsx";

/**
 * The visitor's currency and area unit (issue 20): a small form posting to /preferences, which keeps
 * both in cookies and comes back to this page (with or without JavaScript). Only the currencies the
 * agency gave a rate for are offered; prices stay set, filtered and sorted in dirhams.
 */
export function DisplayForm({ className = "" }: { className?: string }) {
  const t = useT();
  const display = useDisplay();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const { pathname, search } = useLocation();
  const id = useId();
  const field =
    "mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-sand";
  return (
    <Form method="post" action="/preferences" reloadDocument className={`grid gap-3 ${className}`}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <div>
        <label htmlFor={`${id}-currency`} className="text-sm font-medium">
          {t("pub.prefs.currency")}
        </label>
        <select id={`${id}-currency`} name="currency" defaultValue={display.currency} className={field}>
          {offeredCurrencies(settings).map((c) => (
            <option key={c} value={c}>
              {c} – {t(`currency.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-unit`} className="text-sm font-medium">
          {t("pub.prefs.unit")}
        </label>
        <select id={`${id}-unit`} name="unit" defaultValue={display.unit} className={field}>
          {AREA_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`pub.prefs.${u}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-muted">{t("pub.prefs.note")}</p>
      <button
        type="submit"
        className="min-h-11 rounded-full bg-ink px-5 text-sm font-medium text-white hover:bg-sand-dark"
      >
        {t("pub.prefs.apply")}
      </button>
    </Form>
  );
}

/**
 * The header's switch: the current choice ("AED · sqft") opening the form. A native disclosure, so
 * it opens before the page's scripts run and with the keyboard.
 */
export function DisplaySwitch({ className }: { className: string }) {
  const t = useT();
  const display = useDisplay();
  return (
    <details className="group/prefs relative" data-display-switch="">
      <summary className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Coins aria-hidden className="size-4" />
        <span className="sr-only">{t("pub.prefs.label")}: </span>
        {/* Where the bar is short, the currency alone (the unit stays in the name). */}
        <span aria-hidden className="xl:hidden">
          {display.currency}
        </span>
        <span className="max-xl:sr-only">
          {t("pub.prefs.summary", { currency: display.currency, unit: t(`unit.${display.unit}`) })}
        </span>
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 w-72 rounded-lg whitespace-normal border border-line bg-white p-4 text-start text-ink shadow-lg">
        <DisplayForm />
      </div>
    </details>
  );
}
