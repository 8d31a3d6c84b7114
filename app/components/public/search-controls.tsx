import { ChevronDown, Search, X } from "../icons.ts";
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { Link } from "../ui/locale-link.tsx";
import { formatMoney, type Translate, useLocale, useT } from "../../lib/i18n/index.ts";
import { textLang } from "../../lib/i18n/locale.ts";
import {
  BEDROOM_COUNTS,
  canonicalLocation,
  cityKey,
  groupByEmirate,
  locationSpellings,
  type PricePeriod,
  priceSteps,
} from "../../modules/properties/listing-search.ts";

/** The controls of the public search forms (home, listing pages, areas): one look, one markup. */
export const fieldClass =
  "min-h-12 w-full rounded-md border border-line bg-white px-3 text-base text-ink focus:border-ink";
export const labelClass = "grid gap-1 text-sm font-medium text-ink";

type SelectAttrs = Omit<ComponentProps<"select">, "children" | "className">;

/**
 * A labelled select of fixed choices; `any` adds the empty first option that leaves the filter off.
 */
export function ChoiceSelect({
  label,
  any,
  options,
  className = "",
  ...select
}: SelectAttrs & {
  label: string;
  any?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={`${fieldClass} ${className}`} {...select}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

// ---------- prices and rooms ----------

/** "Max price (AED/year)": the price control's label in the search's period. */
export function priceLabel(t: Translate, bound: "min" | "max", period: PricePeriod): string {
  if (bound === "min") return t(period ? `pub.listing.minPrice.${period}` : "pub.listing.minPrice");
  return t(period ? `pub.listing.maxPrice.${period}` : "pub.listing.maxPrice");
}

/**
 * The price choices of a period; a `current` value from the address that is not one of them (an
 * old or hand-made link) stays choosable rather than silently changing.
 */
export function priceChoices(t: Translate, period: PricePeriod, current?: string) {
  const steps = [...priceSteps(period)];
  const n = Number(current);
  if (current && Number.isFinite(n) && n >= 0 && !steps.includes(n)) {
    steps.push(n);
    steps.sort((a, b) => a - b);
  }
  return steps.map((p) => ({ value: String(p), label: formatMoney(t, p, { zero: true }) }));
}

/** Studio, 1 … 7 (the bedroom filter is exact). */
export function bedroomChoices(t: Translate) {
  return BEDROOM_COUNTS.map((n) => ({ value: String(n), label: n === 0 ? t("property.studio") : String(n) }));
}

// ---------- location ----------

/** Set once the first page has hydrated: later mounts (client navigations) start enhanced. */
let hydrated = false;

interface LocationOption {
  value: string;
  label: string;
  id: string;
}

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
              {/* No value attribute: an option's value is its text, so each name is sent once. */}
              {g.names.map((l) => (
                <option key={l} lang={textLang(locale, l)}>
                  {l}
                </option>
              ))}
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

/** The text shown for a value: empty for the "every location" choice (its label is the placeholder). */
function shownText(value: string, first: { value: string }) {
  return !value || value === first.value ? "" : canonicalLocation(value);
}

/** Whether a place matches typed text: any of its spellings contains it, case and spacing aside. */
function placeMatches(place: string, text: string) {
  const q = cityKey(text).replace(/\s+/g, " ");
  return !q || locationSpellings(place).some((s) => cityKey(s).includes(q));
}

function LocationCombobox({
  label,
  name,
  first,
  groups,
  committed,
  onCommit,
  className,
}: {
  label: string;
  name: string;
  first: { value: string; label: string };
  groups: { emirate: string; names: string[] }[];
  committed: string;
  onCommit: (v: string) => void;
  className: string;
}) {
  const t = useT();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const [text, setText] = useState(() => shownText(committed, first));
  const [open, setOpen] = useState(false);
  /** Typed since the list opened: the list is filtered by the text. */
  const [filtering, setFiltering] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  // The parent changed the value (restored from the session): show it. Keyed on the values, not on
  // `first` itself: a parent re-render passes a new object, and must not wipe what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `first.value` is all shownText reads of it
  useEffect(() => {
    setText(shownText(committed, first));
  }, [committed, first.value]);

  /** The visible options, flat (for the keys) and grouped (for the markup). */
  const { flat, shownGroups } = useMemo(() => {
    const flat: LocationOption[] = [];
    let n = 0;
    const opt = (value: string, label: string): LocationOption => {
      const o = { value, label, id: `${id}-opt-${n++}` };
      flat.push(o);
      return o;
    };
    const q = filtering ? text : "";
    if (first.value && !q.trim()) opt(first.value, first.label);
    const shownGroups = groups
      .map((g) => ({
        emirate: g.emirate,
        options: g.names.filter((p) => placeMatches(p, q)).map((p) => opt(p, p)),
      }))
      .filter((g) => g.options.length > 0);
    return { flat, shownGroups };
  }, [groups, first, filtering, text, id]);
  const firstOption = flat[0]?.value === first.value && first.value ? flat[0] : null;

  /** What the form sends: the place the text names, else the text, else the "every location" value. */
  const fieldValue = (() => {
    const typed = text.trim();
    if (!typed) return first.value;
    const exact = groups
      .flatMap((g) => g.names)
      .find((p) => locationSpellings(p).some((s) => cityKey(s) === cityKey(typed)));
    return exact ?? canonicalLocation(typed);
  })();

  const choose = (o: LocationOption) => {
    setText(shownText(o.value, first));
    setOpen(false);
    setFiltering(false);
    setActive(-1);
    onCommit(o.value);
  };
  const openList = (at: "current" | "first" | "last" | "none") => {
    setOpen(true);
    setFiltering(false);
    if (at === "none") return setActive(-1);
    // Unfiltered, the options are all there: start from the chosen one.
    const all = flat.length;
    if (at === "last") return setActive(all - 1);
    const i = flat.findIndex((o) => o.value === committed);
    setActive(at === "current" && i >= 0 ? i : 0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = flat.length;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open) openList(e.altKey ? "none" : "current");
        else if (n) setActive((a) => (a + 1) % n);
        break;
      case "ArrowUp":
        e.preventDefault();
        if (!open) openList("last");
        else if (n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
        break;
      case "Enter":
        if (open && active >= 0 && flat[active]) {
          e.preventDefault();
          choose(flat[active]);
        } else setOpen(false);
        break;
      case "Escape":
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          setText("");
          setFiltering(false);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  // Keep the active option in view as the arrows move.
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(flat[active]?.id ?? "")?.scrollIntoView({ block: "nearest" });
  }, [open, active, flat]);

  const count = flat.filter((o) => o !== firstOption).length;
  return (
    <div className={labelClass} ref={wrapRef}>
      <label id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? flat[active]?.id : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={first.label}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFiltering(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            if (fieldValue !== committed) onCommit(fieldValue);
          }}
          className={`${fieldClass} pe-11 ${className}`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("pub.location.toggle")}
          aria-expanded={open}
          aria-controls={listId}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) setOpen(false);
            else openList("current");
          }}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted"
        >
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        <input type="hidden" name={name} value={fieldValue} />
        <ListboxPopup anchor={wrapRef} open={open}>
          <div
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className="max-h-[inherit] overflow-y-auto overscroll-contain rounded-md border border-line bg-white py-1 text-start text-base text-ink shadow-xl"
          >
            {firstOption ? (
              <Option
                option={firstOption}
                active={flat[active] === firstOption}
                selected={committed === first.value}
                choose={choose}
              />
            ) : null}
            {shownGroups.map((g) => (
              // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox (APG), not a form fieldset
              <ul key={g.emirate} role="group" aria-labelledby={`${id}-${g.emirate}`} className="py-1">
                <li
                  role="presentation"
                  id={`${id}-${g.emirate}`}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-sand-dark uppercase"
                >
                  {t(`pub.emirate.${g.emirate}` as "pub.emirate.Dubai")}
                </li>
                {g.options.map((o) => (
                  <Option
                    key={o.value}
                    option={o}
                    active={flat[active] === o}
                    selected={o.value === committed}
                    choose={choose}
                    as="li"
                  />
                ))}
              </ul>
            ))}
            {count === 0 && text.trim() ? (
              <p className="px-3 py-2 text-sm text-muted">
                {t("pub.location.noMatch", { text: text.trim() })}
              </p>
            ) : null}
          </div>
        </ListboxPopup>
        <span role="status" className="sr-only">
          {open ? t("pub.location.results", { n: count }) : ""}
        </span>
      </div>
    </div>
  );
}

