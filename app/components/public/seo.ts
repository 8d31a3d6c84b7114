import type { MetaDescriptor } from "react-router";

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

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(ctx: MetaContext, opts: PageMetaOptions): MetaDescriptor[] {
  const root = rootDataOf(ctx.matches);
  const agency = root.settings?.agencyName ?? "";
  const origin = (root.origin ?? "").replace(/\/+$/, "");
  const title = agency && opts.title !== agency ? `${opts.title} | ${agency}` : opts.title;
  const url = `${origin}${opts.path ?? ctx.location.pathname}${opts.search ?? ""}`;
  const image = opts.image ?? `${origin}/images/og-default.jpg`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
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
