import { type AnchorHTMLAttributes, forwardRef, useCallback, useEffect } from "react";
import {
  Form as RouterForm,
  type FormProps,
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavigateOptions,
  type NavLinkProps,
  type To,
  createPath,
  useNavigate,
} from "react-router";
import { useLocale } from "../../lib/i18n/index.ts";
import { type Locale, localePath } from "../../lib/i18n/locale.ts";

/**
 * The public site's links, forms and navigations, in the page's language (issue 20): the same
 * props as React Router's, with every site path written as the route map writes it (`/contact`);
 * on an Arabic page it becomes `/ar/contact` (lib/i18n/locale.ts). Public code imports these,
 * never React Router's own (a test scans for it), so no link can leave the visitor's language.
 */
function localeTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localePath(locale, to);
  return to.pathname ? { ...to, pathname: localePath(locale, to.pathname) } : to;
}

/**
 * A link to a site path. Most of the site's links (≈ 75 on a listing page: header, cards, footer)
 * name a path and nothing else: they render a plain `<a>` with the markup React Router's `Link`
 * writes (`data-discover`, so its route discovery still sees them), and one listener for the page
 * (`useSiteLinkClicks`, in the public layout) navigates on their clicks as `Link` would. React
 * Router's `Link` costs about ten hooks a link on the server and in the browser, and re-renders on
 * every navigation (it reads the location): the plain link costs one context read (issue 25).
 * Anything else (a path relative to the current page, `state`, `replace`, `preventScrollReset`, …)
 * goes to React Router's own `Link`; `reloadDocument` is a plain `<a>` the listener leaves alone.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const locale = useLocale();
  const path = plainPath(props);
  if (path === undefined) {
    const { to, ...rest } = props;
    return <RouterLink ref={ref} to={localeTo(locale, to)} {...rest} />;
  }
  // plainPath returned a path: every router-only prop is absent, so what is left is the anchor's.
  // The attributes in React Router's order (its markup, byte for byte: a test compares them).
  const {
    to: _to,
    reloadDocument,
    target,
    ...anchor
  } = props as LinkProps & AnchorHTMLAttributes<HTMLAnchorElement>;
  return (
    <a
      ref={ref}
      {...anchor}
      href={localePath(locale, path)}
      target={target}
      {...(reloadDocument ? {} : { [SITE_LINK]: "true" })}
    />
  );
});

/** The attribute that marks a plain site link: React Router's own, so the markup is unchanged. */
const SITE_LINK = "data-discover";
/**
 * Props only React Router's `Link` can honour (`reloadDocument` is honoured by a plain `<a>`). Typed
 * from `LinkProps`: a prop React Router adds fails the type check here until it is listed.
 */
type RouterOnlyProp = Exclude<
  keyof LinkProps,
  keyof AnchorHTMLAttributes<HTMLAnchorElement> | "to" | "reloadDocument"
>;
const ROUTER_ONLY = Object.keys({
  state: true,
  replace: true,
  relative: true,
  preventScrollReset: true,
  viewTransition: true,
  prefetch: true,
  discover: true,
  mask: true,
  defaultShouldRevalidate: true,
} satisfies Record<RouterOnlyProp, true>) as RouterOnlyProp[];

/** The site path a link names, when a plain `<a>` can stand for React Router's `Link`. */
function plainPath(props: LinkProps): string | undefined {
  for (const name of ROUTER_ONLY) if (props[name] !== undefined) return undefined;
  const { to } = props;
  if (typeof to === "string") return isSitePath(to) ? to : undefined;
  if (!to.pathname || !isSitePath(to.pathname)) return undefined;
  return createPath(to);
}

const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//");

/**
 * Client navigation for the plain site links (`Link` above): one click listener on the window, after
 * React's own handlers (a link's `onClick` may still cancel it). It navigates as React Router's
 * `Link` does: a plain left click on a link of this page's origin, no modifier key, no other target,
 * not a download; the same address replaces the history entry instead of adding one.
 */
export function useSiteLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${SITE_LINK}]`) : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const to = link.getAttribute("href");
      const url = new URL(link.href);
      if (!to || url.origin !== window.location.origin) return;
      event.preventDefault();
      const here = window.location;
      const same = url.pathname === here.pathname && url.search === here.search && url.hash === here.hash;
      void navigate(to, { replace: same });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  return <RouterNavLink ref={ref} to={localeTo(useLocale(), to)} {...rest} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...rest }, ref) {
  const locale = useLocale();
  return (
    <RouterForm ref={ref} action={action === undefined ? undefined : localePath(locale, action)} {...rest} />
  );
});

/** `useNavigate` for site paths: `navigate("/searchResult?…")` stays in the page's language. */
export function useLocaleNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  // Stable, as React Router's own is, so effects may depend on it.
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(localeTo(locale, to), options);
    },
    [navigate, locale],
  );
}

/** A site path in the page's language, for a plain `<a href>` or an absolute URL. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