function Option({
  option,
  active,
  selected,
  choose,
  as = "div",
}: {
  option: LocationOption;
  active: boolean;
  selected: boolean;
  choose: (o: LocationOption) => void;
  as?: "div" | "li";
}) {
  const Tag = as;
  const locale = useLocale();
  return (
    <Tag
      id={option.id}
      lang={textLang(locale, option.label)}
      role="option"
      // The APG list-autocomplete pattern marks the visually focused option as selected.
      aria-selected={active}
      data-current={selected || undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(option)}
      className={`flex min-h-11 cursor-pointer items-center px-3 ${active ? "bg-ink text-white" : "hover:bg-paper"} ${selected ? "font-semibold" : ""}`}
    >
      {option.label}
    </Tag>
  );
}

/**
 * The listbox, drawn in a layer of its own under the field (fixed to the viewport), so the page
 * hero's clipping cannot cut it off; it flips above the field when there is more room there.
 */
function ListboxPopup({
  anchor,
  open,
  children,
}: {
  anchor: React.RefObject<HTMLDivElement | null>;
  open: boolean;
  children: ReactNode;
}) {
  const [box, setBox] = useState<{
    top?: number;
    bottom?: number;
    left: number;
    width: number;
    max: number;
  }>();
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const field = anchor.current?.querySelector("input[role=combobox]")?.getBoundingClientRect();
      if (!field) return;
      const below = window.innerHeight - field.bottom - 8;
      const above = field.top - 8;
      const up = below < 240 && above > below;
      // At least 18rem wide (names wrap less), never past the viewport; aligned to the field's start.
      const width = Math.min(Math.max(field.width, 288), window.innerWidth - 16);
      const rtl = getComputedStyle(anchor.current as Element).direction === "rtl";
      const start = rtl ? field.right - width : field.left;
      setBox({
        left: Math.max(8, Math.min(start, window.innerWidth - width - 8)),
        width,
        ...(up ? { bottom: window.innerHeight - field.top + 4 } : { top: field.bottom + 4 }),
        max: Math.max(160, Math.min(352, up ? above : below)),
      });
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open, anchor]);
  // Always in the document (hidden when closed), so aria-controls names an element.
  return createPortal(
    <div
      hidden={!open || !box}
      className="fixed z-50"
      style={
        box
          ? { top: box.top, bottom: box.bottom, left: box.left, width: box.width, maxHeight: box.max }
          : undefined
      }
    >
      {children}
    </div>,
    document.body,
  );
}

// ---------- chips ----------

/** The active filters, each a link that removes it (works without JavaScript), and "Clear all". */
export function FilterChips({
  chips,
  clear,
}: {
  chips: { key: string; label: string; remove: string }[];
  clear?: string;
}) {
  const t = useT();
  if (!chips.length) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <ul aria-label={t("pub.chips.label")} className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <Link
              to={c.remove}
              preventScrollReset
              aria-label={t("pub.chips.remove", { label: c.label })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-sand-light ps-4 pe-3 text-sm font-medium text-ink hover:border-ink"
            >
              {c.label}
              <X aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      {clear && chips.length > 1 ? (
        <Link to={clear} className="inline-flex min-h-11 items-center px-2 text-sm font-medium underline">
          {t("pub.chips.clear")}
        </Link>
      ) : null}
    </div>
  );
}

export function SearchButton({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-ink px-6 font-medium text-white hover:bg-sand-dark ${className}`}
    >
      <Search aria-hidden className="size-5" />
      {children}
    </button>
  );
}
