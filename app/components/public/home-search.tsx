import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocaleNavigate } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import {
  ALL_DUBAI,
  BATHROOM_COUNTS,
  canonicalLocation,
  meansEveryLocation,
  pricePeriodOfType,
} from "../../modules/properties/listing-search.ts";
import {
  bedroomChoices,
  ChoiceSelect,
  fieldClass,
  labelClass,
  priceLabel,
  SearchButton,
} from "./search-controls.tsx";
import { LocationSelect } from "./location-select.tsx";

/** Session-storage keys for the last search (docs/product/specification.md §3). Not `city`: /allProperties owns that key. */
const SEARCH_STORAGE = { transactionType: "search.transactionType", city: "search.city" } as const;

const HOME_TRANSACTIONS = ["Buy", "Rent"] as const;
const BATHROOM_CHOICES = BATHROOM_COUNTS.map((n) => ({ value: String(n), label: String(n) }));

export interface HomeSearchValues {
  transactionType: string;
  city: string;
  minPrice: string;
  maxPrice: string;
  bedroom: string;
  bathroom: string;
}

/**
 * docs/product/specification.md §5 defaults: city falls back to Dubai, the transaction to Buy, and an empty price,
 * bedroom or bathroom filter is sent as the word Any.
 */
export function searchResultUrl(v: Partial<HomeSearchValues>): string {
  const orAny = (s: string | undefined) => (s?.trim() ? s.trim() : "Any");
  const params = new URLSearchParams({
    transactionType: v.transactionType?.trim() || "Buy",
    city: v.city?.trim() || ALL_DUBAI,
    minPrice: orAny(v.minPrice),
    maxPrice: orAny(v.maxPrice),
    bedroom: orAny(v.bedroom),
    bathroom: orAny(v.bathroom),
  });
  return `/searchResult?${params}`;
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the search still works, it just is not remembered.
  }
}

/** The select's value when the visitor changed it from the one the server rendered, else "". */
function changedBeforeHydration(el: HTMLSelectElement | null): string {
  const rendered = el ? [...el.options].find((o) => o.defaultSelected)?.value : undefined;
  return el && rendered !== undefined && el.value !== rendered ? el.value : "";
}

/**
 * The home search box: a GET form to /searchResult (works before JavaScript loads); with
 * JavaScript the empty fields go as "Any" and the last transaction type and city are remembered
 * for the session.
 */
export function HomeSearch({
  initial,
  title,
}: {
  /** Values to start from (the search results page); otherwise the session's last choices. */
  initial?: Partial<HomeSearchValues>;
  title?: string;
}) {
  const t = useT();
  const navigate = useLocaleNavigate();
  const [transactionType, setTransactionType] = useState<string>(initial?.transactionType || "Buy");
  const [city, setCity] = useState<string>(
    initial?.city && !meansEveryLocation(initial.city) ? initial.city : ALL_DUBAI,
  );
  const headingId = useId();
  const anyToEmpty = (v: string | undefined) => (!v || v === "Any" ? "" : v);

  const transactionRef = useRef<HTMLSelectElement>(null);
  /** A place chosen before this effect ran (the location field keeps one chosen before hydration). */
  const cityChosen = useRef(false);
  const chooseCity = (value: string) => {
    cityChosen.current = true;
    setCity(value);
    write(SEARCH_STORAGE.city, value);
  };
  useEffect(() => {
    // A choice made before the page hydrated (its scripts load after `load`, ADR 0014) is in the
    // DOM but not in the state: keep it, rather than let the next render put the rendered value back.
    const earlyTransaction = changedBeforeHydration(transactionRef.current);
    const earlyCity = cityChosen.current;
    if (earlyTransaction) setTransactionType(earlyTransaction);
    if (initial) return;
    const tt = read(SEARCH_STORAGE.transactionType);
    const c = read(SEARCH_STORAGE.city);
    if (!earlyTransaction && tt && (HOME_TRANSACTIONS as readonly string[]).includes(tt))
      setTransactionType(tt);
    if (!earlyCity && c && (c === ALL_DUBAI || LOCATIONS.includes(canonicalLocation(c)))) setCity(c);
  }, [initial]);

  return (
    <Form
      method="get"
      action="/searchResult"
      role="search"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const value = (k: keyof HomeSearchValues) => String(form.get(k) ?? "");
        navigate(
          searchResultUrl({
            transactionType: value("transactionType"),
            city: value("city"),
            minPrice: value("minPrice"),
            maxPrice: value("maxPrice"),
            bedroom: value("bedroom"),
            bathroom: value("bathroom"),
          }),
        );
      }}
      className="rounded-xl bg-white p-4 text-ink shadow-2xl md:p-6"
    >
      <h2 id={headingId} className="mb-4 font-sans text-lg font-semibold">
        {title ?? t("pub.home.search")}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] lg:items-end">
        <ChoiceSelect
          label={t("pub.home.transaction")}
          name="transactionType"
          ref={transactionRef}
          value={transactionType}
          onChange={(e) => {
            setTransactionType(e.target.value);
            write(SEARCH_STORAGE.transactionType, e.target.value);
          }}
          options={[
            { value: "Buy", label: t("pub.listing.buy") },
            { value: "Rent", label: t("pub.listing.rent") },
          ]}
        />
        <LocationSelect
          label={t("pub.home.city")}
          name="city"
          value={city}
          onValueChange={chooseCity}
          first={{ value: ALL_DUBAI, label: t("pub.home.anyCity") }}
          locations={LOCATIONS}
          current={meansEveryLocation(city) ? undefined : city}
        />
        {(["minPrice", "maxPrice"] as const).map((name) => (
          <label key={name} className={labelClass}>
            {/* A rent's price is per year (the search compares it so). */}
            {priceLabel(t, name === "minPrice" ? "min" : "max", pricePeriodOfType(transactionType))}
            <input
              type="number"
              name={name}
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder={t("pub.home.any")}
              defaultValue={anyToEmpty(initial?.[name])}
              className={fieldClass}
            />
          </label>
        ))}
        <ChoiceSelect
          label={t("pub.home.bedroom")}
          name="bedroom"
          defaultValue={anyToEmpty(initial?.bedroom)}
          any={t("pub.home.any")}
          options={bedroomChoices(t)}
        />
        <ChoiceSelect
          label={t("pub.home.bathroom")}
          name="bathroom"
          defaultValue={anyToEmpty(initial?.bathroom)}
          any={t("pub.home.any")}
          options={BATHROOM_CHOICES}
        />
        <SearchButton className="col-span-2 lg:col-span-1">{t("pub.home.submit")}</SearchButton>
      </div>
    </Form>
  );
}
