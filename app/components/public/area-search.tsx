import { Search } from "lucide-react";
import { Form, useNavigate } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { fieldClass, labelClass } from "./listing-search.tsx";

export function areaHref(location: string, type?: string): string {
  const q = type && type !== "Any" ? `?type=${encodeURIComponent(type)}` : "";
  return `/area/${encodeURIComponent(location)}${q}`;
}

/**
 * Location dropdown and Search (docs/product/specification.md §2 Areas). A GET form to /area, which redirects to
 * /area/{location} without JavaScript; with JavaScript it goes there directly.
 */
export function AreaSearch({
  locations,
  current,
  type,
  showType = false,
}: {
  locations: readonly string[];
  current?: string;
  type?: string;
  showType?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/area"
      role="search"
      aria-label={t("pub.areas.title")}
      onSubmit={(e) => {
        const form = new FormData(e.currentTarget);
        const location = String(form.get("location") ?? "").trim();
        if (!location) return;
        e.preventDefault();
        navigate(areaHref(location, String(form.get("type") ?? "")));
      }}
      className="grid gap-3 rounded-xl bg-white/95 p-4 text-ink shadow-xl backdrop-blur md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <label className={labelClass}>
        {t("pub.areas.location")}
        <select name="location" defaultValue={current ?? ""} required className={`${fieldClass} max-h-60`}>
          <option value="">{t("pub.areas.choose")}</option>
          {current && !locations.includes(current) ? <option value={current}>{current}</option> : null}
          {/* No value attribute: an option's value is its text, so each name is sent once. */}
          {locations.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      {showType ? (
        <label className={labelClass}>
          {t("pub.area.type")}
          <select name="type" defaultValue={type ?? ""} className={fieldClass}>
            <option value="">{t("pub.listing.any")}</option>
            <option value="residential">{t("pub.listing.residential")}</option>
            <option value="commercial">{t("pub.listing.commercial")}</option>
          </select>
        </label>
      ) : (
        <span className="max-md:hidden" />
      )}
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-ink px-6 font-medium text-white hover:bg-sand-dark"
      >
        <Search aria-hidden className="size-5" />
        {t("pub.areas.search")}
      </button>
    </Form>
  );
}
