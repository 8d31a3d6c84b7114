import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { LOCATIONS } from "../../modules/locations/locations.ts";
import { ALL_DUBAI, meansEveryLocation } from "../../modules/properties/listing-search.ts";
import { fieldClass, labelClass } from "./listing-search.tsx";

/** Session-storage keys for the last search (docs/product/specification.md §3). Not `city`: /allProperties owns that key. */
const SEARCH_STORAGE = { transactionType: "search.transactionType", city: "search.city" } as const;

const HOME_TRANSACTIONS = ["Buy", "Rent"] as const;
const ROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

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
  const navigate = useNavigate();
  const [transactionType, setTransactionType] = useState<string>(initial?.transactionType || "Buy");
  const [city, setCity] = useState<string>(
    initial?.city && !meansEveryLocation(initial.city) ? initial.city : ALL_DUBAI,
  );
  const headingId = useId();
  const anyToEmpty = (v: string | undefined) => (!v || v === "Any" ? "" : v);

  const transactionRef = useRef<HTMLSelectElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // A choice made before the page hydrated (its scripts load after `load`, ADR 0014) is in the
    // DOM but not in the state: keep it, rather than let the next render put the rendered value back.
    const earlyTransaction = changedBeforeHydration(transactionRef.current);
    const earlyCity = changedBeforeHydration(cityRef.current);
    if (earlyTransaction) setTransactionType(earlyTransaction);
    if (earlyCity) setCity(earlyCity);
    if (initial) return;
    const tt = read(SEARCH_STORAGE.transactionType);
    const c = read(SEARCH_STORAGE.city);
    if (!earlyTransaction && tt && (HOME_TRANSACTIONS as readonly string[]).includes(tt))
      setTransactionType(tt);
    if (!earlyCity && c && (c === ALL_DUBAI || LOCATIONS.includes(c))) setCity(c);
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
        <label className={labelClass}>
          {t("pub.home.transaction")}
          <select
            name="transactionType"
            ref={transactionRef}
            value={transactionType}
            onChange={(e) => {
              setTransactionType(e.target.value);
              write(SEARCH_STORAGE.transactionType, e.target.value);
            }}
            className={fieldClass}
          >
            <option value="Buy">{t("pub.listing.buy")}</option>
            <option value="Rent">{t("pub.listing.rent")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("pub.home.city")}
          <select
            name="city"
            ref={cityRef}
            value={city}
            onChange={(e) => {
              setCity(e.target.value);
              write(SEARCH_STORAGE.city, e.target.value);
            }}
            className={fieldClass}
          >
            <option value={ALL_DUBAI}>{t("pub.home.anyCity")}</option>
            {!meansEveryLocation(city) && !LOCATIONS.includes(city) ? (
              <option value={city}>{city}</option>
            ) : null}
            {/* No value attribute: an option's value is its text, so each name is sent once. */}
            {LOCATIONS.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("pub.home.minPrice")}
          <input
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            step={1000}
            placeholder={t("pub.home.any")}
            defaultValue={anyToEmpty(initial?.minPrice)}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          {t("pub.home.maxPrice")}
          <input
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            step={1000}
            placeholder={t("pub.home.any")}
            defaultValue={anyToEmpty(initial?.maxPrice)}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          {t("pub.home.bedroom")}
          <select name="bedroom" defaultValue={anyToEmpty(initial?.bedroom)} className={fieldClass}>
            <option value="">{t("pub.home.any")}</option>
            <option value="0">{t("pub.home.studio")}</option>
            {ROOM_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("pub.home.bathroom")}
          <select name="bathroom" defaultValue={anyToEmpty(initial?.bathroom)} className={fieldClass}>
            <option value="">{t("pub.home.any")}</option>
            {ROOM_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="col-span-2 inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-ink px-6 font-medium text-white hover:bg-sand-dark lg:col-span-1"
        >
          <Search aria-hidden className="size-5" />
          {t("pub.home.submit")}
        </button>
      </div>
    </Form>
  );
}
