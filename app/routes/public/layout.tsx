import { Link, Outlet } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import { useRootData } from "../../root.tsx";

export default function PublicLayout() {
  const t = useT();
  const settings = useRootData()?.settings;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("site.skipToContent")}
      </a>
      <header className="border-b border-line bg-white">
        <nav
          aria-label={t("nav.main")}
          className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4"
        >
          <Link to="/" className="font-display text-xl">
            {settings?.agencyName}
          </Link>
          <Link to="/listProperty" className="text-sm">
            {t("nav.listProperty")}
          </Link>
        </nav>
      </header>
      <Outlet />
      <footer className="mt-16 border-t border-line bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted">
          {t("footer.rights", { year: new Date().getFullYear(), agency: settings?.agencyName ?? "" })}
        </div>
      </footer>
    </>
  );
}
