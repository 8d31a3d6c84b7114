import { Briefcase, Building2, KeyRound, Mail, Menu, Users, X } from "../icons.ts";
import {
  ClipboardList,
  ExternalLink,
  FileUp,
  HardHat,
  House,
  Rss,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Newspaper,
  Plus,
  Store,
  TreePalm,
  Send,
  Settings,
} from "./icons.ts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { StaffRole } from "../../lib/actor.ts";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { ROLE_LABEL } from "./labels.ts";
import "../../lib/i18n/admin.ts";

/** Who the admin belongs to, from the site settings (app/modules/settings). */
export interface Agency {
  name: string;
  /** A path or URL of the logo; blank: the name's initial stands in. */
  logo: string;
}

/** The agency's logo, or its initial on a sand square when it has none. Decorative: the name is beside it. */
function AgencyMark({ agency, className }: { agency: Agency; className: string }) {
  if (agency.logo)
    return (
      <img
        src={agency.logo}
        alt=""
        className={`${className} shrink-0 rounded-md object-contain`}
        data-agency-logo
      />
    );
  return (
    <span
      aria-hidden
      className={`${className} flex shrink-0 items-center justify-center rounded-md bg-sand font-display text-lg text-white`}
    >
      {agency.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export interface Badges {
  contact: number;
  enquiry: number;
  listProperty: number;
  career: number;
  /** Emails that failed for good (the outbox page). */
  mailFailed: number;
}

interface NavItem {
  to: string;
  label: MessageKey;
  icon: typeof House;
  badge?: keyof Badges;
  /** What the badge's number means to a screen reader (default: new items). */
  badgeLabel?: MessageKey;
  end?: boolean;
  /** Shown to admins only (the page answers an agent with 403). */
  adminsOnly?: boolean;
}

/** Who is signed in, as the frame shows them; the role decides which sections appear. */
export interface ShellUser {
  name: string;
  email: string;
  role: StaffRole;
}

const NAV: { heading: MessageKey; items: NavItem[] }[] = [
  {
    heading: "admin.nav.overview",
    items: [{ to: "/admin/home", label: "admin.nav.dashboard", icon: LayoutDashboard }],
  },
  {
    heading: "admin.nav.properties",
    items: [
      { to: "/admin/realEstate", label: "admin.nav.allProperties", icon: Building2 },
      { to: "/admin/buyRealEstate", label: "admin.nav.buy", icon: House },
      { to: "/admin/rentRealEstate", label: "admin.nav.rent", icon: KeyRound },
      { to: "/admin/commercialRealEstate", label: "nav.commercial", icon: Store },
      { to: "/admin/holidayRealEstate", label: "admin.nav.holiday", icon: TreePalm },
      { to: "/admin/newProjects", label: "admin.nav.newProjects", icon: HardHat },
    ],
  },
  {
    heading: "admin.nav.leads",
    items: [
      { to: "/admin/contact", label: "admin.nav.contact", icon: Mail, badge: "contact" },
      { to: "/admin/enquiry", label: "admin.nav.enquiry", icon: MessageSquare, badge: "enquiry" },
      {
        to: "/admin/listProperty",
        label: "admin.nav.listProperty",
        icon: ClipboardList,
        badge: "listProperty",
      },
    ],
  },
  {
    heading: "admin.nav.people",
    items: [
      { to: "/admin/career", label: "admin.nav.career", icon: Briefcase, badge: "career" },
      { to: "/admin/newsletter", label: "admin.nav.newsletter", icon: Newspaper, adminsOnly: true },
      {
        to: "/admin/mail",
        label: "admin.nav.mail",
        icon: Send,
        badge: "mailFailed",
        badgeLabel: "admin.nav.badgeFailed",
        adminsOnly: true,
      },
      { to: "/admin/users", label: "admin.nav.users", icon: Users, adminsOnly: true },
      { to: "/admin/settings", label: "admin.settings.nav", icon: Settings, adminsOnly: true },
      { to: "/admin/api-tokens", label: "admin.apiTokens.nav", icon: KeyRound, adminsOnly: true },
      { to: "/admin/portals", label: "admin.portals.nav", icon: Rss, adminsOnly: true },
      { to: "/admin/import", label: "admin.import.nav", icon: FileUp, adminsOnly: true },
    ],
  },
];

function SidebarContent({ agency, badges, user }: { agency: Agency; badges: Badges; user: ShellUser }) {
  const t = useT();
  const isAdmin = user.role === "admin";
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 pt-5 pe-12 pb-4 ps-5 min-[1008px]:pe-5">
        <AgencyMark agency={agency} className="size-8" />
        <div className="min-w-0 leading-tight">
          <p className="line-clamp-2 text-sm font-semibold text-white" data-agency-name>
            {agency.name}
          </p>
          <p className="text-xs text-white/60">{t("admin.brand.sub")}</p>
        </div>
      </div>
      {isAdmin ? (
        <NavLink
          to="/addProperty"
          className="mx-4 mb-3 inline-flex items-center justify-center gap-1.5 rounded-md bg-sand px-3 py-2 text-sm font-semibold text-ink hover:bg-[#c4a473]"
        >
          <Plus aria-hidden className="size-4" />
          {t("admin.nav.addProperty")}
        </NavLink>
      ) : null}
      <nav aria-label={t("admin.nav.label")} className="grow overflow-y-auto px-3 pb-4">
        {NAV.map((group) => (
          <div key={group.heading} className="mt-3">
            <p className="px-2 pb-1 text-[0.68rem] font-semibold tracking-wider text-white/50 uppercase">
              {t(group.heading)}
            </p>
            <ul>
              {group.items
                .filter((item) => isAdmin || !item.adminsOnly)
                .map((item) => {
                  const count = item.badge ? badges[item.badge] : 0;
                  const Icon = item.icon;
                  return (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        className={({ isActive }) =>
                          `flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm ${
                            isActive
                              ? "bg-white/12 font-medium text-white"
                              : "text-white/75 hover:bg-white/6 hover:text-white"
                          }`
                        }
                      >
                        <Icon aria-hidden className="size-4 shrink-0" />
                        <span className="grow">{t(item.label)}</span>
                        {count > 0 ? (
                          <span
                            className="rounded-full bg-sand px-1.5 py-0.5 text-[0.7rem] leading-none font-bold text-ink tabular-nums"
                            data-badge={item.badge}
                          >
                            <span aria-hidden>{count > 999 ? "999+" : count}</span>
                            <span className="sr-only">
                              {t(item.badgeLabel ?? "admin.nav.badge", { n: count })}
                            </span>
                          </span>
                        ) : null}
                      </NavLink>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-white/10 px-4 py-3">
        <p className="truncate text-sm font-medium text-white" data-admin-name>
          {user.name}
        </p>
        <p className="truncate text-xs text-white/60">{user.email}</p>
        <p className="text-xs text-white/60" data-admin-role>
          {t(ROLE_LABEL[user.role])}
          {" · "}
          <NavLink
            to="/admin/account"
            className="text-white/75 underline underline-offset-2 hover:text-white"
            data-account
          >
            {t("admin.account.link")}
          </NavLink>
        </p>
        <div className="mt-2 flex items-center gap-2">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-white/75 hover:bg-white/10 hover:text-white"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            {t("admin.nav.viewSite")}
          </a>
          <Form method="post" action="/admin/logout" className="ms-auto">
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-white/75 hover:bg-white/10 hover:text-white"
            >
              <LogOut aria-hidden className="size-3.5 rtl:rotate-180" />
              {t("admin.nav.logout")}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}

/**
 * The admin frame: a fixed sidebar from 1008 px; below that a top bar whose menu button opens the
 * same sidebar as a modal drawer (focus trapped, Escape closes, closes on navigation).
 */
export function AdminShell({
  children,
  agency,
  badges,
  user,
}: {
  children: ReactNode;
  agency: Agency;
  badges: Badges;
  user: ShellUser;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const totalNew = badges.contact + badges.enquiry + badges.listProperty + badges.career;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer after every navigation
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const d = drawer.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <div className="min-h-dvh bg-[#f7f6f3] text-ink min-[1008px]:ps-60" data-admin-shell>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[300] focus:rounded focus:bg-white focus:p-3 focus:text-ink"
      >
        {t("site.skipToContent")}
      </a>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-60 bg-[#16181d] min-[1008px]:block">
        <SidebarContent agency={agency} badges={badges} user={user} />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-white px-4 min-[1008px]:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="relative inline-flex size-10 items-center justify-center rounded-md border border-line"
          aria-label={t("admin.nav.open")}
          aria-expanded={open}
        >
          <Menu aria-hidden className="size-5" />
          {totalNew > 0 ? (
            <span aria-hidden className="absolute -end-1 -top-1 size-2.5 rounded-full bg-sand" />
          ) : null}
        </button>
        <AgencyMark agency={agency} className="size-7" />
        <p className="min-w-0 grow truncate font-semibold" data-agency-name>
          {agency.name}
        </p>
        <span className="hidden truncate text-sm text-muted sm:block">{user.name}</span>
      </header>

      <dialog
        ref={drawer}
        aria-label={t("admin.nav.label")}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-[#16181d] p-0 backdrop:bg-black/50 min-[1008px]:hidden"
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
        onMouseDown={(e) => {
          if (e.target === drawer.current) setOpen(false);
        }}
      >
        {open ? (
          <div className="relative h-full">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="absolute end-3 top-4 z-10 inline-flex size-9 items-center justify-center rounded-md text-white/80 hover:bg-white/10"
              aria-label={t("admin.nav.close")}
            >
              <X aria-hidden className="size-5" />
            </button>
            <SidebarContent agency={agency} badges={badges} user={user} />
          </div>
        ) : null}
      </dialog>

      <main id="main" className="mx-auto max-w-[1600px] px-4 py-5 sm:px-6 lg:py-7">
        {children}
      </main>
    </div>
  );
}
