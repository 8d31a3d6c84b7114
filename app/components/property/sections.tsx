import {
  Baby,
  Building,
  Car,
  Check,
  Dumbbell,
  Footprints,
  GraduationCap,
  type Icon as LucideIcon,
  Plane,
  ShieldCheck,
  ShoppingBag,
  Stethoscope,
  TrainFront,
  Trees,
  WavesLadder,
} from "../icons.ts";
import { type MessageKey, useLocale, useT } from "../../lib/i18n/index.ts";
import { textLang } from "../../lib/i18n/locale.ts";
import { useDisplay } from "../../lib/display.ts";
import type { LocalizedText } from "../../modules/properties/property.localized.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { infoSections } from "./info-rows.ts";

export function About({ property: p }: { property: Property & LocalizedText }) {
  const t = useT();
  const locale = useLocale();
  // The description in the page's language (or English, marked); the office's own note as written.
  const paragraphs = [
    ...[p.desc]
      .flatMap((block) => block.split(/\n{2,}|\r\n\r\n/))
      .map((text) => ({ text, lang: p.descLang })),
    ...(p.message ?? "")
      .split(/\n{2,}|\r\n\r\n/)
      .map((text) => ({ text, lang: textLang(locale, p.message) })),
  ]
    .map((para) => ({ ...para, text: para.text.trim() }))
    .filter((para) => para.text !== "");
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="about-title" className="space-y-3">
      <h2 id="about-title" className="text-2xl md:text-3xl">
        {t("pd.about")}
      </h2>
      {paragraphs.map((para, i) => (
        <p key={i} lang={para.lang} className="max-w-prose leading-relaxed whitespace-pre-line text-ink/90">
          {para.text}
        </p>
      ))}
    </section>
  );
}

/** Key features, exclusive amenities, prime location and features: each list only when it has items. */
export function FeatureLists({ property: p }: { property: Property & LocalizedText }) {
  const t = useT();
  const lists: [string, MessageKey, string[], "en" | undefined][] = [
    ["key-features", "pd.keyFeatures", p.keyFeatures, p.keyFeaturesLang],
    ["amenities", "pd.amenities", p.exclusiveAmenities, p.exclusiveAmenitiesLang],
    ["prime-location", "pd.primeLocation", p.primeLocation, p.primeLocationLang],
    ["features", "pd.features", p.features, p.featuresLang],
  ];
  const present = lists.filter(([, , items]) => items.some((x) => x.trim() !== ""));
  if (present.length === 0) return null;
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      {present.map(([id, title, items, lang]) => (
        <section key={id} aria-labelledby={`${id}-title`} data-testid={`list-${id}`}>
          <h2 id={`${id}-title`} className="mb-3 text-xl md:text-2xl">
            {t(title)}
          </h2>
          <ul className="space-y-2" lang={lang}>
            {items
              .filter((x) => x.trim() !== "")
              .map((item, i) => (
                <li key={`${item}-${i}`} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-dark" />
                  <span>{item}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function InfoTables({ property }: { property: Property }) {
  const t = useT();
  const locale = useLocale();
  const sections = infoSections(property, t, locale, useDisplay().unit);
  if (sections.length === 0) return null;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`info-${s.id}`} data-testid={`info-${s.id}`}>
          <h2 id={`info-${s.id}`} className="mb-3 text-xl md:text-2xl">
            {s.title}
          </h2>
          <table className="w-full text-sm">
            <tbody className="divide-y divide-line border-y border-line">
              {s.rows.map((r) => (
                <tr key={r.field} data-field={r.field}>
                  <th scope="row" className="w-1/2 py-2.5 pe-4 text-start font-normal text-muted">
                    {r.label}
                  </th>
                  <td lang={textLang(locale, r.value)} className="py-2.5 font-medium break-words">
                    {r.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** The fixed amenity grid of docs/product/specification.md §2: what the community typically offers. */
const AMENITIES: [LucideIcon, MessageKey][] = [
  [WavesLadder, "pd.amenity.pool"],
  [Dumbbell, "pd.amenity.gym"],
  [ShieldCheck, "pd.amenity.security"],
  [Car, "pd.amenity.parking"],
  [Trees, "pd.amenity.parks"],
  [Baby, "pd.amenity.play"],
  [ShoppingBag, "pd.amenity.retail"],
  [GraduationCap, "pd.amenity.schools"],
  [Stethoscope, "pd.amenity.health"],
  [TrainFront, "pd.amenity.metro"],
  [Footprints, "pd.amenity.walks"],
  [Plane, "pd.amenity.airport"],
];

export function AmenityGrid({ location }: { location: string }) {
  const t = useT();
  return (
    <section aria-labelledby="lifestyle-title" className="space-y-4">
      <h2 id="lifestyle-title" className="text-2xl md:text-3xl">
        {t("pd.lifestyle.title", { location })}
      </h2>
      <p className="max-w-prose text-muted">{t("pd.lifestyle.lead")}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {AMENITIES.map(([Icon, key]) => (
          <li
            key={key}
            className="flex items-center gap-3 rounded-xl border border-line bg-white p-4 text-sm"
          >
            <Icon aria-hidden="true" className="size-6 shrink-0 text-sand-dark" strokeWidth={1.5} />
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeveloperCard() {
  const t = useT();
  return (
    <section
      aria-labelledby="developer-title"
      className="grid gap-6 rounded-2xl bg-ink p-6 text-white md:grid-cols-[auto_1fr] md:p-8"
    >
      <div className="flex size-16 items-center justify-center rounded-full bg-white/10">
        <Building aria-hidden="true" className="size-8 text-sand" strokeWidth={1.5} />
      </div>
      <div className="space-y-3">
        <h2 id="developer-title" className="text-2xl md:text-3xl">
          {t("pd.developer.title")}
        </h2>
        <p className="max-w-prose leading-relaxed text-white/85">{t("pd.developer.body")}</p>
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          {(["pd.developer.point1", "pd.developer.point2", "pd.developer.point3"] as const).map((k) => (
            <li key={k} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand" />
              {t(k)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function InvestText() {
  const t = useT();
  return (
    <section aria-labelledby="invest-title" className="space-y-3 border-s-2 border-sand ps-5">
      <h2 id="invest-title" className="text-2xl">
        {t("pd.invest.title")}
      </h2>
      <p className="max-w-prose leading-relaxed text-muted">{t("pd.invest.body")}</p>
    </section>
  );
}
