import "maplibre-gl/dist/maplibre-gl.css";
import { type GeoJSONSource, Map as MapLibre, Marker, NavigationControl, Popup } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useDisplay } from "../../lib/display.ts";
import { useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/map.ts";
import { parseBbox } from "../../modules/properties/property.map.ts";
import type { MapPin, MapPins } from "../../modules/properties/property.map.ts";
import type { CardData } from "../../modules/properties/property.cards.ts";
import { chipLabel } from "../../modules/properties/filter-labels.ts";
import { priceLine } from "../../modules/properties/property.price.ts";
import { useLocaleNavigate, useLocalePath } from "../ui/locale-link.tsx";
import { usePlaceName } from "../../lib/i18n/places.ts";
import {
  DUBAI_BOUNDS,
  mapLocale,
  type MapText,
  mapText,
  mapUnavailable,
  pinPlace,
  plainGroundOnFailure,
  prefersReducedMotion,
  searchAreaOf,
  startMaps,
} from "./map-kit.ts";

export interface ResultsMapProps {
  /** The MapLibre style (MAP_STYLE_URL). */
  styleUrl: string;
  /** The results page's own address (path and query, without the view): the pins' search. */
  pinsFor: string;
  /** The page's cards: the phone's sheet at the map's foot. */
  cards: CardData[];
  /** The list beside the map: a card under the pointer or focus lights its pin, and a pin its card. */
  list: RefObject<HTMLElement | null>;
}

type PinProps = Omit<MapPin, "lat" | "lng">;

/** Phones and tablets show the sheet of cards; wider screens a small card by the pin. */
const WIDE = "(min-width: 1024px)";

/**
 * The results map (issue 24), in its own chunk: MapLibre, its style and the pins load only when a
 * visitor opens the map view. The pins are the page's whole result (`/mapPins`, the newest 500),
 * clustered by MapLibre and drawn as buttons (a price, or a count for a cluster), so they are
 * reachable with the keyboard and named for screen readers. A pin opens a small card with a link to
 * the listing (on a phone: the sheet of cards scrolls to it); moving the map offers "Search this
 * area". With reduced motion the map never animates.
 */
export function ResultsMap({ styleUrl, pinsFor, cards, list }: ResultsMapProps) {
  const t = useT();
  const place = usePlaceName();
  const display = useDisplay();
  const localePath = useLocalePath();
  const navigate = useLocaleNavigate();
  const box = useRef<HTMLElement>(null);
  const sheet = useRef<HTMLUListElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const popup = useRef<Popup | null>(null);
  const [ready, setReady] = useState(false);
  const [pins, setPins] = useState<MapPins | null>(null);
  const [problem, setProblem] = useState<"unavailable" | "failed" | null>(null);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [active, onActive] = useState<string | null>(null);
  const location = useLocation();
  // The latest callbacks and text for the map's own event handlers (set up once).
  const latest = useRef({ onActive, select: (_id: string) => {}, text: {} as MapText });

  latest.current.onActive = onActive;
  latest.current.text = mapText(t, display);
  latest.current.select = (id: string) => setSelected(id);

  // The card under the pointer or focus lights its pin.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const track = (e: Event) => {
      const card = e.target instanceof Element ? e.target.closest("[data-listing-id]") : null;
      onActive(card?.getAttribute("data-listing-id") ?? null);
    };
    const leave = () => onActive(null);
    el.addEventListener("pointerover", track);
    el.addEventListener("focusin", track);
    el.addEventListener("pointerleave", leave);
    return () => {
      el.removeEventListener("pointerover", track);
      el.removeEventListener("focusin", track);
      el.removeEventListener("pointerleave", leave);
    };
  }, [list]);

  // The pins of the page's search, again whenever the search changes.
  useEffect(() => {
    const ac = new AbortController();
    setProblem((p) => (p === "failed" ? null : p));
    fetch(`/mapPins?${new URLSearchParams({ page: pinsFor })}`, { signal: ac.signal })
      .then((r) => (r.ok ? (r.json() as Promise<MapPins>) : Promise.reject(new Error(String(r.status)))))
      .then(setPins, () => {
        if (!ac.signal.aborted) setProblem("failed");
      });
    return () => ac.abort();
  }, [pinsFor]);

  // The map itself, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; `latest` carries what changes.
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    if (mapUnavailable()) {
      setProblem("unavailable");
      return;
    }
    startMaps();
    let map: MapLibre;
    try {
      map = new MapLibre({
        container,
        style: styleUrl,
        bounds: DUBAI_BOUNDS,
        fitBoundsOptions: { padding: 24 },
        attributionControl: { compact: true },
        locale: mapLocale(t),
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        fadeDuration: prefersReducedMotion() ? 0 : 300,
      });
    } catch {
      setProblem("unavailable");
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(
      new NavigationControl({ showCompass: false }),
      document.dir === "rtl" ? "top-left" : "top-right",
    );

    const addPins = () => {
      if (map.getSource("pins")) return;
      map.addSource("pins", {
        type: "geojson",
        data: { type: "FeatureCollection", features: [] },
        cluster: true,
        clusterRadius: 44,
        clusterMaxZoom: 15,
      });
      // Invisible: the pins are the buttons below; the layer makes MapLibre tile the source.
      map.addLayer({
        id: "pins",
        type: "circle",
        source: "pins",
        paint: { "circle-radius": 1, "circle-opacity": 0 },
      });
      setReady(true);
    };
    map.on("load", addPins);
    // A style that cannot be loaded: the pins on a plain ground.
    plainGroundOnFailure(map, addPins, () => Boolean(map.getSource("pins")));
    // The visitor moved the map (not the page fitting it): offer to search this area.
    map.on("moveend", (e) => {
      if ((e as { originalEvent?: Event }).originalEvent) setMoved(true);
    });

    // The pins as buttons: what the source shows at this zoom (clusters and single listings).
    const sync = () => {
      if (!map.getSource("pins")) return;
      const seen = new Set<string>();
      for (const f of map.querySourceFeatures("pins")) {
        const props = f.properties as Record<string, unknown>;
        const at = (f.geometry as unknown as { coordinates: [number, number] }).coordinates;
        const cluster = props.cluster === true;
        const key = cluster ? `c${props.cluster_id}` : `p${props._id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.current.has(key)) continue;
        const el = document.createElement("button");
        el.type = "button";
        const { text: words } = latest.current;
        if (cluster) {
          const n = Number(props.point_count);
          el.className =
            "grid size-11 place-items-center rounded-full border-2 border-white bg-ink text-sm font-semibold text-white shadow-md focus-visible:outline-3 focus-visible:outline-sand";
          el.textContent = String(props.point_count_abbreviated ?? n);
          el.setAttribute("aria-label", words.cluster(n));
          el.addEventListener("click", async () => {
            const zoom = await (map.getSource("pins") as GeoJSONSource).getClusterExpansionZoom(
              Number(props.cluster_id),
            );
            map.easeTo({ center: at, zoom, animate: !prefersReducedMotion() });
          });
        } else {
          const pin = props as unknown as PinProps;
          el.dataset.pin = pin._id;
          el.className = `min-h-8 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap shadow-md focus-visible:outline-3 focus-visible:outline-sand data-[on]:z-10 data-[on]:scale-110 data-[on]:bg-ink data-[on]:text-white ${
            pin.approximate
              ? "border-dashed border-ink/60 bg-sand-light text-ink"
              : "border-ink bg-white text-ink"
          }`;
          // The short price shows; the full price and the name follow for screen readers.
          el.textContent = words.short(pin);
          const full = document.createElement("span");
          full.className = "sr-only";
          full.textContent = `, ${words.pin(pin)}`;
          el.append(full);
          el.addEventListener("pointerenter", () => latest.current.onActive(pin._id));
          el.addEventListener("focus", () => latest.current.onActive(pin._id));
          el.addEventListener("pointerleave", () => latest.current.onActive(null));
          el.addEventListener("click", () => latest.current.select(pin._id));
        }
        markers.current.set(
          key,
          new Marker({ element: el, anchor: cluster ? "center" : "bottom" }).setLngLat(at).addTo(map),
        );
      }
      // While tiles of the source are still loading, what is not seen yet may only be late: keep it.
      if (!map.isSourceLoaded("pins")) return;
      for (const [key, m] of markers.current)
        if (!seen.has(key)) {
          m.remove();
          markers.current.delete(key);
        }
    };
    map.on("sourcedata", (e) => {
      if (e.sourceId === "pins" && map.isSourceLoaded("pins")) sync();
    });
    map.on("moveend", sync);
    return () => {
      popup.current?.remove();
      for (const m of markers.current.values()) m.remove();
      markers.current.clear();
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  // New pins: onto the map, which then shows them all (or the searched area).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !pins) return;
    for (const m of markers.current.values()) m.remove();
    markers.current.clear();
    popup.current?.remove();
    setSelected(null);
    const data = {
      type: "FeatureCollection" as const,
      features: pins.pins.map(({ lat: _lat, lng: _lng, ...props }, i) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: pinPlace(pins.pins[i]) },
        properties: props,
      })),
    };
    (map.getSource("pins") as GeoJSONSource).setData(data);
    const area = new URL(pinsFor, "http://site").searchParams.get("bbox");
    const box = area ? parseBbox(area) : null;
    const animate = false;
    if (box && !("error" in box))
      map.fitBounds([box.minLng, box.minLat, box.maxLng, box.maxLat], { padding: 0, animate });
    else if (pins.pins.length) {
      const places = pins.pins.map(pinPlace);
      const lngs = places.map(([lng]) => lng);
      const lats = places.map(([, lat]) => lat);
      map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], {
        padding: 56,
        maxZoom: 14,
        animate,
      });
    }
    setMoved(false);
  }, [pins, ready, pinsFor]);

  // The lit listing's pin.
  useEffect(() => {
    for (const [key, m] of markers.current) {
      const el = m.getElement();
      el.toggleAttribute("data-on", key === `p${active}` || key === `p${selected}`);
    }
  }, [active, selected]);

  // A chosen pin: a small card by it (wide screens) or the sheet's card (phones).
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened again only for another pin or new pins; the page's words and links are fixed while it is shown.
  useEffect(() => {
    const map = mapRef.current;
    popup.current?.remove();
    popup.current = null;
    if (!map || !selected || !pins) return;
    const pin = pins.pins.find((p) => p._id === selected);
    if (!pin) return;
    if (!window.matchMedia(WIDE).matches) {
      // The chosen pin to the middle of what the sheet leaves of the map, and its card into the sheet.
      map.easeTo({ center: pinPlace(pin), offset: [0, -70], animate: !prefersReducedMotion() });
      sheet.current?.querySelector(`[data-sheet="${selected}"]`)?.scrollIntoView({
        inline: "center",
        block: "nearest",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
      return;
    }
    const href = localePath(`/property/${pin._id}`);
    const card = document.createElement("div");
    card.className = "grid gap-1 p-1 text-start text-sm text-ink";
    const line = (cls: string, value: string, lang?: string) => {
      const p = document.createElement("p");
      p.className = cls;
      p.textContent = value;
      if (lang) p.lang = lang;
      card.append(p);
    };
    line("font-semibold", priceLine(pin, t, "card", display));
    line("font-medium", pin.name, pin.nameLang);
    const facts = [
      pin.bedrooms != null ? chipLabel(t, "bedroom", String(pin.bedrooms), null) : "",
      place(pin.location).text,
    ].filter(Boolean);
    line("text-muted", facts.join(" · "));
    if (pin.approximate) line("text-xs text-muted", t("map.approx"));
    const a = document.createElement("a");
    a.href = href;
    a.className = "mt-1 inline-flex min-h-11 items-center font-medium text-sand-dark underline";
    a.textContent = t("map.view");
    a.addEventListener("click", (e) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      navigate(href);
    });
    card.append(a);
    popup.current = new Popup({ offset: 14, maxWidth: "16rem", focusAfterOpen: true, closeButton: true })
      .setLngLat(pinPlace(pin))
      .setDOMContent(card)
      .addTo(map);
    popup.current.on("close", () => setSelected((s) => (s === pin._id ? null : s)));
  }, [selected, pins]);

  // The sheet's card in view on a phone lights its pin.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet's cards are new when `cards` is.
  useEffect(() => {
    const list = sheet.current;
    if (!list || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries)
          if (e.isIntersecting) latest.current.onActive((e.target as HTMLElement).dataset.sheet ?? null);
      },
      { root: list, threshold: 0.75 },
    );
    for (const li of list.querySelectorAll("[data-sheet]")) io.observe(li);
    return () => io.disconnect();
  }, [cards]);

  const shown = pins?.pins.length ?? 0;
  const note =
    problem === "failed"
      ? t("pub.view.failed")
      : problem === "unavailable"
        ? t("map.unavailable")
        : pins && shown === 0
          ? t("map.none")
          : pins && pins.total > shown
            ? t("map.limited", { shown, total: pins.total })
            : null;
  const pinFor = (id: string) => pins?.pins.find((p) => p._id === id);
  const selectedCard = selected && !cards.some((c) => c._id === selected) ? pinFor(selected) : undefined;

  return (
    <div className="absolute inset-0" data-map-ready={ready && pins ? "" : undefined}>
      {/* The lit card's ring: one rule for whichever card the map or the pointer lit. */}
      {active && /^[\w-]+$/.test(active) ? (
        <style>{`[data-listing-id="${active}"]>article{box-shadow:0 0 0 3px var(--color-sand)}`}</style>
      ) : null}
      <section ref={box} className="h-full w-full" aria-label={t("map.region")} />
      {moved ? (
        <button
          type="button"
          onClick={() => {
            const map = mapRef.current;
            if (!map) return;
            setMoved(false);
            // The map's area on the address; the page starts again at 1.
            const next = new URLSearchParams(location.search);
            next.set("bbox", searchAreaOf(map.getBounds()));
            next.delete("page");
            navigate(`${location.pathname}?${next}`, { preventScrollReset: true });
          }}
          className="absolute start-1/2 top-3 z-10 min-h-11 -translate-x-1/2 rounded-full bg-ink px-5 text-sm font-medium text-white shadow-lg rtl:translate-x-1/2 focus-visible:outline-3 focus-visible:outline-sand"
        >
          {t("map.searchArea")}
        </button>
      ) : null}
      {note ? (
        <p
          role="status"
          className="absolute start-3 bottom-3 z-10 max-w-[calc(100%-1.5rem)] rounded-md bg-white/95 px-3 py-2 text-xs text-ink shadow lg:max-w-sm max-lg:bottom-40"
        >
          {note}
        </p>
      ) : null}
      <ul
        ref={sheet}
        aria-label={t("map.region")}
        className="absolute inset-x-0 bottom-0 z-10 flex snap-x snap-mandatory gap-3 overflow-x-auto p-3 lg:hidden"
      >
        {selectedCard ? <SheetCard key={selectedCard._id} pin={selectedCard} /> : null}
        {cards.map((c) => {
          const pin = pinFor(c._id);
          return pin ? <SheetCard key={c._id} pin={pin} cover={c.cover?.src} /> : null;
        })}
      </ul>
    </div>
  );
}

/** One card of the phone's sheet: photo, price, name and place, the whole card a link. */
function SheetCard({ pin, cover }: { pin: MapPin; cover?: string }) {
  const t = useT();
  const place = usePlaceName();
  const display = useDisplay();
  const localePath = useLocalePath();
  const navigate = useLocaleNavigate();
  const href = localePath(`/property/${pin._id}`);
  return (
    <li data-sheet={pin._id} className="w-[min(18rem,80vw)] shrink-0 snap-center">
      <a
        href={href}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate(href);
        }}
        className="flex h-28 overflow-hidden rounded-lg border border-line bg-white text-ink shadow-lg focus-visible:outline-3 focus-visible:outline-sand"
      >
        {cover ? (
          <img src={cover} alt="" className="h-full w-24 shrink-0 object-cover" loading="lazy" />
        ) : null}
        <span className="grid content-center gap-0.5 p-3 text-sm">
          <span className="font-semibold">{priceLine(pin, t, "card", display)}</span>
          <span className="line-clamp-2 font-medium" lang={pin.nameLang}>
            {pin.name}
          </span>
          <span className="text-xs text-muted">
            {place(pin.location).text}
            {pin.approximate ? ` · ${t("map.approx")}` : ""}
          </span>
        </span>
      </a>
    </li>
  );
}
