import type { ReactNode } from "react";

/** The opening band of a page without a photographic hero: eyebrow, heading, lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        {eyebrow ? (
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sand-dark">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-4xl text-balance md:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-ink/75">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
