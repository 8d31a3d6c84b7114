import { SlidersHorizontal } from "../icons.ts";
import { type FormEvent, useState } from "react";
import { useLocation, useNavigation, useSubmit } from "react-router";
import { Form } from "../ui/locale-link.tsx";
import { type Locale, type Translate, useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import {
  ALL_DUBAI,
  activeFilters,
  LISTING_PARAMS,
  type ListingPage,
  type ListingParam,
  type ListingParams,
  meansEveryLocation,
  type PricePeriod,
  panelFields,
  pricePeriodOf,
  sortedSearch,
  withoutFilter,
} from "../../modules/properties/listing-search.ts";
import { PROPERTY_KINDS, SORTS, type Sort } from "../../modules/properties/property.constants.ts";
import { KIND_LABEL } from "../property/enum-labels.ts";
import { bedroomChoices, ChoiceSelect, priceChoices, priceLabel, SearchButton } from "./search-controls.tsx";
import { LocationSelect } from "./location-select.tsx";
import { chipLabel } from "../../modules/properties/filter-labels.ts";

/** The commercial / residential choice of the listing panel and the area search. */
export function propertyTypeChoices(t: ReturnType<typeof useT>) {
  return PROPERTY_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) }));
}

/**
 * The address the visitor last asked for on this page. A filter change navigates at once, but the
 * page (and its forms) re-render only when the new listings arrive, and on a slow device a second
 * change can come first: it must build on the first, not on the address the page was rendered
 * with. Set synchronously when a change is sent, so no render has to happen in between.
 */
let requested: { from: string; pathname: string; search: string } | null = null;

function useLatestSearch(): () => URLSearchParams {
  const location = useLocation();
  const navigation = useNavigation();
  return () => {
    // Asked for from the address shown: once another address is shown, that one is the latest.
    if (requested?.from === location.key && requested.pathname === location.pathname)
      return new URLSearchParams(requested.search);
    if (navigation.location?.pathname === location.pathname)
      return new URLSearchParams(navigation.location.search);
    return new URLSearchParams(location.search);
  };
}

/** Sends a GET filter change to this page, remembering it as the latest address asked for. */
function useSendSearch(opts: { preventScrollReset?: boolean } = {}): (search: URLSearchParams) => void {
  const location = useLocation();
  const submit = useSubmit();
  return (search) => {
    requested = { from: location.key, pathname: location.pathname, search: `?${search}` };
    void submit(search, { method: "get", action: location.pathname, ...opts });
  };
}

/** The filters a listing page shows chips for: those it has a control for. */
export function listingChipKeys(page: ListingPage, params: ListingParams): ListingParam[] {
  const show = panelFields(page, params);
  return (
    ["transaction", "city", "complete", "minPrice", "maxPrice", "bedroom", "propertyType", "bbox"] as const
  ).filter(
    (k) =>
      (k !== "transaction" || show.transaction) &&
      (k !== "complete" || show.complete) &&
      (k !== "propertyType" || show.propertyType),
  );
}

/** The chips of a page's active filters, each with the address that removes it. */
export function filterChips<K extends string>(
  t: Translate,
  params: Partial<Record<K, string>>,
  keys: readonly K[],
  period: PricePeriod,
  search: string,
  locale: Locale = "en",
) {
  return activeFilters(params, keys).map(({ key, value }) => ({
    key,
    label: chipLabel(t, key, value, period, locale),
    remove: withoutFilter(search, key),
  }));
}

/**
 * The listing search panel (docs/product/specification.md §2, §9): city (default Dubai = every
 * area, a type-ahead combobox), completion where it means something (sales, new projects), min and
 * max price in the page's period (per year on rent pages, per night for holiday homes), bedrooms,
 * property type, and on residential/commercial pages the transaction. A GET form, so it works
 * before JavaScript and the result is a shareable URL; submitting starts again at page 1. On
 * phones it folds behind a "Filters" disclosure saying how many filters are on (a native
 * <details>; from 768 px site.css keeps it open and hides the summary).
 */
