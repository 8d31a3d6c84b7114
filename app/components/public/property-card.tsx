import { Link } from "react-router";
import { formatAED } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import type { PropertySummary } from "../../modules/properties/property.schema.ts";

export function PropertyCard({
  property,
  priority = false,
}: {
  property: PropertySummary;
  priority?: boolean;
}) {
  const t = useT();
  const price = formatAED(property.price) ?? t("price.contactUs");
  const cover = property.cover;
  return (
    <Link
      to={`/property/${property._id}`}
      className="group block overflow-hidden rounded-lg border border-line bg-white transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[3/2] overflow-hidden bg-sand-light">
        {cover ? (
          <img
            src={cover.src}
            srcSet={cover.srcset || undefined}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={cover.alt}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="space-y-1 p-4">
        <p className="font-semibold text-sand-dark">{price}</p>
        <h3 className="font-sans text-lg font-medium">{property.name}</h3>
        <p className="text-sm text-muted">{property.location}</p>
      </div>
    </Link>
  );
}
