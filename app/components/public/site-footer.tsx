import { Mail, MapPin, MessageSquareText, Phone } from "../icons.ts";
import { Link } from "../ui/locale-link.tsx";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";
import { ornOf } from "../../modules/settings/settings.display.ts";
import type { PublicSettings } from "../../modules/settings/settings.display.ts";
import { SocialLinks } from "../content/social-links.tsx";
import { WhatsappIcon } from "../ui/brand-icons.tsx";
import { useAgencyText } from "../ui/agency-text.ts";
import { PhoneNumber } from "../ui/phone-number.tsx";
import { telHref, whatsappHref } from "../../lib/contact-links.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

const SERVICES: [MessageKey, string][] = [
  ["pub.footer.services.buy", listingPathFor("buy")],
  ["pub.footer.services.rent", listingPathFor("rent")],
  ["nav.residential", listingPathFor("residential")],
  ["nav.commercial", listingPathFor("commercial")],
  ["pub.footer.services.holiday", listingPathFor("holiday")],
  ["pub.footer.services.newProjects", listingPathFor("newProjects")],
  ["pub.footer.services.upcoming", listingPathFor("upcoming")],
  ["pub.footer.services.areas", "/area"],
  ["pub.footer.services.communities", "/communities"],
  ["pub.footer.services.list", "/listProperty"],
];

const ABOUT: [MessageKey, string][] = [
  ["pub.footer.about.about", "/aboutUs"],
  ["pub.footer.about.team", "/team"],
  ["pub.footer.about.reviews", "/review"],
  ["pub.footer.about.videos", "/video"],
  ["pub.footer.about.career", "/career"],
  ["pub.footer.about.contact", "/contact"],
  ["pub.footer.about.privacy", "/privacy"],
];

const NAVS: { id: string; title: MessageKey; links: [MessageKey, string][] }[] = [
  { id: "footer-services", title: "footer.services", links: SERVICES },
  { id: "footer-about", title: "footer.aboutUs", links: ABOUT },
];

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const t = useT();
  const words = useAgencyText(settings);
  const [tagline, address, hours] = [words("tagline"), words("address"), words("openingHours")];
  const orn = ornOf(settings);
  const heading = "mb-4 font-sans text-xs font-semibold uppercase tracking-widest text-sand";
  const item = "inline-flex min-h-9 items-center text-white/80 hover:text-white hover:underline";
  return (
    <footer className="bg-ink text-white">
      <section id="newsletter" aria-labelledby="newsletter-title" className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-lg">
            <h2 id="newsletter-title" className="text-2xl md:text-3xl">
              {t("newsletter.title")}
            </h2>
            <p className="mt-2 text-white/80">{t("newsletter.lead")}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl">{settings.agencyName}</p>
          <p className="mt-3 text-white/80" lang={tagline.lang}>
            {tagline.text}
          </p>
          <SocialLinks
            settings={settings}
            name={(network) => t("pub.footer.social", { network })}
            listLabel={t("footer.follow")}
            className="mt-6 flex flex-wrap gap-2"
            linkClassName="border-white/25 hover:border-white"
          />
        </div>

        {NAVS.map((nav) => (
          <nav key={nav.id} aria-labelledby={nav.id}>
            <h2 id={nav.id} className={heading}>
              {t(nav.title)}
            </h2>
            <ul className="grid gap-1 text-sm">
              {nav.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className={item}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className={heading}>{t("footer.getInTouch")}</h2>
          <address className="grid gap-3 text-sm not-italic">
            <a href={`mailto:${settings.email}`} className={`${item} gap-2 break-all`}>
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t("pub.footer.email")}: </span>
              {settings.email}
            </a>
            <a href={telHref(settings.phone)} className={`${item} gap-2`}>
              <Phone aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t("pub.footer.phone")}: </span>
              <PhoneNumber number={settings.phone} />
            </a>
            <a
              href={whatsappHref(settings.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${item} gap-2`}
            >
              <WhatsappIcon className="size-4 shrink-0" />
              {t("nav.whatsapp")}
            </a>
            <p className="flex gap-2 text-white/80">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t("pub.footer.address")}: </span>
                <span lang={address.lang}>{address.text}</span>
              </span>
            </p>
            {hours.text ? (
              <p className="text-white/70">
                <span className="sr-only">{t("pub.footer.hours")}: </span>
                <span lang={hours.lang}>{hours.text}</span>
              </p>
            ) : null}
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 pb-24 text-xs text-white/70 sm:flex-row sm:justify-between md:pb-6">
          <p>{t("footer.rights", { year: new Date().getFullYear(), agency: settings.agencyName })}</p>
          {orn || settings.licence.trim() ? (
            <p className="flex flex-wrap gap-x-4">
              {orn ? <span data-testid="footer-orn">{t("footer.orn", { orn })}</span> : null}
              {settings.licence.trim() ? (
                <span data-testid="footer-licence">
                  {t("footer.licence", { licence: settings.licence.trim() })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

/**
 * Floating WhatsApp and contact buttons, bottom end corner, on every public page that has no
 * contact or card buttons of its own (`KEEP_CLEAR`): one set of contact actions per screen, and
 * nothing floating over a card's buttons. CSS decides, so it holds before the scripts load too.
 */
export function FloatingContact({ whatsapp }: { whatsapp: string }) {
  const t = useT();
  const button =
    "inline-flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105 md:size-14";
  return (
    <div
      data-floating-contact
      className="fixed bottom-3 end-3 z-30 flex flex-col gap-2 md:bottom-4 md:end-4 md:gap-3 [body:has([data-keep-clear])_&]:hidden"
    >
      <Link to="/contact" aria-label={t("pub.floating.contact")} className={`${button} bg-white text-ink`}>
        <MessageSquareText aria-hidden className="size-6" />
      </Link>
      <a
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("pub.floating.whatsapp")}
        className={`${button} bg-[#1f7a3d] text-white`}
      >
        <WhatsappIcon className="size-7" />
      </a>
    </div>
  );
}
