import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { placeName } from "../../lib/i18n/places.ts";
import { canonicalLocation, cityKey, groupByEmirate } from "../../modules/properties/listing-search.ts";
import { fieldClass, labelClass } from "./search-controls.tsx";
import { LocationCombobox } from "./location-combobox.tsx";

/** Set once the first page has hydrated: later mounts (client navigations) start enhanced. */
let hydrated = false;

/**
 * The location field of the public search forms: a type-ahead combobox (WAI-ARIA APG "editable
 * combobox with list autocomplete") over the de-duplicated place names, grouped by emirate.
 *
 * Before hydration it is a plain native select of the same names (grouped with optgroups), so the
 * GET form submits without JavaScript; once the page is interactive it becomes an input with
 * role=combobox, a listbox of grouped options, Arrow / Enter / Escape keys and typing that filters.
 * The form field itself is a hidden input: the chosen place, or what was typed (the city filter is
 * a substring match), or `first.value` when empty.
 */
export function LocationSelect({
  label,
  name,
  first,
  locations,
  current,
  value,
  defaultValue,
  onValueChange,
  className = "",
}: {
  label: string;
  name: string;
  /** The "every location" choice (`{value: "Dubai", label: "Dubai (all areas)"}`) or a placeholder (value ""). */
  first: { value: string; label: string };
  locations: readonly string[];
  /** Shown as an extra choice when it is set and not one of `locations` (an old link). */
  current?: string;
  /** Controlled value (the parent keeps it); otherwise `defaultValue`. */
  value?: string;
  defaultValue?: string;
  /** A place was chosen, or the typed text was left (blur). */
  onValueChange?: (value: string) => void;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [enhanced, setEnhanced] = useState(hydrated);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [internal, setInternal] = useState(value ?? defaultValue ?? first.value);
  const committed = value ?? internal;
  const commit = (v: string) => {
    setInternal(v);
    onValueChange?.(v);
  };

  const groups = useMemo(() => {
    const names = [...locations];
    if (current && !names.some((n) => cityKey(n) === cityKey(canonicalLocation(current))))
      names.push(current);
    return groupByEmirate(names);
  }, [locations, current]);

  // A layout effect: the swap happens in the hydrating commit, before anything can interact.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useLayoutEffect(() => {
    hydrated = true;
    if (enhanced) return;
    // A place chosen in the native select before the page hydrated is kept.
    const el = selectRef.current;
    const rendered = el ? [...el.options].find((o) => o.defaultSelected)?.value : undefined;
    if (el && rendered !== undefined && el.value !== rendered) commit(el.value);
    setEnhanced(true);
  }, []);

  if (!enhanced) {
    const selected = committed && committed !== first.value ? canonicalLocation(committed) : first.value;
    return (
      <label className={labelClass}>
        {label}
        <select ref={selectRef} name={name} defaultValue={selected} className={`${fieldClass} ${className}`}>
          <option value={first.value}>{first.label}</option>
          {groups.map((g) => (
            <optgroup key={g.emirate} label={t(`pub.emirate.${g.emirate}`)}>
              {/* No value attribute where an option's value is its text (English), so each name
                  is sent once; an Arabic page shows the Arabic name and sends the English. */}
              {g.names.map((l) => {
                const shown = placeName(l, locale);
                return (
                  <option key={l} value={shown.text === l ? undefined : l} lang={shown.lang}>
                    {shown.text}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </label>
    );
  }
  return (
    <LocationCombobox
      label={label}
      name={name}
      first={first}
      groups={groups}
      committed={committed}
      onCommit={commit}
      className={className}
    />
  );
}
