import { Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

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

/**
 * A labelled select of locations. The first option is the "every location" choice; a `current`
 * value that is not in the list (an old link) stays choosable rather than silently changing.
 */
export function LocationSelect({
  label,
  first,
  locations,
  current,
  className = "",
  ...select
}: SelectAttrs & {
  label: string;
  first: { value: string; label: string };
  locations: readonly string[];
  /** Shown as an extra option when it is set and not one of `locations`. */
  current?: string;
  className?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={`${fieldClass} ${className}`} {...select}>
        <option value={first.value}>{first.label}</option>
        {current && !locations.includes(current) ? <option value={current}>{current}</option> : null}
        {/* No value attribute: an option's value is its text, so each name is sent once. */}
        {locations.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </select>
    </label>
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
