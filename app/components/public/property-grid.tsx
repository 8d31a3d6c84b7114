import type { ReactNode } from "react";
import { type CardData, type CardVariant, PropertyCard } from "./property-card.tsx";

/** Three columns on desktop, two on tablets, one on phones. The first row may load eagerly. */
export function PropertyGrid({
  items,
  variant,
  excerptLength = 0,
  eager = 0,
  headingLevel = 3,
}: {
  items: CardData[];
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
        // Cards after the eager ones are laid out only near the viewport (`content-visibility: auto`):
        // their lazy photos then load as the visitor scrolls, not all at once with the first screen's.
        <li
          key={p._id}
          className={
            i >= eager ? "[contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]" : undefined
          }
        >
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
