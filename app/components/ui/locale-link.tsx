import { forwardRef, useCallback } from "react";
import {
  Form as RouterForm,
  type FormProps,
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavigateOptions,
  type NavLinkProps,
  type To,
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

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={localeTo(useLocale(), to)} {...rest} />;
});

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
