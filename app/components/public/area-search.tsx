import { Form, useLocaleNavigate } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { propertyTypeChoices } from "./listing-search.tsx";
import { ChoiceSelect, SearchButton } from "./search-controls.tsx";
import { LocationSelect } from "./location-select.tsx";

export function areaHref(location: string, type?: string): string {
  const q = type && type !== "Any" ? `?type=${encodeURIComponent(type)}` : "";
  return `/area/${encodeURIComponent(location)}${q}`;
}

/**
 * Location combobox and Search (docs/product/specification.md §2 Areas). A GET form to /area, which
 * redirects to /area/{location} without JavaScript; with JavaScript it goes there directly. The
 * places are the de-duplicated names of `locations`, grouped by emirate.
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
  const navigate = useLocaleNavigate();
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
      <LocationSelect
        label={t("pub.areas.location")}
        name="location"
        defaultValue={current ?? ""}
        first={{ value: "", label: t("pub.areas.choose") }}
        locations={locations}
        current={current}
      />
      {showType ? (
        <ChoiceSelect
          label={t("pub.area.type")}
          name="type"
          defaultValue={type ?? ""}
          any={t("pub.listing.any")}
          options={propertyTypeChoices(t)}
        />
      ) : (
        <span className="max-md:hidden" />
      )}
      <SearchButton>{t("pub.areas.search")}</SearchButton>
    </Form>
  );
}
