import { Outlet, useMatches } from "react-router";
import { SiteFooter, FloatingContact } from "../../components/public/site-footer.tsx";
import { SiteHeader } from "../../components/public/site-header.tsx";
import { useSiteLinkClicks } from "../../components/ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";

/** A page module sets `handle = { hero: true }` when it opens with a full-bleed hero. */
export interface PublicHandle {
  hero?: boolean;
}

export default function PublicLayout() {
  const t = useT();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const matches = useMatches();
  useSiteLinkClicks();
  // A route showing its error boundary has no loader data, and no hero: the header is then solid.
  const overHero = matches.some(
    (m) => (m.handle as PublicHandle | undefined)?.hero === true && m.loaderData !== undefined,
  );
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:p-3 focus:text-ink"
      >
        {t("site.skipToContent")}
      </a>
      <SiteHeader agencyName={settings.agencyName} whatsapp={settings.whatsapp} overHero={overHero} />
      <Outlet />
      <SiteFooter settings={settings} />
      <FloatingContact whatsapp={settings.whatsapp} />
    </>
  );
}
