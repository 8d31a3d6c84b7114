import { Bath, BedDouble, Building2, Mail, MapPin, MessageSquareText, Phone, Ruler } from "../icons.ts";
import { Link, useLocalePath } from "../ui/locale-link.tsx";
import { excerpt } from "../../lib/format.ts";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { textLang } from "../../lib/i18n/locale.ts";
import { placeName, usePlaceName } from "../../lib/i18n/places.ts";
import { formatArea, useDisplay } from "../../lib/display.ts";
import type { CardData } from "../../modules/properties/property.cards.ts";
import { useRootData } from "../../root.tsx";
import { priceLine } from "../../modules/properties/property.price.ts";
import { WhatsappIcon } from "../ui/brand-icons.tsx";
import { enquiryHref, KEEP_CLEAR, propertyPath, telHref, whatsappHref } from "../../lib/contact-links.ts";

/**
 * The card variants of docs/product/specification.md §2:
 * - `plain`: image, name, location, price (home "Upcoming Properties");
 * - `call`: adds the excerpt, beds/baths/size and Call + WhatsApp buttons (listing pages);
 * - `areaGuide`: adds the excerpt and an "Area Guide" button (area and community grids);
 * - `contact`: image, name, location, price and a "Contact Us" button (search results).
 */
export type CardVariant = "plain" | "call" | "areaGuide" | "contact";

export type { CardData };