export function ListingSearchPanel({ page, params }: { page: ListingPage; params: ListingParams }) {
  const t = useT();
  const latestSearch = useLatestSearch();
  const send = useSendSearch();
  // The transaction chosen in the panel decides which controls make sense (completion, the period).
  const [transaction, setTransaction] = useState(params.transaction ?? "");
  const live = { ...params, transaction };
  const show = panelFields(page, live);
  const period = pricePeriodOf(page, live);
  // The panel's fields, with the sort of the latest address (it may have changed meanwhile).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const search = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (k !== "sort") search.append(k, String(v));
    const sort = latestSearch().get("sort")?.trim();
    if (sort) search.set("sort", sort);
    send(search);
  };
  const active = activeFilters(params, listingChipKeys(page, params)).length;

  return (
    <details className="filter-disclosure group rounded-xl bg-white/95 text-ink shadow-xl backdrop-blur">
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-2 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-5" />
        {t("pub.listing.filters")}
        {active ? (
          <span className="rounded-full bg-sand-light px-3 py-1 text-xs font-medium text-ink">
            {t("pub.listing.activeFilters", { n: active })}
          </span>
        ) : null}
      </summary>
      <Form
        method="get"
        role="search"
        aria-label={t("pub.listing.searchPanel")}
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-3 p-4 pt-0 md:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] md:items-end md:pt-4"
      >
        {show.transaction ? (
          <ChoiceSelect
            label={t("pub.listing.transaction")}
            name="transaction"
            value={transaction}
            onChange={(e) => setTransaction(e.target.value)}
            any={t("pub.listing.any")}
            options={[
              { value: "Buy", label: t("pub.listing.buy") },
              { value: "Rent", label: t("pub.listing.rent") },
            ]}
          />
        ) : null}
        <div className="col-span-2 md:col-span-1">
          <LocationSelect
            label={t("pub.listing.city")}
            name="city"
            defaultValue={params.city ?? ALL_DUBAI}
            first={{ value: ALL_DUBAI, label: t("pub.listing.allDubai") }}
            locations={LOCATIONS}
            current={meansEveryLocation(params.city) ? undefined : params.city}
          />
        </div>
        {show.complete ? (
          <ChoiceSelect
            label={t("pub.listing.complete")}
            name="complete"
            defaultValue={params.complete ?? ""}
            any={t("pub.listing.any")}
            options={[
              { value: "offPlan", label: t("pub.listing.offPlan") },
              { value: "ready", label: t("pub.listing.ready") },
            ]}
          />
        ) : null}
        {/* Keyed by the period: its choices change with it, and a value in another period is no choice. */}
        <ChoiceSelect
          key={`min-${period}`}
          label={priceLabel(t, "min", period)}
          name="minPrice"
          defaultValue={pricePeriodOf(page, params) === period ? (params.minPrice ?? "") : ""}
          any={t("pub.listing.any")}
          options={priceChoices(t, period, params.minPrice)}
        />
        <ChoiceSelect
          key={`max-${period}`}
          label={priceLabel(t, "max", period)}
          name="maxPrice"
          defaultValue={pricePeriodOf(page, params) === period ? (params.maxPrice ?? "") : ""}
          any={t("pub.listing.any")}
          options={priceChoices(t, period, params.maxPrice)}
        />
        <ChoiceSelect
          label={t("pub.listing.bedroom")}
          name="bedroom"
          defaultValue={params.bedroom ?? ""}
          any={t("pub.listing.any")}
          options={bedroomChoices(t)}
        />
        {show.propertyType ? (
          <ChoiceSelect
            label={t("pub.listing.propertyType")}
            name="propertyType"
            defaultValue={params.propertyType ?? ""}
            any={t("pub.listing.any")}
            options={propertyTypeChoices(t)}
          />
        ) : null}
        {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {/* The map's area and view stay with a new search (the area's chip removes it). */}
        {params.bbox ? <input type="hidden" name="bbox" value={params.bbox} /> : null}
        {params.view ? <input type="hidden" name="view" value={params.view} /> : null}
        <SearchButton className="col-span-2 md:col-span-1">{t("pub.listing.search")}</SearchButton>
      </Form>
    </details>
  );
}

/**
 * Sort dropdown (latest, max-price, min-price). Changing it applies at once with JavaScript; without
 * it a "Sort" button (in <noscript>) submits. The filters of `keep` ride along; the page resets.
 */
export function SortForm({
  params,
  keep = LISTING_PARAMS,
  id = "sort",
}: {
  params: Partial<Record<string, string>>;
  keep?: readonly string[];
  id?: string;
}) {
  const t = useT();
  const latestSearch = useLatestSearch();
  const send = useSendSearch({ preventScrollReset: true });
  const current = (params.sort as Sort | undefined) ?? "latest";
  const hidden = [...sortedSearch(new URLSearchParams(params as Record<string, string>), current, keep)];
  return (
    <Form method="get" className="flex items-center gap-2" preventScrollReset>
      {hidden
        .filter(([k]) => k !== "sort")
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t("pub.listing.sort")}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={current}
        className="min-h-11 rounded-md border border-line bg-white px-3 text-sm"
        onChange={(e) => send(sortedSearch(latestSearch(), e.currentTarget.value, keep))}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`pub.listing.sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="min-h-11 rounded-md border border-ink px-4 text-sm">
          {t("pub.listing.sortApply")}
        </button>
      </noscript>
    </Form>
  );
}
