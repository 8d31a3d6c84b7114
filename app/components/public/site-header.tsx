import { ChevronDown, Heart, Languages, Menu, X } from "../icons.ts";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../ui/locale-link.tsx";
import { useLocale, useT } from "../../lib/i18n/index.ts";
import { LOCALE_NAMES, localePath, unlocalizedPath } from "../../lib/i18n/locale.ts";
import { WhatsappIcon } from "../ui/brand-icons.tsx";
import { DisplayForm, DisplaySwitch } from "./display-switch.tsx";
import { whatsappHref } from "../../lib/contact-links.ts";
import { isGroup, LIST_PROPERTY_NAV, type NavGroupEntry, SAVED_NAV, SITE_NAV } from "./site-nav.ts";

/** The width from which the header shows its links; below it, the phone menu (a modal dialog). */
const WIDE_NAV_QUERY = "(min-width: 1024px)";

/** Scroll distance after which the header over a hero turns solid (docs/product/specification.md §9). */
const SOLID_AFTER_PX = 100;

export function SiteHeader({
  agencyName,
  whatsapp,
  overHero,
}: {
  agencyName: string;
  whatsapp: string;
  overHero: boolean;
}) {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const openedNatively = useCallback(() => setMenuOpen(true), []);
  const location = useLocation();

  useEffect(() => {
    if (!overHero) return;
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [overHero]);

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => setMenuOpen(false), [location.key]);

  const solid = !overHero || scrolled;
  return (
    <header
      data-solid={solid ? "true" : "false"}
      className={`${overHero ? "fixed" : "sticky"} inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid
          ? "border-b border-line bg-white text-ink shadow-sm"
          : // A soft scrim keeps the white text legible over light photos, and if scripts are slow.
            "border-b border-transparent bg-gradient-to-b from-black/55 to-transparent text-white"
      }`}
    >
      <nav
        aria-label={t("nav.main")}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20"
      >
        <Link to="/" className="font-display text-lg leading-tight lg:max-w-36 xl:max-w-none xl:text-xl">
          {agencyName}
        </Link>

        <ul className="hidden items-center whitespace-nowrap lg:flex xl:gap-0.5">
          {SITE_NAV.map((e) => (
            <li key={e.to}>
              {isGroup(e) ? (
                <Dropdown group={e} />
              ) : (
                <TopLink to={e.to} end={e.to === "/"} label={t(e.label)} />
              )}
            </li>
          ))}
          <li>
            <TopLink to={SAVED_NAV.to} label={t(SAVED_NAV.label)} icon />
          </li>
          <li>
            <DisplaySwitch className={`${TOP_LINK} px-2 xl:px-3`} />
          </li>
          <li>
            <LanguageSwitch className={`${TOP_LINK} px-2 xl:px-3`} />
          </li>
          <li className="ms-1 xl:ms-2">
            <Link
              to={LIST_PROPERTY_NAV.to}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors xl:px-5 ${
                solid ? "bg-ink text-white hover:bg-sand-dark" : "bg-white text-ink hover:bg-sand-light"
              }`}
            >
              {t(LIST_PROPERTY_NAV.label)}
            </Link>
          </li>
        </ul>

        <div className="flex items-center gap-1 lg:hidden">
          <a
            href={whatsappHref(whatsapp)}
            className="inline-flex size-11 items-center justify-center rounded-full"
            aria-label={t("pub.header.whatsappUs")}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsappIcon className="size-6" />
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full"
            aria-label={t("nav.openMenu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            // Opens the dialog natively too, before the page's scripts have loaded (ADR 0014).
            {...invoke("show-modal")}
          >
            <Menu aria-hidden className="size-6" />
          </button>
        </div>
      </nav>
      <MobileMenu
        open={menuOpen}
        onOpenedNatively={openedNatively}
        onClose={() => setMenuOpen(false)}
        agencyName={agencyName}
        whatsapp={whatsapp}
      />
    </header>
  );
}

/**
 * The same page in the other language, query and fragment kept (issue 20). A full page load, so
 * the new page arrives with its language's strings and direction.
 */
function LanguageSwitch({ className, onClick }: { className: string; onClick?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <a
      href={localePath(other, `${unlocalizedPath(pathname)}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={onClick}
      data-language-switch=""
    >
      <Languages aria-hidden className="size-4" />
      {LOCALE_NAMES[other]}
      <span className="sr-only" lang={locale}>
        {t("nav.language")}
      </span>
    </a>
  );
}

