import { ChevronDown } from "../icons.ts";
import {
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
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { textLang } from "../../lib/i18n/locale.ts";
import { usePlaceName } from "../../lib/i18n/places.ts";
import { canonicalLocation, cityKey, locationSpellings } from "../../modules/properties/listing-search.ts";
import { fieldClass, labelClass } from "./search-controls.tsx";

// The location field's combobox once the page has hydrated (location-select.tsx renders it).

interface LocationOption {
  value: string;
  label: string;
  id: string;
}

type PlaceName = ReturnType<typeof usePlaceName>;

/**
 * The text shown for a value, in the page's language: empty for the "every location" choice (its
 * label is the placeholder).
 */
function shownText(value: string, first: { value: string }, name: PlaceName) {
  return !value || value === first.value ? "" : name(canonicalLocation(value)).text;
}

/** The place typed text names: one of its spellings or its name in the page's language, case and spacing aside. */
function namesPlace(place: string, label: string, text: string) {
  const key = cityKey(text);
  return cityKey(label) === key || locationSpellings(place).some((s) => cityKey(s) === key);
}

/** Whether a place matches typed text: its name shown or any of its spellings contains it. */
function placeMatches(place: string, label: string, text: string) {
  const q = cityKey(text).replace(/\s+/g, " ");
  return !q || cityKey(label).includes(q) || locationSpellings(place).some((s) => cityKey(s).includes(q));
}

export function LocationCombobox({
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
  groups: readonly { readonly emirate: string; readonly names: readonly string[] }[];
  committed: string;
  onCommit: (v: string) => void;
  className: string;
}) {
  const t = useT();
  const placeName = usePlaceName();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const [text, setText] = useState(() => shownText(committed, first, placeName));
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
    setText(shownText(committed, first, placeName));
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
        options: g.names
          .map((p) => [p, placeName(p).text] as const)
          .filter(([p, label]) => placeMatches(p, label, q))
          .map(([p, label]) => opt(p, label)),
      }))
      .filter((g) => g.options.length > 0);
    return { flat, shownGroups };
  }, [groups, first, filtering, text, id, placeName]);
  const firstOption = flat[0]?.value === first.value && first.value ? flat[0] : null;

  /** What the form sends: the place the text names, else the text, else the "every location" value. */
  const fieldValue = (() => {
    const typed = text.trim();
    if (!typed) return first.value;
    const exact = groups.flatMap((g) => g.names).find((p) => namesPlace(p, placeName(p).text, typed));
    return exact ?? canonicalLocation(typed);
  })();

  const choose = (o: LocationOption) => {
    setText(shownText(o.value, first, placeName));
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
