import type { PermitQr } from "../../modules/properties/permit-qr.ts";
import { Link } from "../ui/locale-link.tsx";
import { PlaceName } from "../ui/place-name.tsx";
import { Bath, BedDouble, MapPin, Ruler } from "../icons.ts";
import { COMPLETION_LABEL, KIND_LABEL, TYPE_LABEL } from "./enum-labels.ts";
import { converts, type Display, formatArea, pricePerArea, useDisplay } from "../../lib/display.ts";
import { formatDate } from "../../lib/format.ts";
import { LOCALE_TAGS } from "../../lib/i18n/locale.ts";
import { formatMoney, type Translate, useLocale, useT } from "../../lib/i18n/index.ts";
import type { LocalizedText } from "../../modules/properties/property.localized.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import { assetUrl, enquiryHref } from "./contact-links.ts";
import { chequesText, priceParts } from "../../modules/properties/property.price.ts";
import { isPresent } from "./info-rows.ts";

/** The price and its period for the detail page's panels (property.price.ts): "Price on request" when unpublished. */
export function priceText(
  p: Pick<Property, "price" | "rentFrequency">,
  t: Translate,
  display?: Display,
): { amount: string; suffix: string; onRequest: boolean } {
  const { amount, period, onRequest } = priceParts(p, t, "page", display);
  return { amount, suffix: period, onRequest };
}

/**
 * Price per square foot or metre (the visitor's unit) when both are known, per year for yearly
 * rents; none for other periods.
 */
function pricePerUnit(
  p: Pick<Property, "price" | "square" | "rentFrequency">,
  t: Translate,
  display: Display,
): string | null {
  if (!(p.price > 0) || !p.square || !(p.square > 0)) return null;
  if (p.rentFrequency && p.rentFrequency !== "yearly") return null;
  const value = pricePerArea(t, p.price, p.square, display);
  if (!value) return null;
  const key =
    display.unit === "sqm"
      ? p.rentFrequency === "yearly"
        ? "pd.price.perSqmYear"
        : "pd.price.perSqm"
      : p.rentFrequency === "yearly"
        ? "pd.price.perSqftYear"
        : "pd.price.perSqft";
  return t(key, { price: value });
}

function bedsText(bedrooms: number, t: Translate): string {
  if (bedrooms === 0) return t("property.studio");
  return t("pd.facts.beds", { n: bedrooms });
}

export function Headline({ property: p }: { property: Property & LocalizedText }) {
  const t = useT();
  const locale = useLocale();
  const display = useDisplay();
  const price = priceText(p, t, display);
  const perUnit = pricePerUnit(p, t, display);
  const cheques = chequesText(p, t);
  // In another currency, the dirham price stands beside it: the one the agency set.
  const inDirhams = converts(display) ? formatMoney(t, p.price) : null;
  return (
    <header className="space-y-3 md:space-y-4">
      <div className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide uppercase">
        <span className="rounded-full bg-sand-light px-3 py-1 text-ink">{t(TYPE_LABEL[p.type])}</span>
        <span className="rounded-full border border-line px-3 py-1 text-ink">
          {t(COMPLETION_LABEL[p.propertyStatus])}
        </span>
        <span className="rounded-full border border-line px-3 py-1 text-ink">
          {t(KIND_LABEL[p.propertyType])}
        </span>
      </div>
      <h1 lang={p.nameLang} className="text-2xl break-words sm:text-3xl md:text-5xl">
        {p.name}
      </h1>
      <p className="flex items-center gap-1.5 text-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <PlaceName name={p.location} />
      </p>
      {price.onRequest ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="price">
          <span className="text-xl font-medium">{price.amount}</span>
          <Link
            to={enquiryHref(p._id)}
            className="inline-flex min-h-11 items-center rounded-full border border-ink px-4 py-2 text-sm font-medium hover:bg-paper"
          >
            {t("pd.price.askForPrice")}
          </Link>
        </p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price">
          <span className="font-display text-3xl font-medium md:text-4xl">{price.amount}</span>
          {price.suffix ? <span className="text-muted">{price.suffix}</span> : null}
          {inDirhams ? (
            <span className="text-muted" data-testid="price-aed">
              {`(${inDirhams})`}
            </span>
          ) : null}
          {cheques ? <span className="text-sm text-muted">· {cheques}</span> : null}
          {perUnit ? <span className="basis-full text-sm text-muted">{perUnit}</span> : null}
          {inDirhams && display.ratesSetOn ? (
            <span className="basis-full text-xs text-muted">
              {t("pd.price.rateNote", {
                date: formatDate(display.ratesSetOn, { locale: LOCALE_TAGS[locale].intl }),
              })}
            </span>
          ) : null}
        </p>
      )}
      <ul
        aria-label={t("pd.facts.label")}
        className="flex flex-wrap gap-x-6 gap-y-2 border-y border-line py-3"
      >
        {isPresent(p.bedrooms) ? (
          <li className="flex items-center gap-2" data-testid="fact-bedrooms">
            <BedDouble aria-hidden="true" className="size-5 text-sand-dark" />
            {bedsText(p.bedrooms ?? 0, t)}
          </li>
        ) : null}
        {isPresent(p.bathrooms) ? (
          <li className="flex items-center gap-2" data-testid="fact-bathrooms">
            <Bath aria-hidden="true" className="size-5 text-sand-dark" />
            {t("pd.facts.baths", { n: p.bathrooms ?? 0 })}
          </li>
        ) : null}
        {isPresent(p.square) ? (
          <li className="flex items-center gap-2" data-testid="fact-square">
            <Ruler aria-hidden="true" className="size-5 text-sand-dark" />
            {formatArea(t, p.square ?? 0, display.unit)}
          </li>
        ) : null}
      </ul>
    </header>
  );
}

/**
 * Reference, Trakheesi permit with its DLD QR code, the agent's BRN and the agency's ORN (Dubai
 * advertising rules; issue 21), each where set.
 */
export function Compliance({
  property: p,
  qr,
  orn,
}: {
  property: Property;
  qr: PermitQr | null;
  orn: string;
}) {
  const t = useT();
  const rows: [string, string, string][] = [];
  if (isPresent(p.reference)) rows.push(["reference", t("pd.compliance.reference"), p.reference!]);
  if (isPresent(p.permitNumber)) rows.push(["permit", t("pd.compliance.permit"), p.permitNumber!]);
  if (isPresent(p.agentBrn)) rows.push(["brn", t("pd.compliance.brn"), p.agentBrn!]);
  if (orn) rows.push(["orn", t("pd.compliance.orn"), orn]);
  if (rows.length === 0 && !qr) return null;
  const qrAlt = t("pd.compliance.qrAlt", { permit: p.permitNumber ?? "" });
  return (
    <section
      aria-label={t("pd.compliance.title")}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-line p-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-testid={`compliance-${key}`}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {qr ? (
        <figure className="flex items-center gap-3" data-permit-qr={qr.kind}>
          {qr.kind === "image" ? (
            <img
              src={assetUrl(qr.src)}
              alt={qrAlt}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded border border-line bg-white p-1"
            />
          ) : (
            <a href={qr.href} rel="noopener" target="_blank" className="block">
              {/* Drawn on the server from the permit's verification address (permit-qr.server.ts). */}
              <span
                role="img"
                aria-label={qrAlt}
                className="block size-24 rounded border border-line bg-white p-1 [&>svg]:size-full"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library drew from a URL
                dangerouslySetInnerHTML={{ __html: qr.svg }}
              />
            </a>
          )}
          <figcaption className="max-w-40 text-xs text-muted">{t("pd.compliance.qrHint")}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