const GRID_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export function PropertyCard({
  property,
  variant = "plain",
  excerptLength = 0,
  priority = false,
  headingLevel = 3,
  sizes = GRID_SIZES,
}: {
  property: CardData;
  variant?: CardVariant;
  /** Description excerpt: 200 or 100 characters (docs/product/specification.md §9), 0 for none. */
  excerptLength?: 0 | 100 | 200;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  headingLevel?: 2 | 3;
  sizes?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const root = useRootData();
  const href = `/property/${property._id}`;
  const price = priceLine(property, t, "card", useDisplay());
  const cover = property.cover;
  const place = placeName(property.location, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showFacts = variant === "call" || variant === "areaGuide";
  const tag =
    property.propertyStatus === "offPlan"
      ? t("pub.card.offPlan")
      : property.propertyStatus === "ready"
        ? t("pub.card.ready")
        : null;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white transition-shadow duration-300 hover:shadow-lg has-[a[data-card-link]:focus-visible]:ring-3 has-[a[data-card-link]:focus-visible]:ring-sand">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-light">
        {cover ? (
          <img
            src={cover.src}
            srcSet={cover.srcset || undefined}
            sizes={cover.srcset ? sizes : undefined}
            alt={cover.alt || property.name}
            lang={cover.alt ? textLang(locale, cover.alt) : property.nameLang}
            width={cover.width ?? 960}
            height={cover.height ?? 640}
            loading={priority ? "eager" : "lazy"}
            // Low, not auto: a card under a hero is on a phone's first screen, and Chrome would raise
            // it to high and let it compete with the hero for the bandwidth.
            fetchPriority={priority ? "high" : "low"}
            decoding={priority ? "sync" : "async"}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sand-dark">
            <Building2 aria-hidden className="size-10" />
            <span className="text-sm">{t("pub.card.noImage")}</span>
          </div>
        )}
        {tag ? (
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink shadow-sm">
            {tag}
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-lg font-semibold text-sand-dark">{price}</p>
        <Heading className="font-sans text-lg font-medium leading-snug">
          {/* The card's one main link: its ::after covers the whole card, so a click anywhere opens it. */}
          <Link
            to={href}
            data-card-link
            lang={property.nameLang}
            className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none"
          >
            {property.name}
          </Link>
        </Heading>
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-dark" />
          <span className="sr-only">{t("pub.card.location")}: </span>
          <span lang={place.lang}>{place.text}</span>
        </p>
        {excerptLength > 0 && property.desc ? (
          <p lang={property.descLang} className="text-sm leading-relaxed text-muted">
            {excerpt(property.desc, excerptLength)}
          </p>
        ) : null}
        {showFacts ? <Facts property={property} /> : null}
        <CardActions property={property} variant={variant} origin={root?.origin ?? ""} />
      </div>
    </article>
  );
}

function Facts({ property }: { property: CardData }) {
  const t = useT();
  const display = useDisplay();
  const items: { key: string; icon: typeof BedDouble; label: string; value: string }[] = [];
  if (property.bedrooms != null)
    items.push({
      key: "beds",
      icon: BedDouble,
      label: t("pub.card.beds"),
      value: property.bedrooms === 0 ? t("property.studio") : t("property.beds", { n: property.bedrooms }),
    });
  if (property.bathrooms != null)
    items.push({
      key: "baths",
      icon: Bath,
      label: t("pub.card.baths"),
      value: t("property.baths", { n: property.bathrooms }),
    });
  if (property.square != null && property.square > 0)
    items.push({
      key: "size",
      icon: Ruler,
      label: t("pub.card.size"),
      value: formatArea(t, property.square, display.unit),
    });
  if (items.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-3 text-sm text-ink">
      {items.map(({ key, icon: Icon, label, value }) => (
        <li key={key} className="flex items-center gap-1.5">
          <Icon aria-hidden className="size-4 text-sand-dark" />
          <span className="sr-only">{label}: </span>
          {value}
        </li>
      ))}
    </ul>
  );
}

const actionClass =
  "relative z-10 inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium transition-colors";
/** Call, WhatsApp and Email share a row: narrower, and their icons only where the card has room. */
const contactClass =
  "relative z-10 inline-flex min-h-11 grow items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors";
const contactIcon = "hidden size-4 shrink-0 @[18.5rem]:block";

/**
 * Buttons are sibling links above the card link's overlay (a link inside a link is invalid). Email is
 * our enquiry form about the listing (the lead reaches the admin), never a mailto: link.
 */
function CardActions({
  property,
  variant,
  origin,
}: {
  property: CardData;
  variant: CardVariant;
  origin: string;
}) {
  const t = useT();
  const place = usePlaceName();
  const localized = useLocalePath();
  if (variant === "call") {
    const url = `${origin}${localized(propertyPath(property._id))}`;
    return (
      <div className="@container mt-auto pt-3" {...KEEP_CLEAR}>
        <div className="flex gap-2">
          <a
            href={telHref(property.number)}
            className={`${contactClass} border border-ink hover:bg-ink hover:text-white`}
            aria-label={t("pub.card.callAbout", { name: property.name })}
          >
            <Phone aria-hidden className={contactIcon} />
            {t("pub.card.call")}
          </a>
          <a
            href={whatsappHref(property.number, t("pub.card.whatsappMessage", { name: property.name, url }))}
            target="_blank"
            rel="noopener noreferrer"
            className={`${contactClass} bg-[#1f7a3d] text-white hover:bg-[#17602f]`}
            aria-label={t("pub.card.whatsappAbout", { name: property.name })}
          >
            <WhatsappIcon className={contactIcon} />
            {t("pub.card.whatsapp")}
          </a>
          <Link
            to={enquiryHref(property._id)}
            className={`${contactClass} border border-ink hover:bg-ink hover:text-white`}
            aria-label={t("pub.card.emailAbout", { name: property.name })}
            data-card-action="email"
          >
            <Mail aria-hidden className={contactIcon} />
            {t("pub.card.email")}
          </Link>
        </div>
      </div>
    );
  }
  if (variant === "areaGuide") {
    return (
      <div className="mt-auto flex pt-3" {...KEEP_CLEAR}>
        <Link
          to={`/area/${encodeURIComponent(property.location)}`}
          className={`${actionClass} border border-ink hover:bg-ink hover:text-white`}
          aria-label={t("pub.card.areaGuideAbout", { location: place(property.location).text })}
        >
          <MapPin aria-hidden className="size-4" />
          {t("pub.card.areaGuide")}
        </Link>
      </div>
    );
  }
  if (variant === "contact") {
    return (
      <div className="mt-auto flex pt-3" {...KEEP_CLEAR}>
        <Link
          to={enquiryHref(property._id)}
          className={`${actionClass} bg-ink text-white hover:bg-sand-dark`}
          aria-label={t("pub.card.contactAbout", { name: property.name })}
        >
          <MessageSquareText aria-hidden className="size-4" />
          {t("pub.card.contactUs")}
        </Link>
      </div>
    );
  }
  return null;
}