function TopLink({ to, label, end, icon }: { to: string; label: string; end?: boolean; icon?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `${TOP_LINK} px-2 xl:px-3 ${icon ? "min-w-11" : ""} ${isActive ? "underline decoration-sand decoration-2" : ""}`
      }
    >
      {icon ? <Heart aria-hidden className="size-4" /> : null}
      {/* The icon link keeps its name for screen readers where space is short. */}
      <span className={icon ? "max-xl:sr-only" : undefined}>{label}</span>
    </NavLink>
  );
}

const TOP_LINK =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full text-sm font-medium underline-offset-8 hover:underline";

/**
 * A page with a menu: its own link, and beside it a disclosure button (aria-expanded) controlling
 * the list of narrower pages.
 */
function Dropdown({ group }: { group: NavGroupEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the menu
    <div
      ref={root}
      className="group/menu relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        <NavLink
          to={group.to}
          className={({ isActive }) =>
            `${TOP_LINK} ps-2 pe-0.5 xl:ps-3 xl:pe-1 ${isActive ? "underline decoration-sand decoration-2" : ""}`
          }
        >
          {t(group.label)}
        </NavLink>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={t("nav.groupMenu", { group: t(group.label) })}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex min-h-11 w-7 items-center justify-center rounded-full"
        >
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      {/* Hover also shows it (a pointer convenience that works before JavaScript loads). */}
      <ul
        id={id}
        className={`absolute start-0 top-full z-50 min-w-52 rounded-lg border border-line bg-white p-2 text-ink shadow-lg ${
          open ? "block" : "hidden [@media(hover:hover)]:group-hover/menu:block"
        }`}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-paper"
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Invoker-command attributes (`commandfor`, `command`): the browser opens or closes the menu dialog
 * itself, so the menu works before hydration (ADR 0014); React's handlers do the same afterwards.
 */
function invoke(command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: "mobile-menu", command };
}

/**
 * The full-screen menu below 1024 px (`WIDE_NAV_QUERY`): a modal <dialog>, so focus stays inside it (the rest of the
 * page is inert while it is open) and Escape closes it; focus returns to the menu button.
 */
function MobileMenu({
  open,
  onOpenedNatively,
  onClose,
  agencyName,
  whatsapp,
}: {
  open: boolean;
  onOpenedNatively: () => void;
  onClose: () => void;
  agencyName: string;
  whatsapp: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);

  const hydrating = useRef(true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (hydrating.current) {
      hydrating.current = false;
      // Opened by the browser before the scripts ran: take it over instead of closing it.
      if (!open && dialog.open) {
        onOpenedNatively();
        return;
      }
    }
    if (open) {
      if (!dialog.open) dialog.showModal();
      document.documentElement.style.overflow = "hidden";
    } else {
      if (dialog.open) dialog.close();
      document.documentElement.style.overflow = "";
    }
  }, [open, onOpenedNatively]);

  // Growing past the breakpoint closes the menu.
  useEffect(() => {
    if (!open) return;
    const mq = window.matchMedia(WIDE_NAV_QUERY);
    const onChange = () => mq.matches && onClose();
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [open, onClose]);

  const link = "flex min-h-11 items-center text-xl font-display";
  const sub = "flex min-h-11 items-center ps-4 text-base text-muted";
  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      aria-label={t("pub.header.menu")}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // A modal dialog makes the page inert, but Tab can still leave for the browser's own UI:
        // keep it cycling through the menu.
        if (e.key !== "Tab") return;
        const focusable = [
          ...e.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
        ];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-black/40"
    >
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <span className="font-display text-lg">{agencyName}</span>
        <button
          type="button"
          onClick={onClose}
          {...invoke("close")}
          className="inline-flex size-11 items-center justify-center rounded-full"
          aria-label={t("nav.closeMenu")}
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label={t("nav.main")} className="px-6 py-6">
        {/* Every top-level destination of the header (site-nav.ts), each group's pages under it. */}
        <ul className="space-y-1">
          {[...SITE_NAV, LIST_PROPERTY_NAV, SAVED_NAV].map((e) => (
            <li key={e.to}>
              <Link to={e.to} className={link} onClick={onClose}>
                {t(e.label)}
              </Link>
              {isGroup(e) ? (
                <ul>
                  {e.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={sub} onClick={onClose}>
                        {t(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mt-6 flex min-h-11 items-center gap-2 text-lg" onClick={onClose} />
        <section aria-label={t("pub.prefs.label")} className="mt-6 max-w-sm border-t border-line pt-6">
          <DisplayForm />
        </section>
        <a
          href={whatsappHref(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-[#1f7a3d] px-6 text-white"
        >
          <WhatsappIcon className="size-5" />
          {t("nav.whatsapp")}
        </a>
      </nav>
    </dialog>
  );
}
