import { Heart, Mail, MapIcon, MessageCircle, Phone, Share2, Video } from "../icons.ts";
import { usePlaceName } from "../../lib/i18n/places.ts";
import { useState } from "react";
import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import {
  enquiryHref,
  listingLabel,
  mailtoHref,
  mapHref,
  telHref,
  videoRequestHref,
  whatsappHref,
} from "./contact-links.ts";
import { KEEP_CLEAR } from "../../lib/contact-links.ts";
import { useIsSaved } from "./saved-store.ts";

export interface AgencyContacts {
  phone: string;
  whatsapp: string;
  email: string;
  agencyName: string;
}

export type ActionProperty = Pick<
  Property,
  "_id" | "name" | "reference" | "location" | "latitude" | "longitude" | "mapUrl"
>;

/**
 * The contact links every contact surface uses (action row, agent card, phone contact bar). Email is
 * our enquiry form about the listing (the lead reaches the admin); `mailto` is the secondary link.
 */
export function useContactHrefs(p: ActionProperty, url: string, contacts: AgencyContacts) {
  const t = useT();
  const listing = listingLabel(p, t);
  const location = usePlaceName()(p.location).text;
  return {
    enquiry: enquiryHref(p._id),
    tel: telHref(contacts.phone),
    mailto: mailtoHref(
      contacts.email,
      t("pd.contact.emailSubject", { listing }),
      t("pd.contact.emailBody", { listing, location, url }),
    ),
    whatsapp: whatsappHref(contacts.whatsapp, t("pd.contact.whatsapp", { listing, location, url })),
  };
}

const pill =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-ink";

/** What every contact surface of a listing page is given. */
export interface ContactSurfaceProps<P extends ActionProperty = ActionProperty> {
  property: P;
  url: string;
  contacts: AgencyContacts;
}

const CONTACT_WAYS = {
  email: { href: "enquiry", icon: Mail, newTab: false },
  call: { href: "tel", icon: Phone, newTab: false },
  whatsapp: { href: "whatsapp", icon: MessageCircle, newTab: true },
} as const;
export type ContactWay = keyof typeof CONTACT_WAYS;

/** One way to reach the agency (icon and label), styled by the surface it stands on. */
export function ContactLink({
  way,
  hrefs,
  className,
  ...rest
}: {
  way: ContactWay;
  hrefs: ReturnType<typeof useContactHrefs>;
  className: string;
  "data-action"?: string;
}) {
  const t = useT();
  const { href, icon: Icon, newTab } = CONTACT_WAYS[way];
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {t(`pd.actions.${way}`)}
    </>
  );
  // Our own form is a page of the site: a client-side navigation.
  if (href === "enquiry")
    return (
      <Link to={hrefs[href]} className={className} {...rest}>
        {content}
      </Link>
    );
  return (
    <a
      href={hrefs[href]}
      className={className}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {content}
    </a>
  );
}

/**
 * Map, Request video, Save and Share. The ways to contact us (Email, Call, WhatsApp) are the agent
 * card's (wide screens) or the contact bar's (phones): one set of contact actions per screen.
 */
export function ActionBar({ property, url }: ContactSurfaceProps) {
  const t = useT();
  const [saved, toggleSaved] = useIsSaved(property._id);
  const [notice, setNotice] = useState<{ text: string; link?: boolean } | null>(null);
  const [manualLink, setManualLink] = useState(false);

  async function share() {
    setManualLink(false);
    const data = { title: property.name, text: listingLabel(property, t), url };
    if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setNotice({ text: t("pd.share.shared") });
        return;
      } catch (e) {
        // The visitor closed the share sheet: nothing to report.
        if ((e as Error)?.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ text: t("pd.share.copied") });
    } catch {
      // No clipboard access (insecure context, permission): show the link to copy by hand.
      setManualLink(true);
      setNotice({ text: t("pd.share.manual") });
    }
  }

  function save() {
    const now = toggleSaved();
    setManualLink(false);
    setNotice(now ? { text: t("pd.saved.added"), link: true } : { text: t("pd.saved.removed") });
  }

  return (
    <div>
      <ul aria-label={t("pd.actions.label")} {...KEEP_CLEAR} className="flex flex-wrap gap-2">
        <li>
          <a
            className={pill}
            href={mapHref(property)}
            target="_blank"
            rel="noopener noreferrer"
            title={t("pd.actions.mapHint")}
            data-action="map"
          >
            <MapIcon aria-hidden="true" className="size-4" />
            {t("pd.actions.map")}
          </a>
        </li>
        <li>
          <Link className={pill} to={videoRequestHref(property._id)} data-action="video">
            <Video aria-hidden="true" className="size-4" />
            {t("pd.actions.video")}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${pill} ${saved ? "border-sand bg-sand-light" : ""}`}
            aria-pressed={saved}
            title={t("pd.actions.saveHint")}
            onClick={save}
            data-action="save"
          >
            <Heart aria-hidden="true" className={`size-4 ${saved ? "fill-sand-dark text-sand-dark" : ""}`} />
            {saved ? t("pd.actions.saved") : t("pd.actions.save")}
          </button>
        </li>
        <li>
          <button type="button" className={pill} onClick={share} data-action="share">
            <Share2 aria-hidden="true" className="size-4" />
            {t("pd.actions.share")}
          </button>
        </li>
      </ul>
      <div role="status" aria-live="polite" className="mt-3 min-h-6 text-sm">
        {notice ? (
          <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="action-notice">
            {notice.text}
            {notice.link ? (
              <Link to="/saved" className="font-medium text-sand-dark underline underline-offset-4">
                {t("pd.saved.view")}
              </Link>
            ) : null}
          </span>
        ) : null}
      </div>
      {manualLink ? (
        <input
          readOnly
          value={url}
          aria-label={t("pd.share.linkLabel")}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-line px-3 py-2 text-sm"
        />
      ) : null}
    </div>
  );
}
