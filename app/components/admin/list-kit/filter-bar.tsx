import { Search, X } from "../../icons.ts";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useT } from "../../../lib/i18n/index.ts";
import { btn, field } from "../ui.ts";
import "../../../lib/i18n/admin.ts";

/**
 * The search form above every admin list: a GET form, so a filtered list has its own address,
 * with Apply and, once something is filtered, Reset (back to the bare path).
 */
export function FilterBar({
  filtered,
  children,
  ...rest
}: {
  filtered: boolean;
  children: ReactNode;
  "data-filters"?: boolean;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-line bg-white p-3"
      {...rest}
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className={btn.secondary}>
          <Search aria-hidden className="size-4" />
          {t("admin.list.apply")}
        </button>
        {filtered ? <ResetLink className={btn.ghost} icon /> : null}
      </div>
    </Form>
  );
}

/** Back to the unfiltered list: the current path without its query. */
export function ResetLink({ className, icon = false }: { className: string; icon?: boolean }) {
  const t = useT();
  const location = useLocation();
  return (
    <Link to={location.pathname} className={className}>
      {icon ? <X aria-hidden className="size-4" /> : null}
      {t("admin.list.reset")}
    </Link>
  );
}

/** The free-text filter, with a search icon at its start. */
export function SearchFilter({
  name,
  label,
  placeholder,
  value,
  className = "min-w-48 grow basis-64",
}: {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`f-${name}`} className={field.label}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-2.5 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`f-${name}`}
          name={name}
          type="search"
          defaultValue={value}
          key={value}
          className={`${field.input} ps-8`}
          placeholder={placeholder}
        />
      </div>
    </div>
  );
}

/** A choice filter that applies itself as soon as it changes. */
export function SelectFilter({
  name,
  label,
  value,
  options,
  allLabel,
  className,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first option, meaning no filter; absent when the choice always has a value (sorting). */
  allLabel?: string;
  className: string;
}) {
  const submit = useSubmit();
  return (
    <div className={className}>
      <label htmlFor={`f-${name}`} className={field.label}>
        {label}
      </label>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        className={field.input}
        onChange={(e) => submit(e.currentTarget.form)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The email search of the lead, career and newsletter lists. */
export function EmailSearchFilter({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <SearchFilter name="email" label={label} placeholder={t("admin.leads.searchPlaceholder")} value={value} />
  );
}
