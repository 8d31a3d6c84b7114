import { Search, X } from "../icons.ts";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "../ui/locale-link.tsx";
import { formatMoney, type Translate, useT } from "../../lib/i18n/index.ts";
import { BEDROOM_COUNTS, type PricePeriod, priceSteps } from "../../modules/properties/listing-search.ts";

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
