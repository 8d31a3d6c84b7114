import type { ComponentType } from "react";
import type { PublicSettings } from "../../modules/settings/settings.display.ts";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from "../ui/brand-icons.tsx";

const SOCIAL: [keyof PublicSettings["social"], string, ComponentType<{ className?: string }>][] = [
  ["instagram", "Instagram", InstagramIcon],
  ["facebook", "Facebook", FacebookIcon],
  ["linkedin", "LinkedIn", LinkedinIcon],
  ["youtube", "YouTube", YoutubeIcon],
  ["x", "X", XIcon],
];

/** The networks the settings name a page for, in a fixed order. */
export function socialOf(settings: PublicSettings) {
  return SOCIAL.filter(([key]) => settings.social[key]);
}

/**
 * Round icon links to the agency's social pages (new tab); `name` gives each its accessible name.
 * Renders nothing when the settings name no network.
 */
export function SocialLinks({
  settings,
  name,
  listLabel,
  className,
  linkClassName,
}: {
  settings: PublicSettings;
  name: (network: string) => string;
  listLabel?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className} aria-label={listLabel}>
      {socialOf(settings).map(([key, network, Icon]) => (
        <li key={key}>
          <a
            href={settings.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name(network)}
            className={`inline-flex size-11 items-center justify-center rounded-full border ${linkClassName}`}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
