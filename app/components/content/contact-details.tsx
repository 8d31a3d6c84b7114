import { Clock, Mail, MapPin, Phone } from "../icons.ts";
import type { ComponentType, ReactNode } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { ornOf } from "../../modules/settings/settings.display.ts";
import type { PublicSettings } from "../../modules/settings/settings.display.ts";
import { telHref, whatsappHref } from "../../lib/contact-links.ts";
import { useAgencyText } from "../ui/agency-text.ts";
import { WhatsappIcon } from "../ui/brand-icons.tsx";
import { PhoneNumber } from "../ui/phone-number.tsx";
import { SocialLinks, socialOf } from "./social-links.tsx";
import "../../lib/i18n/content.ts";

function Row({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}) {
  // The icon sits in the <dt> so the list keeps plain dt/dd pairs (one group per <div>).
  return (
    <div className="relative min-h-10 ps-14">
      <dt className="text-xs font-semibold uppercase tracking-widest text-muted">
        <span className="absolute start-0 top-0 inline-flex size-10 items-center justify-center rounded-full bg-sand-light text-sand-dark">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The agency's phone, WhatsApp, email, address, hours and social links, all from site settings. */
export function ContactDetails({ settings, heading }: { settings: PublicSettings; heading?: string }) {
  const t = useT();
  const link = "underline decoration-line underline-offset-4 hover:decoration-sand";
  const words = useAgencyText(settings);
  const [address, hours] = [words("address"), words("openingHours")];
  return (
    <section aria-label={heading ?? t("content.contact.detailsTitle")} className="space-y-6">
      {heading ? <h2 className="text-2xl">{heading}</h2> : null}
      <dl className="space-y-5">
        <Row icon={Phone} label={t("content.contact.phone")}>
          <a href={telHref(settings.phone)} className={link}>
            <PhoneNumber number={settings.phone} />
          </a>
        </Row>
        <Row icon={WhatsappIcon} label={t("content.contact.whatsapp")}>
          <a
            href={whatsappHref(settings.whatsapp)}
            className={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("content.contact.whatsappCta")}
            <span className="sr-only"> {t("content.newTab")}</span>
          </a>
        </Row>
        <Row icon={Mail} label={t("content.contact.email")}>
          <a href={`mailto:${settings.email}`} className={link}>
            {settings.email}
          </a>
        </Row>
        <Row icon={MapPin} label={t("content.contact.address")}>
          <address className="not-italic" lang={address.lang}>
            {address.text}
          </address>
        </Row>
        {hours.text ? (
          <Row icon={Clock} label={t("content.contact.hours")}>
            <span lang={hours.lang}>{hours.text}</span>
          </Row>
        ) : null}
      </dl>
      {socialOf(settings).length ? (
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-muted">
            {t("content.contact.follow")}
          </p>
          <SocialLinks
            settings={settings}
            name={(network) => t("content.socialLink", { network })}
            className="mt-3 flex flex-wrap gap-2"
            linkClassName="border-line text-ink hover:border-sand hover:text-sand-dark"
          />
        </div>
      ) : null}
      {ornOf(settings) ? (
        <p className="text-sm text-muted">{t("content.contact.orn", { orn: ornOf(settings) })}</p>
      ) : null}
    </section>
  );
}
