import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { listingPathFor } from "../../modules/properties/listing-search.ts";

export function NotFoundContent() {
  const t = useT();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-24 text-center"
    >
      <p className="font-display text-7xl text-sand-dark">404</p>
      <h1 className="text-3xl md:text-4xl">{t("pub.notFound.title")}</h1>
      <p className="text-muted">{t("pub.notFound.lead")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 text-white">
          {t("state.notFound.home")}
        </Link>
        <Link
          to={listingPathFor("buy")}
          className="inline-flex min-h-12 items-center rounded-full border border-ink px-6"
        >
          {t("pub.notFound.search")}
        </Link>
      </div>
    </main>
  );
}
