import type { ReactNode } from "react";
import type { PropertySummary } from "../../modules/properties/property.schema.ts";
import { type CardVariant, PropertyCard } from "./property-card.tsx";

/** Three columns on desktop, two on tablets, one on phones. The first row may load eagerly. */
export function PropertyGrid({
  items,
  variant,
  excerptLength = 0,
  eager = 0,
  headingLevel = 3,
}: {
  items: PropertySummary[];
  variant: CardVariant;
  excerptLength?: 0 | 100 | 200;
  /**
   * How many leading cards load eagerly with high priority. One where the first card is the page's
   * largest paint (no hero above the grid): more would compete with it for the phone's bandwidth.
   */
  eager?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((p, i) => (
        <li key={p._id}>
          <PropertyCard
            property={p}
            variant={variant}
            excerptLength={excerptLength}
            priority={i < eager}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function SectionHeader({
  title,
  id,
  children,
  level = 2,
}: {
  title: string;
  id?: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const H = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <H id={id} className="text-3xl md:text-4xl">
        {title}
      </H>
      {children}
    </div>
  );
}
