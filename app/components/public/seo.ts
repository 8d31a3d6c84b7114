import type { MetaDescriptor } from "react-router";
import { type Translate, translate } from "../../lib/i18n/index.ts";
import {
  alternatePaths,
  LOCALE_TAGS,
  type Locale,
  localeOf,
  localePath,
  unlocalizedPath,
} from "../../lib/i18n/locale.ts";

interface RootData {
  settings?: { agencyName?: string } | null;
  origin?: string | null;
}

interface MetaContext {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Canonical path, as the route map writes it; defaults to the current path. */
  path?: string;
  /** Query string of the canonical URL (e.g. `?page=2`), "" for none. */
  search?: string;
  image?: string;
  noindex?: boolean;
}

export function rootDataOf(matches: MetaContext["matches"]): RootData {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData as RootData | undefined) ?? {};
}

/** The strings of a page's `meta`, in the page's language (from its path). */
export function metaT(location: { pathname: string }): Translate {
  const locale = localeOf(location.pathname);
  return (key, vars) => translate(locale, key, vars);
}

/**
 * The page in each language, for `<link rel="alternate" hreflang>`: English, Arabic, and English
 * again as `x-default` (the page for every other language).
 */
export function alternates(origin: string, path: string): MetaDescriptor[] {
  const paths = alternatePaths(path);
  const link = (hrefLang: string, locale: Locale): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: `${origin}${paths[locale]}`,
  });
  return [link("en", "en"), link("ar", "ar"), link("x-default", "en")];
}

/**
 * Title, description, canonical URL (in the page's language), the other languages' addresses, Open
 * Graph and Twitter tags for one page.
 */
export function pageMeta(ctx: MetaContext, opts: PageMetaOptions): MetaDescriptor[] {
  const root = rootDataOf(ctx.matches);
  const locale = localeOf(ctx.location.pathname);
  const agency = root.settings?.agencyName ?? "";
  const origin = (root.origin ?? "").replace(/\/+$/, "");
  const title = agency && opts.title !== agency ? `${opts.title} | ${agency}` : opts.title;
  const path = `${unlocalizedPath(opts.path ?? ctx.location.pathname)}${opts.search ?? ""}`;
  const url = `${origin}${localePath(locale, path)}`;
  const image = opts.image ?? `${origin}/images/og-default.jpg`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(origin, path),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: LOCALE_TAGS[locale].og },
    {
      property: "og:locale:alternate",
      content: LOCALE_TAGS[locale === "ar" ? "en" : "ar"].og,
    },
    { property: "og:title", content: title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: image },
  ];
  if (agency) tags.push({ property: "og:site_name", content: agency });
  if (opts.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
