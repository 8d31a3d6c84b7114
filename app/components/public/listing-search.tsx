import { SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { formatAED } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import {
  ALL_DUBAI,
  LISTING_PARAMS,
  type ListingPage,
  type ListingParam,
  type ListingParams,
  meansEveryLocation,
  panelFields,
  sortedSearch,
} from "../../modules/properties/listing-search.ts";
import {
  MIN_PRICE_OPTIONS,
  PROPERTY_KINDS,
  SORTS,
  type Sort,
} from "../../modules/properties/property.constants.ts";
import { KIND_LABEL } from "../property/enum-labels.ts";
import { ChoiceSelect, LocationSelect, SearchButton } from "./search-controls.tsx";

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

/**
 * The listing search panel (docs/product/specification.md §2, §9): city (default Dubai = every area), completion, min
 * price, property type, and on residential/commercial pages the transaction. A GET form, so it
 * works before JavaScript and the result is a shareable URL; submitting starts again at page 1.
 * On phones it folds behind a "Filters" disclosure showing the active filters as chips (a native
 * <details>; from 768 px app.css keeps it open and hides the summary).
 */
export function ListingSearchPanel({ page, params }: { page: ListingPage; params: ListingParams }) {
  const t = useT();
  const show = panelFields(page);
  const latestSearch = useLatestSearch();
  const send = useSendSearch();
  // The panel's fields, with the sort of the latest address (it may have changed meanwhile).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const search = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (k !== "sort") search.append(k, String(v));
    const sort = latestSearch().get("sort")?.trim();
    if (sort) search.set("sort", sort);
    send(search);
  };
  const chips: string[] = [];
  if (params.transaction)
    chips.push(params.transaction === "Rent" ? t("pub.listing.rent") : t("pub.listing.buy"));
  if (!meansEveryLocation(params.city)) chips.push(params.city as string);
  if (show.complete && params.complete)
    chips.push(params.complete === "offPlan" ? t("pub.listing.offPlan") : t("pub.listing.ready"));
  if (params.minPrice && Number(params.minPrice) > 0) chips.push(`≥ ${formatAED(Number(params.minPrice))}`);
  if (show.propertyType && params.propertyType)
    chips.push(t(KIND_LABEL[params.propertyType === "commercial" ? "commercial" : "residential"]));

  return (
    <details className="filter-disclosure group rounded-xl bg-white/95 text-ink shadow-xl backdrop-blur">
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-2 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-5" />
        {t("pub.listing.filters")}
        {chips.map((c) => (
          <span key={c} className="rounded-full bg-sand-light px-3 py-1 text-xs font-medium text-ink">
            {c}
          </span>
        ))}
      </summary>
      <Form
        method="get"
        role="search"
        aria-label={t("pub.listing.searchPanel")}
        onSubmit={onSubmit}
        className="grid gap-3 p-4 pt-0 md:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] md:items-end md:pt-4"
      >
        {show.transaction ? (
          <ChoiceSelect
            label={t("pub.listing.transaction")}
            name="transaction"
            defaultValue={params.transaction ?? ""}
            any={t("pub.listing.any")}
            options={[
              { value: "Buy", label: t("pub.listing.buy") },
              { value: "Rent", label: t("pub.listing.rent") },
            ]}
          />
        ) : null}
        <LocationSelect
          label={t("pub.listing.city")}
          name="city"
          defaultValue={params.city ?? ALL_DUBAI}
          first={{ value: ALL_DUBAI, label: t("pub.listing.allDubai") }}
          locations={LOCATIONS}
          current={meansEveryLocation(params.city) ? undefined : params.city}
        />
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
        <ChoiceSelect
          label={t("pub.listing.price")}
          name="minPrice"
          defaultValue={params.minPrice ?? ""}
          any={t("pub.listing.any")}
          options={MIN_PRICE_OPTIONS.map((p) => ({ value: String(p), label: formatAED(p, { zero: true }) }))}
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
        <SearchButton>{t("pub.listing.search")}</SearchButton>
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
  params: ListingParams;
  keep?: readonly ListingParam[];
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
