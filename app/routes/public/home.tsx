import { PropertyCard } from "../../components/public/property-card.tsx";
import { appContext } from "../../lib/context.server.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { listProperties, parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: translate("en", "home.title") },
    { name: "description", content: translate("en", "home.description") },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = await listProperties(db.db, PUBLIC, parsePropertyQuery({ pageSize: 9 }));
  return { listings: page.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-4xl">{t("home.title")}</h1>
      <h2 className="mb-4 text-2xl">{loaderData.listings.length ? t("home.listings") : t("home.empty")}</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.listings.map((p, i) => (
          <PropertyCard key={p._id} property={p} priority={i < 3} />
        ))}
      </div>
    </main>
  );
}
