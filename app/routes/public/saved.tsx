import { Heart, X } from "../../components/icons.ts";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "../../components/ui/locale-link.tsx";
import { removeSaved, useSavedIds } from "../../components/property/saved-store.ts";
import { PropertyCard } from "../../components/public/property-card.tsx";
import { KeepFavouritesForm } from "../../components/public/alert-forms.tsx";
import { VISITOR_PATHS } from "../../modules/alerts/alerts.constants.ts";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import { type Property, type PropertySummary, toSummary } from "../../modules/properties/property.fields.ts";
import { metaT } from "../../components/public/seo.ts";
import { type LocalizedCard, localizeCard } from "../../modules/properties/property.localized.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { Route } from "./+types/saved";

// The list lives in this browser (localStorage), so the page has no loader: it asks the public
// API for each saved listing once hydrated. Listings that were taken down answer 404 ("gone").

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { settings?: { agencyName?: string } }
    | undefined;
  const agency = root?.settings?.agencyName ?? "";
  const title = t("saved.title");
  return [
    { title: agency ? `${title} | ${agency}` : title },
    { name: "description", content: t("saved.description") },
    { name: "robots", content: "noindex" },
  ];
}

type Entry = { state: "ok"; property: LocalizedCard<PropertySummary> } | { state: "gone" };

async function fetchEntry(id: string, signal: AbortSignal, locale: Locale): Promise<Entry> {
  const res = await fetch(`/api/realEstate/${encodeURIComponent(id)}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (res.status === 404) return { state: "gone" };
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const p = (await res.json()) as Property;
  // The card in the page's language: the listing's Arabic name and description where written.
  return { state: "ok", property: localizeCard(toSummary(p, p.media?.[0] ?? null), p, locale) };
}

const noop = () => () => {};
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export default function SavedPage() {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const ids = useSavedIds();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const missing = ids.filter((id) => !(id in entries));
  const missingKey = missing.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `missingKey` stands for `missing`; `attempt` retries.
  useEffect(() => {
    if (!missingKey) return;
    const controller = new AbortController();
    setFailed(false);
    Promise.all(
      missingKey.split(",").map(async (id) => [id, await fetchEntry(id, controller.signal, locale)] as const),
    )
      .then((loaded) => setEntries((prev) => ({ ...prev, ...Object.fromEntries(loaded) })))
      .catch((e: unknown) => {
        if ((e as Error)?.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [missingKey, attempt]);

  const loading = !hydrated || (missing.length > 0 && !failed);
  const available = ids.flatMap((id) => {
    const e = entries[id];
    return e?.state === "ok" ? [e.property] : [];
  });
  const gone = ids.filter((id) => entries[id]?.state === "gone");

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
      <h1 className="text-3xl md:text-5xl">{t("saved.title")}</h1>
      <p className="mt-3 text-muted">{t("saved.lead")}</p>
      <p className="mt-1 text-sm">
        <Link to={`/${VISITOR_PATHS.save}`} className="font-medium underline">
          {t("pub.keep.fromSaved")}
        </Link>
      </p>

      <div aria-live="polite" className="mt-8">
        {failed ? (
          <div role="alert" className="rounded-xl border border-line bg-paper p-6">
            <p>{t("saved.error")}</p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2.5 font-medium text-white"
            >
              {t("saved.retry")}
            </button>
          </div>
        ) : null}

        {loading && !failed ? <p className="text-muted">{t("saved.loading")}</p> : null}

        {hydrated && ids.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
            <Heart aria-hidden="true" className="size-10 text-sand" strokeWidth={1.5} />
            <h2 className="mt-4 text-2xl">{t("saved.empty.title")}</h2>
            <p className="mt-2 text-muted">{t("saved.empty.body")}</p>
            <Link
              to={listingPathFor("buy")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2.5 font-medium text-white"
            >
              {t("saved.browse")}
            </Link>
          </div>
        ) : null}

        {gone.length > 0 ? (
          <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl bg-sand-light px-4 py-3 text-sm">
            <span>{t("saved.gone", { n: gone.length })}</span>
            <button
              type="button"
              onClick={() => removeSaved(gone)}
              className="min-h-11 font-medium text-ink underline underline-offset-4"
            >
              {t("saved.clearGone")}
            </button>
          </div>
        ) : null}

        {available.length > 0 ? (
          <>
            <p className="mb-4 text-sm text-muted">{t("saved.count", { n: available.length })}</p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-list">
              {available.map((p) => (
                <li key={p._id} className="relative">
                  <PropertyCard property={p} />
                  <button
                    type="button"
                    onClick={() => removeSaved([p._id])}
                    aria-label={t("saved.remove", { name: p.name })}
                    className="absolute end-3 top-3 inline-flex min-h-11 items-center gap-1 rounded-full bg-white/95 px-3 text-sm font-medium shadow hover:bg-white"
                  >
                    <X aria-hidden="true" className="size-4" />
                    {t("saved.removeShort")}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <KeepFavouritesForm ids={available.map((p) => p._id)} />
      </div>
    </main>
  );
}
