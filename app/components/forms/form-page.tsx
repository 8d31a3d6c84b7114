import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { PageIntro } from "../content/page-intro.tsx";
import "../../lib/i18n/content.ts";

/**
 * The two columns of a form page: the form (and what goes with it) on the wide side, and beside
 * it, ruled off on large screens, what helps people fill it in (contacts, the steps that follow).
 */
export function FormColumns({
  aside,
  asideClassName = "",
  mainClassName,
  id,
  spacious = false,
  children,
}: {
  aside: ReactNode;
  asideClassName?: string;
  mainClassName?: string;
  /** An anchor to the form (`/career#apply`); the header's height is kept clear of it. */
  id?: string;
  /** The roomier rhythm of a page whose form follows other sections. */
  spacious?: boolean;
  children: ReactNode;
}) {
  const rhythm = spacious ? "py-14 md:py-20" : "py-12 md:py-16";
  return (
    <div
      id={id}
      className={`mx-auto grid max-w-7xl ${id ? "scroll-mt-24 " : ""}gap-12 px-4 ${rhythm} lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16`}
    >
      <div className={mainClassName}>{children}</div>
      <aside className={`${asideClassName} lg:border-s lg:border-line lg:ps-12`.trim()}>{aside}</aside>
    </div>
  );
}

/** A page that is mostly its form: the intro band (`content.{page}.*`), then the form's columns. */
export function FormPage({
  page,
  after,
  children,
  ...columns
}: {
  page: "contactPage" | "enquiryPage" | "listPage";
  /** Below the columns: what belongs to the page, not to either column (structured data). */
  after?: ReactNode;
} & Parameters<typeof FormColumns>[0]) {
  const t = useT();
  return (
    <main id="main">
      <PageIntro
        eyebrow={t(`content.${page}.eyebrow`)}
        title={t(`content.${page}.title`)}
        lead={t(`content.${page}.lead`)}
      />
      <FormColumns {...columns}>{children}</FormColumns>
      {after}
    </main>
  );
}
